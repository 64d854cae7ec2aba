/**
 * Every choice the `momentum` seed leaves open where GMs may reasonably differ: the world settings of this ruleset.
 * Each field names the seed sentence it extends; docs/rules/momentum.md gives the reasoning. Procedures take
 * `options` last and default to `DEFAULT_MOMENTUM_OPTIONS`.
 */
export interface MomentumOptions {
  // Dice ------------------------------------------------------------------------------------------------------------
  /**
   * Several sources of advantage and disadvantage (the seed never says how they combine): "cancel" — any advantage
   * and any disadvantage cancel to a plain roll, several of one kind are still one; "net" — count them, the larger
   * side wins by any margin.
   */
  readonly edgeStacking: "cancel" | "net";
  /** "If you roll a natural 20 when you attack, you perform a critical hit": a critical hit always hits. */
  readonly naturalTwentyHits: boolean;
  /** Skill Checks (formula not in the excerpt): d20 + Stat Bonus + Skill Level, like a DR, or d20 + Skill Level. */
  readonly checkBonus: "statAndSkill" | "skillOnly";
  /** A natural 20 on a Skill Check is the "critical success" Cooperative Cinematic Actions name, and succeeds. */
  readonly naturalTwentyCriticalCheck: boolean;
  /** Who wins a tied contest: the side that must "beat"/"roll higher" fails on a tie ("target"), or wins ("actor"). */
  readonly contestTies: "target" | "actor";
  // Economy ---------------------------------------------------------------------------------------------------------
  /**
   * Cinematic Burst: "If you cannot use 3AP or 2RP for some reason … you can use a Cinematic Burst". true: only when
   * a status forbids spending or too few points are left; false: whenever the no-AP/RP-used-yet rule allows.
   */
  readonly burstOnlyWhenBlocked: boolean;
  /** "RP can be used to act outside of your turn": RP may not be spent on your own turn. */
  readonly reactionsOffTurnOnly: boolean;
  // Damage ----------------------------------------------------------------------------------------------------------
  /**
   * Armor larger than the damage of the type the attacker chose: "carry" — the rest comes off the hit's other types
   * ("Your Armor is subtracted from any incoming damage"); "chosenTypeOnly" — the rest is lost.
   */
  readonly armorOverflow: "carry" | "chosenTypeOnly";
  /** Rounding of resistance (½) and vulnerability (×1.5). */
  readonly affinityRounding: "down" | "up" | "nearest";
  /** Vitality at which a creature dies ("an amount that would kill them" is not in the excerpt): −max or −½ max. */
  readonly deathAt: "negativeMax" | "negativeHalfMax";
  /** Die of Vitality a Bleeding creature loses at the start of each of its turns (0: none). */
  readonly bleedingTickDie: number;
  /** Die of its type's damage an Elemental Status Effect deals at the start of each of the holder's turns (0: none). */
  readonly elementalTickDie: number;
  /** Forced movement into an occupied space, DR succeeded: "half as much damage", rounded down or up. */
  readonly collisionHalfRounding: "down" | "up";
  // Cover and hiding ------------------------------------------------------------------------------------------------
  /** Taking Cover's +2 Evasion also against melee attacks (melee attacks "ignore cover"; default: it does not). */
  readonly takingCoverVsMelee: boolean;
  /** Hide: hidden from each enemy whose Perception you beat ("perObserver"), or from all only if you beat all. */
  readonly hideMode: "perObserver" | "allOrNothing";
  /** "While you are hidden, you have advantage on all of your attacks": against those who cannot see you, or all. */
  readonly hiddenAdvantage: "unseeingTargets" | "allAttacks";
}

export const DEFAULT_MOMENTUM_OPTIONS: MomentumOptions = {
  edgeStacking: "cancel",
  naturalTwentyHits: true,
  checkBonus: "statAndSkill",
  naturalTwentyCriticalCheck: true,
  contestTies: "target",
  burstOnlyWhenBlocked: true,
  reactionsOffTurnOnly: true,
  armorOverflow: "carry",
  affinityRounding: "down",
  deathAt: "negativeMax",
  bleedingTickDie: 4,
  elementalTickDie: 4,
  collisionHalfRounding: "down",
  takingCoverVsMelee: false,
  hideMode: "perObserver",
  hiddenAdvantage: "unseeingTargets",
};
