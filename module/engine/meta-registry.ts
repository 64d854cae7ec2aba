/**
 * Every ruleset's metadata (title, seed, grid, document types, packs), by id, without its rules or simulation: what
 * the adapter's shared code reads for every ruleset at load, so its main bundle does not carry every ruleset's
 * engine. `registry.ts` spreads the same objects into the full descriptors and re-exports these helpers.
 */
import { RULESET_IDS, type PackSpec, type RulesetDocuments, type RulesetId, type RulesetMeta } from "./core/ruleset.ts";
import { BONUS_META } from "./rulesets/bonus/meta.ts";
import { CONTEST_META } from "./rulesets/contest/meta.ts";
import { ENERGY_META } from "./rulesets/energy/meta.ts";
import { MOMENTUM_META } from "./rulesets/momentum/meta.ts";
import { WOUNDS_META } from "./rulesets/wounds/meta.ts";

const RULESET_METAS = {
  bonus: BONUS_META,
  energy: ENERGY_META,
  momentum: MOMENTUM_META,
  contest: CONTEST_META,
  wounds: WOUNDS_META,
} as const satisfies Readonly<Record<RulesetId, RulesetMeta>>;

type Metas = typeof RULESET_METAS;
/** Every namespaced sub-type of a document, as a literal union (`"bonus-character" | …`). */
export type NamespacedType<D extends keyof RulesetDocuments> = {
  [K in RulesetId]: `${K}-${keyof Metas[K]["documents"][D] & string}`;
}[RulesetId];
export type FrayActorType = NamespacedType<"Actor">;
export type FrayItemType = NamespacedType<"Item">;

export function getRulesetMeta(id: RulesetId): RulesetMeta {
  return RULESET_METAS[id];
}

export function allRulesetMetas(): readonly RulesetMeta[] {
  return RULESET_IDS.map((id) => RULESET_METAS[id]);
}

/** Namespaced document sub-type name, e.g. `bonus-character` (decision 4: types are namespaced per ruleset). */
export function documentTypeName(ruleset: RulesetId, localType: string): string {
  return `${ruleset}-${localType}`;
}

/** Every namespaced sub-type of one document name across all rulesets, with its spec. */
export function namespacedTypes<D extends keyof RulesetDocuments>(
  documentName: D,
): {
  readonly ruleset: RulesetId;
  readonly local: string;
  readonly type: NamespacedType<D>;
  readonly htmlFields: readonly string[];
}[] {
  return allRulesetMetas().flatMap((r) =>
    Object.entries(r.documents[documentName]).map(([local, spec]) => ({
      ruleset: r.id,
      local,
      // The template literal type above is exactly this string for every key of the metadata.
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
