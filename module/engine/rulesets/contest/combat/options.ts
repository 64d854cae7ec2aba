/**
 * Choices the seed leaves open in combat, each a candidate world setting (docs/rules/contest.md quotes the sentence
 * each extends). Defaults are Fray's reading.
 */
export interface ContestCombatOptions {
  /**
   * The seed says two things about untrained armor: "wielding a weapons or armor not included in your Fighting Style
   * imposes a -2 penalty to all Fighting Style tests" (Step I) and "Using armor with which you are untrained in
   * imposes bane to all Fighting Style, Dodge, and Sorcery tests" (the rule's own section). "bane" follows the rule's
   * own section; "penalty" applies −2 to those tests instead.
   */
  readonly untrainedArmor: "bane" | "penalty";
  /**
   * "Characters that willingly move within a foe's reach or leave it": "withinOrLeaving" provokes for any willing
   * move that starts, passes or ends inside the reach; "leavingOnly" only when a move ends outside a reach it began in.
   */
  readonly moveProvokes: "withinOrLeaving" | "leavingOnly";
  /** Bash, Disarm, Push and Trip need the loser within the winner's melee reach (a critical win at range is not). */
  readonly bodyManeuversNeedReach: boolean;
}

export const DEFAULT_CONTEST_COMBAT_OPTIONS: ContestCombatOptions = {
  untrainedArmor: "bane",
  moveProvokes: "withinOrLeaving",
  bodyManeuversNeedReach: true,
};
