import { clearDirect } from "../../../core/conditions/mutate.ts";
import type { EnergyActor } from "../economy/actor.ts";
import type { EnergyCombatantState } from "../economy/combatant.ts";
import { payCost } from "../economy/pay.ts";
import { applyCondition } from "../economy/status.ts";
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../options.ts";
import type { EnergyOutcome } from "../refusal.ts";
import { FLING_AGILITY, type ManeuverOutcome } from "./maneuvers.ts";
import type { AttackOutcome } from "./outcome.ts";

/**
 * The conditions an attack leaves on both sides.
 * - "1-3 You become Exposed (until the end of the next Round)"; a Critical Hit Exposes the target (default
 *   duration). "the Exposure happens during the attack, not after": the card applies these before damage.
 * - Maneuvers: Prone, Restrained/Restraining, Unguarded as resolved (attack/maneuvers.ts); "Performing a Combat
 *   Maneuver when the target is not Exposed" makes the attacker Unguarded.
 */
export interface Sides {
  readonly attacker: EnergyActor;
  readonly target: EnergyActor;
}

export function applyAttackOutcome(
  sides: Sides,
  outcome: AttackOutcome,
  round: number,
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): Sides {
  let { attacker, target } = sides;
  if (outcome.attackerExposed) {
    attacker = applyCondition(
      attacker,
      "exposed",
      { source: "Combat roll 1-3", round, duration: { kind: "endOfNextRound" } },
      options,
    );
  }
  if (outcome.targetExposed) target = applyCondition(target, "exposed", { source: "Critical Hit", round }, options);
  return { attacker, target };
}

export function applyManeuverOutcome(
  sides: Sides,
  outcome: ManeuverOutcome,
  opening: { readonly attackerUnguarded: boolean },
  round: number,
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): Sides {
  let { attacker, target } = sides;
  const how = { source: "Combat Maneuver", round };
  if (opening.attackerUnguarded || outcome.attackerUnguarded)
    attacker = applyCondition(attacker, "unguarded", how, options);
  if (outcome.targetProne) target = applyCondition(target, "prone", how, options);
  if (outcome.targetUnguarded) target = applyCondition(target, "unguarded", { source: "Pushed", round }, options);
  if (outcome.targetRestrained) {
    target = applyCondition(target, "restrained", how, options);
    attacker = applyCondition(attacker, "restraining", how, options);
  }
  return { attacker, target };
}

/**
 * Escaping: "by using 3 Energy and making a Fortitude roll, Leg Strength Check, or Arm Strength Check, contested by
 * the Arm Strength Check or Fortitude roll of the restrainer (or contested by a DC if there is no restrainer)".
 * Fray: against a restrainer the escape must be higher (a tie keeps the hold); against a DC it must meet it.
 */
export function escapes(escapeTotal: number, hold: { readonly contest: number } | { readonly dc: number }): boolean {
  return "dc" in hold ? escapeTotal >= hold.dc : escapeTotal > hold.contest;
}

/**
 * The hold ends for both: the escaped (or released) target and its restrainer. An escape frees a Fully Restrained
 * target too: it is Restrained first of all, and "You may attempt to escape from what is restraining you" (decision
 * 111).
 */
export function releaseHold(sides: Sides): Sides {
  const end = (actor: EnergyActor, id: string): EnergyActor =>
    actor.conditions.active[id] === undefined
      ? actor
      : { ...actor, conditions: clearDirect(actor.conditions, id).state.state };
  return {
    attacker: end(sides.attacker, "restraining"),
    target: end(end(sides.target, "fullyRestrained"), "restrained"),
  };
}

/** Disarm: "If the weapon is not Heavy, you may also spend 1 Agility to fling the weapon up to 2m away". */
export function flingDisarmedWeapon(
  actor: EnergyActor,
  combatant: EnergyCombatantState,
): EnergyOutcome<{ readonly actor: EnergyActor; readonly combatant: EnergyCombatantState }> {
  const paid = payCost(actor, combatant, { agility: FLING_AGILITY });
  if (!paid.ok) return { ok: false, state: { actor, combatant }, reason: paid.reason };
  return { ok: true, state: { actor: paid.state.actor, combatant: paid.state.combatant } };
}

/**
 * Surprise: "the surprised party is Surprised until the end of the first Round of combat. This applies to the
 * entire party of creatures being attacked". "While Surprised, you are Unguarded and have Disadvantage on your
 * Defense rolls."
 */
export function surprise(actor: EnergyActor, round = 1, options: EnergyOptions = DEFAULT_ENERGY_OPTIONS): EnergyActor {
  return applyCondition(actor, "surprised", { source: "Surprise", round }, options);
}
