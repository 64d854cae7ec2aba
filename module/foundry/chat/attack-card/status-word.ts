/**
 * The word a row's status shows: its outcome once settled ("Hit", "Miss"; `shown`, the outcome the room shows, which may
 * still read pending where the stored row is a hit, CardWording.shownOutcome); while pending, what the card awaits now. A
 * row declared and not yet rolled (procedure/steps/declare.ts) waits on its target only while the first open step is
 * the target's (a defense chosen before the roll); once that is taken, or when there is none to take, it awaits the
 * attack roll. Any other pending row awaits its defense. Pure: every client reads it from the stored row and the
 * procedure (a step's `closed` reads the stored row alone), and no ruleset is named.
 */
import { I18N_ROOT } from "../../constants.ts";
import { openSteps, stepActor } from "../../procedure/open-steps.ts";
import type { Procedure, StepContext } from "../../procedure/step.ts";
import type { Outcome } from "./data.ts";

const OUTCOME = `${I18N_ROOT}.Card.outcome`;

/** The localization key of the row's status word. */
export function statusWordKey(procedure: Procedure, ctx: StepContext, shown: Outcome): string {
  const { row } = ctx;
  if (shown !== "pending" || row.attack !== null) return `${OUTCOME}.${shown}`;
  const next = openSteps(procedure, ctx)[0];
  const awaitsTarget = next !== undefined && stepActor(next, ctx) === "target";
  return awaitsTarget ? `${OUTCOME}.pending` : `${OUTCOME}.awaitingAttack`;
}
