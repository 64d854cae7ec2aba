/**
 * Which sub-types a Create dialog offers: only the world's ruleset's (decision 4). Every ruleset's types stay
 * registered — packs of any ruleset stay valid in any world, nothing is cleaned away — so the choice is made where
 * the dialog is opened, not by unregistering types. Pure, so the filter is tested without Foundry.
 */
import type { RulesetId } from "../../engine/core/ruleset.ts";
import { rulesetOfType } from "../../engine/meta-registry.ts";
import { activeRulesetId } from "../config/settings.ts";

export function typesOfRuleset(types: Iterable<string>, ruleset: RulesetId): string[] {
  return [...types].filter((type) => rulesetOfType(type) === ruleset);
}

/**
 * `createDialog`'s options with v13's `types` (the sub-types the dialog offers) set to the world's ruleset's.
 * fvtt-types 13.345 declares `types` as never given, so the key is added with `Object.assign`, whose result is
 * still the options type Foundry's signature takes.
 */
export function withRulesetTypes<O extends object>(
  options: O | undefined,
  types: Iterable<string>,
): O & { readonly types: string[] } {
  return Object.assign({}, options, { types: typesOfRuleset(types, activeRulesetId()) });
}
