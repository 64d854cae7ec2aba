/**
 * Damage rolls (seed 000): "The damage value … is the number of dice rolled for damage with that weapon or ability.
 * The dice rolled depends on the quality Rank of the attack". "When you score a hit with an unarmed attack, a melee
 * weapon, or a pull bow, you add your Strength Bonus Dice to damage." "When you score a hit with a crossbow, modern
 * weapon, or magic projectile you add your Skill Bonus Dice to damage." "All Bonus Dice burst when you roll maximum
 * value on the dice, including Bonus Dice to damage. When one or more of your Bonus Dice to damage burst, it is
 * called a critical hit."
 *
 * The quality dice are not bonus dice: they never burst and never step (Wounded, charges and challenges move bonus
 * dice only). Damage is an effect roll: charges apply, challenges only when they say so, Wounded always.
 */
import { burstOnMax, type DiceRequest, type DieGroup } from "../../../core/dice/request.ts";
import { countBursts, type RollResult } from "../../../core/dice/result.ts";
import type { BonusAbility } from "../creature.ts";
import { QUALITY_DIE, type QualityRank } from "../tables/quality.ts";
import { OFF_HAND_CHALLENGES } from "./attack.ts";
import { abilityDice, type BonusDiceSource, type RollAdjustments } from "./check.ts";
import { bonusDieRank } from "./rank.ts";

export const DAMAGE_GROUP_ID = "damage";
export const DAMAGE_BONUS_GROUP_ID = "damage-bonus";

/** How the hit was delivered; it decides which ability's bonus dice add to damage. */
export const DAMAGE_DELIVERIES = [
  "unarmed",
  "melee",
  "pull-bow",
  "crossbow",
  "modern",
  "magic-projectile",
  "other",
] as const;
export type DamageDelivery = (typeof DAMAGE_DELIVERIES)[number];

/** Strength for unarmed, melee and pull bows; Skill for crossbows, modern weapons and magic projectiles; the seed
 * names no ability for anything else (techniques, area spells), so "other" adds none unless the ability says so. */
export const DELIVERY_ABILITY: Readonly<Record<DamageDelivery, BonusAbility | null>> = {
  unarmed: "strength",
  melee: "strength",
  "pull-bow": "strength",
  crossbow: "skill",
  modern: "skill",
  "magic-projectile": "skill",
  other: null,
};

/** Damage is an effect roll: only challenges with `appliesToEffect` touch it. */
export interface DamageInput extends RollAdjustments {
  /** Damage Value: the number of quality dice. */
  readonly damageValue: number;
  readonly quality: QualityRank;
  readonly delivery: DamageDelivery;
  /** The attacker's ability bonus dice; the delivery picks Strength or Skill from it. */
  readonly abilities: Readonly<Partial<Record<BonusAbility, number>>>;
  /** Other bonus dice to damage (talents, techniques). */
  readonly extraDice?: readonly BonusDiceSource[];
  readonly offHand?: boolean;
  readonly label?: string;
}

export function damageRequest(input: DamageInput): DiceRequest {
  if (!Number.isInteger(input.damageValue) || input.damageValue < 0) {
    throw new RangeError(`Damage Value must be a whole number ≥ 0, got ${input.damageValue}`);
  }
  const rank = bonusDieRank({
    roll: "effect",
    charges: input.charges,
    challenges: [...(input.challenges ?? []), ...(input.offHand === true ? OFF_HAND_CHALLENGES : [])],
    wounded: input.wounded,
  });
  const ability = DELIVERY_ABILITY[input.delivery];
  const sources = [...(ability ? [abilityDice(input.abilities, ability)] : []), ...(input.extraDice ?? [])];
  const quality: DieGroup = {
    id: DAMAGE_GROUP_ID,
    source: `${input.quality.charAt(0).toUpperCase()}${input.quality.slice(1)} damage`,
    count: input.damageValue,
    faces: QUALITY_DIE[input.quality],
  };
  const bonus: DieGroup[] = sources
    .filter((source) => source.count > 0)
    .map((source) => ({
      id: DAMAGE_BONUS_GROUP_ID,
      source: source.source,
      count: source.count,
      faces: rank.faces,
      explode: burstOnMax(rank.faces),
    }));
  return {
    label: input.label ?? "Damage",
    groups: [quality, ...bonus],
    modifiers: input.modifiers ?? [],
    audit: rank.audit,
  };
}

/** "When one or more of your Bonus Dice to damage burst, it is called a critical hit." */
export function isCriticalHit(result: RollResult): boolean {
  return countBursts(result, DAMAGE_BONUS_GROUP_ID) > 0;
}
