import { RULESET_IDS, type RulesetDescriptor, type RulesetId } from "./core/ruleset.ts";
import { bonus } from "./rulesets/bonus/index.ts";
import { contest } from "./rulesets/contest/index.ts";
import { energy } from "./rulesets/energy/index.ts";
import { momentum } from "./rulesets/momentum/index.ts";
import { wounds } from "./rulesets/wounds/index.ts";

// The naming helpers need only the metadata (meta-registry.ts); they are re-exported so engine code, scripts and
// tests keep one registry to import.
export {
  documentTypeName,
  namespacedTypes,
  packName,
  rulesetOfType,
  type FrayActorType,
  type FrayItemType,
  type NamespacedType,
} from "./meta-registry.ts";

/** Every ruleset Fray plays, by id. The single place that knows the list. */
export const RULESETS = { bonus, energy, momentum, contest, wounds } as const satisfies Readonly<
  Record<RulesetId, RulesetDescriptor>
>;

export function getRuleset(id: RulesetId): RulesetDescriptor {
  return RULESETS[id];
}

export function allRulesets(): readonly RulesetDescriptor[] {
  return RULESET_IDS.map((id) => RULESETS[id]);
}
