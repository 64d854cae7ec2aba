/**
 * The `energy` rule variants as world settings (engine/rulesets/energy/options.ts lists the seed sentences each one
 * reads): the room reads the world's choices wherever it hands the engine its options.
 */
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../../../engine/rulesets/energy/options.ts";
import { readRuleVariants, type RuleVariantGroup } from "../../config/rule-variants.ts";
import { I18N_ROOT } from "../../constants.ts";

export const ENERGY_RULE_VARIANTS = {
  i18n: `${I18N_ROOT}.Energy`,
  defaults: DEFAULT_ENERGY_OPTIONS,
  choices: {
    rangedAttackEnergy: [1, 2],
    exhaustedEnergy: ["twoFewer", "onlyThree"],
    exposedDuration: ["endOfRound", "endOfNextRound"],
    rangedArmor: ["belowCoverage", "atOrAboveCoverage"],
    // "eachRoll" is rolled on the card link by link, one Foundry roll of the whole chain (dice/chain-roll.ts).
    defenseEdge: ["wholeRoll", "eachRoll"],
    checkDice: ["d20", "d10Exploding"],
    missChanceSizes: ["missChanceTable", "sizeChart"],
    nonLethalAtZeroAura: ["both", "exhausted", "shaken"],
    overflowTriggersDeathRoll: null,
    helplessNaturalOneMisses: null,
    fractions: ["down", "towardZero"],
  },
} as const satisfies RuleVariantGroup<EnergyOptions>;

/** The options the world plays `energy` with. */
export function energyOptions(): EnergyOptions {
  return readRuleVariants("energy", ENERGY_RULE_VARIANTS);
}
