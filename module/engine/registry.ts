import { RULESET_IDS, type PackSpec, type RulesetDescriptor, type RulesetId } from "./core/ruleset.ts";
import { bonus } from "./rulesets/bonus/index.ts";
import { contest } from "./rulesets/contest/index.ts";
import { energy } from "./rulesets/energy/index.ts";
import { momentum } from "./rulesets/momentum/index.ts";
import { wounds } from "./rulesets/wounds/index.ts";

/** Every ruleset Fray plays, by id. The single place that knows the list. */
export const RULESETS: Readonly<Record<RulesetId, RulesetDescriptor>> = { bonus, energy, momentum, contest, wounds };

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

/** The ruleset a namespaced sub-type belongs to, or undefined for a type no ruleset declares. */
export function rulesetOfType(typeName: string): RulesetId | undefined {
  return RULESET_IDS.find((id) => typeName.startsWith(`${id}-`));
}

/** Namespaced pack name, e.g. `bonus-rules`. */
export function packName(ruleset: RulesetId, pack: PackSpec): string {
  return `${ruleset}-${pack.name}`;
}
