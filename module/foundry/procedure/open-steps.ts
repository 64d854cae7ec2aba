/**
 * Which steps of a procedure are open on a row: in order, every step that is not closed, up to and including the
 * first one its actor may not leave. An optional step (a Defend) never holds the next one back (Apply damage), and
 * taking the later step closes it: that is how the card has always let the attacker apply damage to a target that
 * could still have defended.
 */
import type { Procedure, ProcedureStep, StepActor, StepContext } from "./step.ts";

export function stepActor(step: ProcedureStep, ctx: StepContext): StepActor {
  return typeof step.actor === "function" ? step.actor(ctx) : step.actor;
}

export function openSteps(procedure: Procedure, ctx: StepContext): readonly ProcedureStep[] {
  const open: ProcedureStep[] = [];
  for (const step of procedure) {
    if (step.closed(ctx) !== undefined) continue;
    open.push(step);
    if (!step.optional) break;
  }
  return open;
}

/** Why `step` cannot be taken on this row now: its own reason when closed, `stepNotOpen` when held back. */
export function notOpenReason(procedure: Procedure, step: ProcedureStep, ctx: StepContext): string | undefined {
  const closed = step.closed(ctx);
  if (closed !== undefined) return closed;
  return openSteps(procedure, ctx).includes(step) ? undefined : "stepNotOpen";
}
