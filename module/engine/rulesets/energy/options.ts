/**
 * Choices the `energy` seed leaves open or contradicts itself on, where GMs may reasonably choose differently: the
 * world settings of this ruleset. The defaults are the readings documented in docs/rules/energy.md, each with the
 * seed sentence it extends. Procedures take an `EnergyOptions` argument defaulting to `DEFAULT_ENERGY_OPTIONS`.
 */
export interface EnergyOptions {
  /** Ranged Attack Energy: the action list says "2 Energy = Ranged Attack", the section "Ranged Attacks cost 1". */
  readonly rangedAttackEnergy: 1 | 2;
  /**
   * Exhausted: "you gain 2 less Energy at the beginning of each Round" ("twoFewer") or "only gain 3 Energy per
   * Round" ("onlyThree": at most 3).
   */
  readonly exhaustedEnergy: "twoFewer" | "onlyThree";
  /** Default Exposure: "lasts until the end of the Round" (Exposed section) or "until the end of the next Round". */
  readonly exposedDuration: "endOfRound" | "endOfNextRound";
  /**
   * Ranged armor: "– AR if Hit Roll is less than AC" ("belowCoverage") or "If your Hit roll is greater than or equal
   * to the target's Ranged AC, then you hit their armor" ("atOrAboveCoverage").
   */
  readonly rangedArmor: "belowCoverage" | "atOrAboveCoverage";
  /**
   * "Advantage and Disadvantage applies every time you would normally roll the die once": the whole exploding roll
   * is made twice ("wholeRoll", one Foundry roll) or every single roll of the die, bursts included ("eachRoll").
   */
  readonly defenseEdge: "wholeRoll" | "eachRoll";
  /** The dice of Initiative rolls and checks (the Skills section is not in the excerpt): see dice/check.ts. */
  readonly checkDice: "d20" | "d10Exploding";
  /** Miss Chance by target size: the "Miss Chance Size Modifier" table or the Size Chart's column (they differ). */
  readonly missChanceSizes: "missChanceTable" | "sizeChart";
  /**
   * Non-Lethal damage at 0 Aura: "You are Exhausted … until the end of the next Round" and "they are Shaken until
   * their next Short Rest and lose 5 Stamina" describe the same event; apply both, or only one.
   */
  readonly nonLethalAtZeroAura: "both" | "exhausted" | "shaken";
  /** Does the excess of the hit that empties Aura already call for a Death roll? ("any further damage") */
  readonly overflowTriggersDeathRoll: boolean;
  /**
   * A target that cannot roll its Defense (asleep, fully restrained, unconscious): "any attacks against them
   * automatically hit" (false, the seed: even a natural 1), or a natural 1 still misses, "Critical Failure. Your
   * attack misses." (true).
   */
  readonly helplessNaturalOneMisses: boolean;
  /** Rounding of "Halved", "1/3" and "/ 3" in derived values: down (floor) or toward zero. */
  readonly fractions: "down" | "towardZero";
}

export const DEFAULT_ENERGY_OPTIONS: EnergyOptions = {
  rangedAttackEnergy: 1,
  exhaustedEnergy: "twoFewer",
  exposedDuration: "endOfRound",
  rangedArmor: "belowCoverage",
  defenseEdge: "wholeRoll",
  checkDice: "d20",
  missChanceSizes: "missChanceTable",
  nonLethalAtZeroAura: "both",
  overflowTriggersDeathRoll: false,
  helplessNaturalOneMisses: false,
  fractions: "down",
};
