import { RULESET_IDS, type PackSpec, type RulesetDescriptor, type RulesetId } from "./core/ruleset.ts";
import { bonus } from "./rulesets/bonus/index.ts";
import { contest } from "./rulesets/contest/index.ts";
import { energy } from "./rulesets/energy/index.ts";
import { momentum } from "./rulesets/momentum/index.ts";
import { wounds } from "./rulesets/wounds/index.ts";

/** Every ruleset Fray plays, by id. The single place that knows the list. */
export const RULESETS = { bonus, energy, momentum, contest, wounds } as const satisfies Readonly<
  Record<RulesetId, RulesetDescriptor>
>;

type Rulesets = typeof RULESETS;
/** Every namespaced sub-type of a document, as a literal union (`"bonus-character" | …`). */
export type NamespacedType<D extends keyof RulesetDescriptor["documents"]> = {
  [K in RulesetId]: `${K}-${keyof Rulesets[K]["documents"][D] & string}`;
}[RulesetId];
export type FrayActorType = NamespacedType<"Actor">;
export type FrayItemType = NamespacedType<"Item">;

export function getRuleset(id: RulesetId): RulesetDescriptor {
  return RULESETS[id];
}

export function allRulesets(): readonly RulesetDescriptor[] {
  return RULESET_IDS.map((id) => RULESETS[id]);
}

/** Namespaced document sub-type name, e.g. `bonus-character` (decision 4: types are namespaced per ruleset). */
export function documentTypeName(ruleset: RulesetId, localType: string): string {
  return `${ruleset}-${localType}`;
}

/** Every namespaced sub-type of one document name across all rulesets, with its spec. */
export function namespacedTypes<D extends keyof RulesetDescriptor["documents"]>(
  documentName: D,
): {
  readonly ruleset: RulesetId;
  readonly local: string;
  readonly type: NamespacedType<D>;
  readonly htmlFields: readonly string[];
}[] {
  return allRulesets().flatMap((r) =>
    Object.entries(r.documents[documentName]).map(([local, spec]) => ({
      ruleset: r.id,
      local,
      // The template literal type above is exactly this string for every key of the descriptor.
      type: documentTypeName(r.id, local) as NamespacedType<D>,
      htmlFields: spec.htmlFields,
    })),
  );
}

/** The ruleset a namespaced sub-type belongs to, or undefined for a type no ruleset declares. */
export function rulesetOfType(typeName: string): RulesetId | undefined {
  return RULESET_IDS.find((id) => typeName.startsWith(`${id}-`));
}

/** Namespaced pack name, e.g. `bonus-rules`. */
export function packName(ruleset: RulesetId, pack: PackSpec): string {
  return `${ruleset}-${pack.name}`;
}
