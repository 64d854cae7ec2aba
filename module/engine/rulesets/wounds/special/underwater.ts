import type { FlatModifier } from "../../../core/dice/request.ts";
import type { CostModifier } from "../economy/costs.ts";
import type { WoundsRefusal } from "../economy/refusal.ts";
import type { DamageType } from "../tables/damage-types.ts";
import { isActive } from "../../../core/conditions/state.ts";
import { applyHit, type WoundOutcome } from "../damage/apply.ts";
import type { Toughness } from "../damage/toughness.ts";
import { FEET_PER_YARD } from "../movement/jump.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import type { WoundsActor } from "../status.ts";

/**
 * Underwater combat (seed 004): "While underwater, you use your immobile defense and cannot make ranged weapon attacks.
 * When you make a melee attack, you must pay an extra 2 AP and have a -5 penalty to your attack roll, and all weapon
 * damage is halved except from aquatic weapons. You still apply your full Strength damage modifier." "All fire damage
 * is halved underwater. Anything that deals lightning damage has its normal effect and additionally deals damage to
 * nearby creatures. The damage dealt in this expanded area is equal to the normal damage reduced by 1 for every foot
 * away the creature is from the original area of effect." The immobile defense is `defenseAgainst({ underwater })`,
 * the halved weapon damage `damageRequest({ halveDamageValue })`.
 */
export const UNDERWATER_EXTRA_AP = 2;
export const UNDERWATER_ATTACK_PENALTY = -5;

export function whyCannotAttackUnderwater(rangedWeapon: boolean): WoundsRefusal | undefined {
  return rangedWeapon ? { code: "underwaterRanged", message: "No ranged weapon attacks underwater." } : undefined;
}

export const UNDERWATER_COST: CostModifier = { source: "Underwater", delta: UNDERWATER_EXTRA_AP };
export const UNDERWATER_ATTACK: FlatModifier = { source: "Underwater", value: UNDERWATER_ATTACK_PENALTY };

/** Weapon damage is halved unless the weapon is aquatic. */
export function halvesWeaponDamage(aquatic: boolean): boolean {
  return !aquatic;
}

/**
 * "All fire damage is halved underwater": a fire attack made underwater, or at a target that is, has its damage value
 * halved as weapon damage is (`damageRequest({ halveDamageValue })`, rounding down, decision 17); halved once even
 * when the weapon's own underwater halving applies too (decision 224).
 */
export function halvesFireDamage(damageType: DamageType, inWater: boolean): boolean {
  return inWater && damageType === "fire";
}

/** Lightning's spread: the normal damage less 1 per foot from the original area; nothing once it reaches 0. */
export function lightningSpreadDamage(value: number, feetFromArea: number): number {
  return Math.max(0, value - Math.max(0, Math.ceil(feetFromArea)));
}

/**
 * The spread measured on a scene in yards (the ruleset's unit): "reduced by 1 for every foot away", 3 feet to the
 * yard (decisions 67, 227).
 */
export function lightningSpreadAtYards(value: number, yardsFromArea: number): number {
  return lightningSpreadDamage(value, yardsFromArea * FEET_PER_YARD);
}

/**
 * Who lightning's spread can reach: "Anything that deals lightning damage has its normal effect and additionally
 * deals damage to nearby creatures" is said of water, so only a creature in it — Underwater, or Swimming at the
 * surface — is one of them; a creature on the bank or above the water is not (decision 227).
 */
export function inTheWater(actor: WoundsActor): boolean {
  return isActive(actor.conditions, "underwater") || isActive(actor.conditions, "swimming");
}

/** What the spread's wound is dealt by, on the pipeline's audit. */
export const LIGHTNING_SPREAD_SOURCE = "Lightning's spread";

/**
 * What a creature the spread reaches receives (decisions 231–232). "Damage received = Attack Roll + Damage Roll -
 * Defense - Toughness": the spread is not an attack — nothing is rolled against it and no Defense is targeted — so
 * the creature receives the spread's amount less its Toughness, "Vitality + Size plus any modifiers from armor worn"
 * (lightning is not one of the "attacks [that] bypass armor"), and "a wound of the highest level whose threshold the
 * damage exceeds or equals" (none below the lowest), filled and escalated as a hit's wound is (`applyHit`): an NPC's
 * fatal wound kills it, a character's leaves it dying and unconscious, a wound with no slot left kills.
 */
export function lightningSpreadWound(
  actor: WoundsActor,
  amount: number,
  toughness: Toughness,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): WoundOutcome {
  const spread = { attackTotal: 0, damageTotal: amount, defense: 0, source: LIGHTNING_SPREAD_SOURCE };
  return applyHit(actor, spread, toughness, {}, 0, options);
}
