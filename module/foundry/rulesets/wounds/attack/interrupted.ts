/**
 * A declared attack cancelled by an interrupt (seed 004): "You may take this action … immediately after an action is
 * declared but before resolution has begun. If you interrupt after an action is declared, that action does not take
 * place and the acting character does not spend its AP cost." The GM marks each row of the card as interrupted (a
 * choice taken on the row, `INTERRUPTED_STEP_ID`, with the interrupting combatant's id; combat/interrupt-declared.ts),
 * and every step of the `wounds` procedure is then closed on it: nothing is rolled, and the attack roll's place on the
 * card says why (rules page decision 181). Pure: read from the stored row alone, so every client agrees.
 */
import type { TargetRow } from "../../../chat/attack-card/data.ts";
import type { Refusal } from "../../../combat-room.ts";
import { DECLARED_ATTACK_STEP_ID } from "../../../procedure/steps/declared-attack-roll.ts";
import type { ProcedureStep } from "../../../procedure/step.ts";
import { ATTACK_KEY } from "./plan.ts";

export const INTERRUPTED_STEP_ID = "interrupted";
const INTERRUPTED = "interrupted";
const WHY: Refusal = { refused: `${ATTACK_KEY}.Card.interrupted.reason` };

export function isInterrupted(row: TargetRow): boolean {
  return (row.taken ?? []).some((t) => t.stepId === INTERRUPTED_STEP_ID);
}

/** `step`, closed on an interrupted row; the attack roll says why it never came to be. */
export function closedWhenInterrupted(step: ProcedureStep): ProcedureStep {
  const closed: ProcedureStep["closed"] = (ctx) => (isInterrupted(ctx.row) ? INTERRUPTED : step.closed(ctx));
  if (step.id !== DECLARED_ATTACK_STEP_ID) return { ...step, closed };
  const absent = {
    line: `${ATTACK_KEY}.Card.interrupted.line`,
    check: (ctx: Parameters<typeof closed>[0]) => (isInterrupted(ctx.row) ? WHY : undefined),
  };
  return { ...step, closed, absent };
}
