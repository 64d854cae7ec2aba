import type { DamageType } from "./tables/damage-types.ts";
import type { QualityRank } from "./tables/quality.ts";

/**
 * The persistent state of a `bonus` creature that rules read and return. Every rule is a pure function from this
 * shape (plus a situation) to a new shape; the Foundry adapter maps actor data onto it and back.
 */
export interface Track {
  readonly value: number;
  readonly max: number;
}

export interface BonusCreature {
  /** Ability score bonus dice (count of bonus dice each ability grants to rolls that use it). */
  readonly bonusDice: Readonly<Record<BonusAbility, number>>;
  /** Speed score: 1 ft of movement per point (Move action) and the source of Defense reaction bonus dice. */
  readonly speed: number;
  /** Stamina score: Vigor recovery (1 per 5) and rounds of Shock before death. */
  readonly stamina: number;
  readonly size: SizeCategory;
  readonly durability: Track;
  readonly health: Track;
  readonly vigor: Track;
  readonly mana: Track;
  /** Superior Durability (immune to weapons below this rank), or undefined for an ordinary creature. */
  readonly superiorDurability?: QualityRank;
  /** Rounds left before a creature in Shock dies; undefined when not in Shock. */
  readonly shockRoundsLeft?: number;
  /** Stabilized in Shock: unconscious until at least 1 Health is recovered, no death countdown. */
  readonly stabilized: boolean;
  /** Winded: Vigor ran out; no actions until at least 5 Vigor has been recovered. */
  readonly winded: boolean;
  /** Vigor recovered since becoming Winded (the seed's "until you recover at least 5 points"). */
  readonly vigorRecoveredWhileWinded: number;
  readonly dead: boolean;
  /**
   * Damage types this creature takes nothing from (an ability or nature: "Damage types for weapons and attacks come
   * into play when protection functions better or worse against specific types of attacks"). Absent = none.
   */
  readonly immunities?: readonly DamageType[];
}

export const BONUS_ABILITIES = [
  "strength",
  "agility",
  "speed",
  "stamina",
  "soul",
  "reason",
  "resolve",
  "skill",
] as const;
export type BonusAbility = (typeof BONUS_ABILITIES)[number];

export const SIZE_CATEGORIES = ["tiny", "small", "medium", "large", "huge", "massive", "colossal"] as const;
export type SizeCategory = (typeof SIZE_CATEGORIES)[number];
