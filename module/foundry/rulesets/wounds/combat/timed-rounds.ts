/**
 * A timed act as the sheet and the relay name it (timed-act.ts, docs/rules/wounds.md decision 196): its act id, the
 * rounds the sheet's stepper offers ("with each minute equaling 4 rounds": a minute to start, from 1 round to 10
 * minutes), and the `fray.sheetAct` request that asks the GM to start one. Plain data, read on both sides.
 */
import type { SheetActRequest } from "../../../queries/sheet-act-payload.ts";

export const TIMED_ACT = "timedAct";
/** The sheet's stepper: from 1 round to 10 minutes; it starts at a minute. */
export const TIMED_ROUNDS_MIN = 1;
export const TIMED_ROUNDS_MAX = 40;
export const DEFAULT_TIMED_ROUNDS = 4;
export const TIMED_ROUND_STEPS = [-4, -1, 1, 4] as const;

export function steppedTimedRounds(rounds: number, delta: number): number {
  return Math.min(TIMED_ROUNDS_MAX, Math.max(TIMED_ROUNDS_MIN, rounds + delta));
}

/** The rounds a request's choice names: a whole number within the stepper's bounds, else undefined. */
export function timedRoundsOf(choice: string | undefined): number | undefined {
  if (choice === undefined || !/^\d{1,3}$/.test(choice)) return undefined;
  const rounds = Number(choice);
  return rounds >= TIMED_ROUNDS_MIN && rounds <= TIMED_ROUNDS_MAX ? rounds : undefined;
}

/** The request the sheet sends to start a timed act of `rounds` for `actor`. */
export function timedActRequest(actorUuid: string, rounds: number): SheetActRequest {
  return { act: TIMED_ACT, targetUuid: actorUuid, choice: String(rounds) };
}
