/**
 * The `energy` attack as the card stores it. The Combat roll is "a 1d20 with nothing added"; its request carries the
 * one line the Combat roll is read against on its own — the Critical Hit range (Precise N crits on 20 − N and up) —
 * as its target, so the stored roll says whether it was a Critical Hit without the weapon being read again. The
 * Defense roll's request carries the AV as its target ("If the AV is greater than or equal to the Defense roll, the
 * attack hits"), so its success means the attack was evaded.
 */
import type { DiceRequest, DieEdge } from "../../../engine/core/dice/request.ts";
import type { RollResult } from "../../../engine/core/dice/result.ts";
import {
  combatRollRequest,
  criticalFrom,
  naturalFace,
  readAttackRoll,
  type AttackRollReading,
} from "../../../engine/rulesets/energy/dice/d20.ts";

const CRITICAL = "Critical Hit";

export function storedCombatRoll(edge: DieEdge, precision: number): DiceRequest {
  return { ...combatRollRequest(edge), target: { kind: "meet", value: criticalFrom(precision), source: CRITICAL } };
}

/** The Combat roll read by the engine's table, with the precision its request was planned with. */
export function readCombatRoll(attack: RollResult): AttackRollReading {
  const critFrom = attack.target?.value ?? 20;
  return readAttackRoll(naturalFace(attack), 20 - critFrom);
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
