/**
 * The `energy` attack as the card stores it. The Combat roll is "a 1d20 with nothing added"; its request carries the
 * one line the Combat roll is read against on its own — the Critical Hit range (Precise N crits on 20 − N and up) —
 * as its target, so the stored roll says whether it was a Critical Hit without the weapon being read again. The
 * Defense roll's request carries the AV as its target ("If the AV is greater than or equal to the Defense roll, the
 * attack hits"), so its success means the attack was evaded. A ranged attack stores its Hit roll the same way; its
 * Ranged Evasion roll carries what the Hit roll leaves over the rest of the Miss Chance (see againstMissChance).
 */
import type { DiceRequest, DieEdge } from "../../../engine/core/dice/request.ts";
import type { RollResult } from "../../../engine/core/dice/result.ts";
import {
  combatRollRequest,
  criticalFrom,
  hitRollRequest,
  naturalFace,
  readAttackRoll,
  type AttackRollReading,
} from "../../../engine/rulesets/energy/dice/d20.ts";

const CRITICAL = "Critical Hit";
const MISS_CHANCE = "Hit roll − Miss Chance";

const HIT_ROLL = hitRollRequest().label;

/** The Combat roll (melee) or Hit roll (ranged, thrown) with the Critical Hit range as its target. */
export function storedCombatRoll(edge: DieEdge, precision: number, ranged = false): DiceRequest {
  const request = ranged ? hitRollRequest(edge) : combatRollRequest(edge);
  return { ...request, target: { kind: "meet", value: criticalFrom(precision), source: CRITICAL } };
}

/** A stored attack roll is a ranged attack's Hit roll (its label is the engine's). */
export function isHitRoll(attack: RollResult): boolean {
  return attack.label === HIT_ROLL;
}

/** The Combat roll or Hit roll read by the engine's table, with the precision its request was planned with. */
export function readCombatRoll(attack: RollResult): AttackRollReading {
  const critFrom = attack.target?.value ?? 20;
  return readAttackRoll(naturalFace(attack), 20 - critFrom, isHitRoll(attack) ? "hit" : "combat");
}

/**
 * "Miss Chance = Miss Chance Modifier + Target's Ranged Evasion roll + Situational Modifiers" and the Hit roll "must
 * [be] greater than or equal to the Miss Chance": the attack hits when the Ranged Evasion roll is at most the Hit
 * roll's face less the rest of the Miss Chance (less one more when the defender wins ties). The Ranged Evasion
 * roll's target is that room, so its success means the attack was evaded, as in melee.
 */
export function againstMissChance(
  request: DiceRequest,
  hitFace: number,
  missChanceBase: number,
  defenderWinsTies: boolean,
): DiceRequest {
  const room = hitFace - missChanceBase;
  return { ...request, target: { kind: defenderWinsTies ? "meet" : "exceed", value: room, source: MISS_CHANCE } };
}

/** The Miss Chance without the Ranged Evasion roll, and the tie rule, a stored Ranged Evasion roll was planned with. */
export function missChanceOf(
  attack: RollResult,
  defense: RollResult,
): { readonly missChanceBase: number; readonly defenderWinsTies: boolean } | undefined {
  const t = defense.target;
  return t ? { missChanceBase: naturalFace(attack) - t.value, defenderWinsTies: t.kind === "meet" } : undefined;
}

/** The Defense roll must beat the AV ("exceed"), or only reach it when the defender wins ties ("meet"). */
export function againstAv(request: DiceRequest, av: number, defenderWinsTies: boolean): DiceRequest {
  return { ...request, target: { kind: defenderWinsTies ? "meet" : "exceed", value: av, source: "AV" } };
}

/** The AV and the tie rule a stored Defense roll was planned with. */
export function avOf(defense: RollResult): { readonly av: number; readonly defenderWinsTies: boolean } | undefined {
  const t = defense.target;
  return t ? { av: t.value, defenderWinsTies: t.kind === "meet" } : undefined;
}
