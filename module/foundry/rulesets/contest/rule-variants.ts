/**
 * The `contest` rule variants as world settings: the engine's combat options (engine/rulesets/contest/combat/options.ts,
 * docs/rules/contest.md decisions 18, 22 and 27 give the reasoning), each hint naming the seed sentence each side
 * comes from. The room passes the world's choices wherever the card plans a Strike, its defenses and its
 * maneuvers (attack/strike.ts, defense-choices.ts, maneuver-choices.ts); the sheet's Strike odds go through the same
 * Strike plan; which moves provoke is read where a move offers Opportunity Attacks (combat/opportunity.ts, decision
 * 130). The test mechanic's numbers and the AP costs are Fray's own reading, not a choice the seed leaves open.
 */
import {
  DEFAULT_CONTEST_COMBAT_OPTIONS,
  type ContestCombatOptions,
} from "../../../engine/rulesets/contest/combat/options.ts";
import { DEFAULT_CONTEST_OPTIONS, type ContestOptions } from "../../../engine/rulesets/contest/options.ts";
import { readRuleVariants, type RuleVariantGroup } from "../../config/rule-variants.ts";
import { I18N_ROOT } from "../../constants.ts";

export const CONTEST_RULE_VARIANTS = {
  i18n: `${I18N_ROOT}.Contest`,
  defaults: DEFAULT_CONTEST_COMBAT_OPTIONS,
  choices: {
    untrainedArmor: ["bane", "penalty"],
    moveProvokes: ["withinOrLeaving", "leavingOnly"],
    bodyManeuversNeedReach: null,
  },
} as const satisfies RuleVariantGroup<ContestCombatOptions>;

/** The options the world plays `contest` with: its combat choices over the engine's defaults. */
export function contestOptions(): ContestOptions {
  return { ...DEFAULT_CONTEST_OPTIONS, combat: readRuleVariants("contest", CONTEST_RULE_VARIANTS) };
}
