/**
 * Which steps of a procedure are open on a row: in order, every step that is not closed, up to and including the
 * first one its actor may not leave. An optional step never holds the next one back, and taking the later step
 * closes it (an `energy` Evasion the target did not roll before damage). A step is required or optional per row
 * where the room says so: a `bonus` Defense the target could still take holds Apply damage back until the defender
 * (or the GM) chooses, one it cannot take (its own turn, no Vigor, incapacitated) does not.
 */
import type { Procedure, ProcedureStep, StepActor, StepContext } from "./step.ts";

export function stepActor(step: ProcedureStep, ctx: StepContext): StepActor {
  return typeof step.actor === "function" ? step.actor(ctx) : step.actor;
}

/** May the row's actor leave `step` open and the next steps go on? */
export function isOptional(step: ProcedureStep, ctx: StepContext): boolean {
  return typeof step.optional === "function" ? step.optional(ctx) : step.optional;
}

export function openSteps(procedure: Procedure, ctx: StepContext): readonly ProcedureStep[] {
  const open: ProcedureStep[] = [];
  for (const step of procedure) {
    if (step.closed(ctx) !== undefined) continue;
    open.push(step);
    if (!isOptional(step, ctx)) break;
  }
  return open;
}

/** Why `step` cannot be taken on this row now: its own reason when closed, `stepNotOpen` when held back. */
export function notOpenReason(procedure: Procedure, step: ProcedureStep, ctx: StepContext): string | undefined {
  const closed = step.closed(ctx);
  if (closed !== undefined) return closed;
  return openSteps(procedure, ctx).includes(step) ? undefined : "stepNotOpen";
}
