/**
 * Choices the `bonus` seed leaves open and GMs may reasonably make differently: candidate world settings. The
 * defaults are the readings documented in docs/rules/bonus.md (economy section).
 */
export interface BonusEconomyOptions {
  /**
   * Defend: "reducing the Vigor cost of defensive reactions … by 2". Take Opening is an attack, not a defensive
   * reaction, so by default Defend does not discount it; true discounts every reaction.
   */
  readonly defendDiscountsAllReactions: boolean;
  /** Vigor cost of the reaction that fires a readied action (seed silent; default as Take Opening: 5). */
  readonly readiedReactionVigor: number;
  /** May an Ambushed creature react in round 1 before its own first turn? (seed silent; default yes) */
  readonly ambushedReactBeforeFirstTurn: boolean;
}

export const DEFAULT_BONUS_ECONOMY_OPTIONS: BonusEconomyOptions = {
  defendDiscountsAllReactions: false,
  readiedReactionVigor: 5,
  ambushedReactBeforeFirstTurn: true,
};
