import type { BonusActor } from "./actor.ts";
import type { BonusRefusal } from "./refusal.ts";
import { conditionWith, speedFactor, sumEffect } from "./status.ts";
import { FEET_PER_SPEED_POINT } from "./actions.ts";

/**
 * What a creature can do, read from the conditions in force. Each answer is a refusal (with the condition that
 * causes it) or undefined.
 */

export function whyCannotAct(actor: BonusActor, physical: boolean): BonusRefusal | undefined {
  if (actor.creature.dead) return { code: "dead", message: "Dead creatures take no actions.", condition: "dead" };
  const blocked = conditionWith(actor, "noActions");
  // Winded: "you cannot take any actions. This condition remains until you recover at least 5 points of Vigor."
  if (blocked) return { code: "cannotAct", message: `Cannot take actions while ${blocked}.`, condition: blocked };
  const still = physical ? conditionWith(actor, "noPhysicalActions") : undefined;
  // Incapacitated: "the character can take no actions that require physical movement"
  if (still)
    return { code: "incapacitated", message: "Cannot take physical actions while incapacitated.", condition: still };
  return undefined;
}

export function whyCannotReact(actor: BonusActor, defensive: boolean): BonusRefusal | undefined {
  if (actor.creature.dead) return { code: "dead", message: "Dead creatures take no reactions.", condition: "dead" };
  const blocked = conditionWith(actor, "noReactions");
  if (blocked) return { code: "cannotReact", message: `Cannot react while ${blocked}.`, condition: blocked };
  // Incapacitated: "cannot dodge or defend"; every reaction in the list also needs physical movement.
  const helpless = defensive ? conditionWith(actor, "cannotDefend") : conditionWith(actor, "noPhysicalActions");
  if (helpless) {
    const code = defensive ? "cannotDefend" : "incapacitated";
    return { code, message: `Cannot ${defensive ? "defend" : "react"} while incapacitated.`, condition: helpless };
  }
  return undefined;
}

/**
 * Feet moved by one Move action: "1 foot per point of your Speed Score"; prone: "your Speed is reduced to 1/4 for
 * calculating your movement" (rounded down: a crawl never gains distance by rounding).
 */
export function moveDistance(actor: BonusActor): number {
  return Math.floor(actor.creature.speed * speedFactor(actor)) * FEET_PER_SPEED_POINT;
}

/**
 * Bonus dice the Defense reaction rolls from Speed; prone reduces Speed to 1/4 "for … your Bonus Dice to Defense".
 * The creature's Speed bonus dice are scaled by the same factor, rounded down.
 */
export function defenseSpeedDice(actor: BonusActor): number {
  return Math.floor(actor.creature.bonusDice.speed * speedFactor(actor));
}

/** Challenges a ranged attacker suffers against this target (prone: 1). */
export function rangedAttackChallengesAgainst(target: BonusActor): number {
  return sumEffect(target, "rangedAttackerChallenges");
}

/** Bonus dice on the opening initiative roll (Over Watch from the expected vector: +1). */
export function initiativeBonusDice(actor: BonusActor): number {
  return sumEffect(actor, "initiativeBonusDice");
}
