/**
 * The plain d20 rolls of `energy` (seed): the Combat roll ("a 1d20 with nothing added"), the Hit roll ("a 1d20 roll
 * with nothing added to it"), the Chance roll ("a roll of pure luck. It is a 1d20 roll"), Death rolls and Death Saves
 * ("both 1d20 rolls") and the wake roll of the unconscious ("roll a 1d20 each Round until you get a 20"). None
 * explodes. Attack rolls take Advantage and Disadvantage (range, Dazed, Blinded): two d20, the better or worse face.
 */
import type { DiceRequest, DieEdge } from "../../../core/dice/request.ts";
import type { RollResult } from "../../../core/dice/result.ts";
import { CHANCE_ROLL_DC, COMBAT_ROLL_TABLE, HIT_ROLL_TABLE, type AttackRollRow } from "../tables/d20-outcomes.ts";
import { inBand } from "../support/bands.ts";

export const D20_GROUP_ID = "d20";

export function d20Request(label: string, edge: DieEdge = "normal", dc?: number): DiceRequest {
  const group = { id: D20_GROUP_ID, source: label, count: 1, faces: 20, ...(edge === "normal" ? {} : { edge }) };
  const request: DiceRequest = { label, groups: [group], modifiers: [] };
  return dc === undefined ? request : { ...request, target: { kind: "meet", value: dc, source: `DC ${dc}` } };
}

export const combatRollRequest = (edge: DieEdge = "normal"): DiceRequest => d20Request("Combat roll", edge);
export const hitRollRequest = (edge: DieEdge = "normal"): DiceRequest => d20Request("Hit roll", edge);
/** "Unless otherwise specified, a Chance roll has a DC: 10, meaning it succeeds on a roll of 10 or above". */
export const chanceRollRequest = (dc = CHANCE_ROLL_DC): DiceRequest => d20Request("Chance roll", "normal", dc);
export const deathRollRequest = (): DiceRequest => d20Request("Death roll");
export const deathSaveRequest = (): DiceRequest => d20Request("Death Save");
export const wakeRollRequest = (): DiceRequest => d20Request("Wake roll");

/** The face that counts (the chosen one of two under Advantage/Disadvantage). */
export function naturalFace(result: RollResult): number {
  return result.groups.find((g) => g.id === D20_GROUP_ID)?.dice[0]?.total ?? result.total;
}

export interface AttackRollReading {
  readonly face: number;
  /** "When you roll a natural 20 on a Combat roll or Hit roll, you score a Critical Hit. This Crit range can be
   * expanded by increased Precision": Precise N crits on 20 − N and up. A natural 1 is never a Critical Hit. */
  readonly criticalHit: boolean;
  readonly criticalFailure: boolean;
  /** "1-3 You become Exposed (until the end of the next Round)". */
  readonly attackerExposed: boolean;
}

function rowsHolding(table: readonly AttackRollRow[], face: number): readonly AttackRollRow[] {
  return table.filter((row) => inBand(row, face));
}

/** Read a Combat roll or Hit roll face against its table, with the weapon's Precision. */
export function readAttackRoll(face: number, precision = 0, table: "combat" | "hit" = "combat"): AttackRollReading {
  const rows = rowsHolding(table === "combat" ? COMBAT_ROLL_TABLE : HIT_ROLL_TABLE, face);
  const criticalFailure = rows.some((r) => r.effect === "criticalFailure");
  const critFrom = 20 - Math.max(0, Math.floor(precision));
  return {
    face,
    criticalHit: !criticalFailure && (face >= critFrom || rows.some((r) => r.effect === "criticalHit")),
    criticalFailure,
    attackerExposed: rows.some((r) => r.effect === "attackerExposed"),
  };
}

/** The lowest face that is a Critical Hit with this Precision (2 at the least: a 1 always fails). */
export function criticalFrom(precision: number): number {
  return Math.max(2, 20 - Math.max(0, Math.floor(precision)));
}
