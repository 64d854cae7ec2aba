/**
 * A timed act as the sheet and the relay name it (timed-act.ts, docs/rules/wounds.md decision 196): its act id, the
 * rounds the sheet's stepper offers ("with each minute equaling 4 rounds": a minute to start, from 1 round to 10
 * minutes), and the `fray.sheetAct` request that asks the GM to start one. Plain data, read on both sides.
 */
import type { Stepper } from "../../../applications/parts/stepper.ts";
import type { SheetActRequest } from "../../../queries/sheet-act-payload.ts";

export const TIMED_ACT = "timedAct";
/** The sheet's stepper: from 1 round to 10 minutes; it starts at a minute. */
export const TIMED_ROUNDS: Stepper = { min: 1, max: 40, initial: 4, steps: [-4, -1, 1, 4] };

/** The request the sheet sends to start a timed act of `rounds` for `actor`. */
export function timedActRequest(actorUuid: string, rounds: number): SheetActRequest {
  return { act: TIMED_ACT, targetUuid: actorUuid, choice: String(rounds) };
}
