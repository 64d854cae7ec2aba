/**
 * The `momentum` rule variants as world settings (engine/rulesets/momentum/options.ts names the seed sentence each
 * extends; docs/rules/momentum.md gives the reasoning): the room reads the world's choices wherever it hands the
 * engine its options.
 */
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../../../engine/rulesets/momentum/options.ts";
import { readRuleVariants, type RuleVariantGroup } from "../../config/rule-variants.ts";
import { I18N_ROOT } from "../../constants.ts";

export const MOMENTUM_RULE_VARIANTS = {
  i18n: `${I18N_ROOT}.Momentum`,
  defaults: DEFAULT_MOMENTUM_OPTIONS,
  choices: {
    edgeStacking: ["cancel", "net"],
    naturalTwentyHits: null,
    checkBonus: ["statAndSkill", "skillOnly"],
    naturalTwentyCriticalCheck: null,
    contestTies: ["target", "actor"],
    burstOnlyWhenBlocked: null,
    reactionsOffTurnOnly: null,
    armorOverflow: ["carry", "chosenTypeOnly"],
    affinityRounding: ["down", "up", "nearest"],
    deathAt: ["negativeMax", "negativeHalfMax"],
    bleedingTickDie: [0, 4, 6],
    elementalTickDie: [0, 4, 6],
    collisionHalfRounding: ["down", "up"],
    takingCoverVsMelee: null,
    hideMode: ["perObserver", "allOrNothing"],
    hiddenAdvantage: ["unseeingTargets", "allAttacks"],
  },
} as const satisfies RuleVariantGroup<MomentumOptions>;

/** The options the world plays `momentum` with. */
export function momentumOptions(): MomentumOptions {
  return readRuleVariants("momentum", MOMENTUM_RULE_VARIANTS);
}
