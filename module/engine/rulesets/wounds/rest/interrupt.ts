import type { WoundsCreature } from "../creature.ts";
import { LONG_REST_HOURS } from "./long.ts";
import { SHORT_REST_MINUTES, shortRests } from "./short.ts";

/**
 * Interrupting a rest (seed 004): "Any action that requres spending stamina or mana interrupts a rest." "If a short
 * rest is interrupted, you gain no benefits and must start over". "If a long rest is interrupted, provided that the
 * interruption lasts no more than half an hour, you may resume the long rest and gain the normal benefits by adding an
 * extra hour onto the remaining rest time. If a long rest is interrupted after at least 15 minutes, then you may apply
 * all the benefits associated with a short rest for every 15 minutes that have passed." The second option is read as
 * the alternative to resuming (the rest is given up and its time counts as short rests).
 */
export const RESUME_WITHIN_MINUTES = 30;
export const RESUME_PENALTY_MINUTES = 60;

export interface Activity {
  readonly stamina?: number;
  readonly mana?: number;
  /** "Time spent tending another character counts as strenuous activity." */
  readonly tending?: boolean;
  /** Anything else beyond "casually walking around camp or preparing a simple meal". */
  readonly strenuous?: boolean;
}

export function interruptsRest(activity: Activity): boolean {
  return (
    (activity.stamina ?? 0) > 0 || (activity.mana ?? 0) > 0 || activity.tending === true || activity.strenuous === true
  );
}

export interface LongRestInterruption {
  readonly canResume: boolean;
  /** Minutes still to rest if resumed: what was left plus the extra hour. */
  readonly minutesLeftIfResumed: number;
  /** Short rests' worth of benefits if the long rest is given up instead. */
  readonly shortRests: number;
}

export function interruptLongRest(minutesRested: number, interruptionMinutes: number): LongRestInterruption {
  const rested = Math.max(0, Math.floor(minutesRested));
  const left = Math.max(0, LONG_REST_HOURS * 60 - rested);
  return {
    canResume: interruptionMinutes <= RESUME_WITHIN_MINUTES,
    minutesLeftIfResumed: left + RESUME_PENALTY_MINUTES,
    shortRests: rested >= SHORT_REST_MINUTES ? Math.floor(rested / SHORT_REST_MINUTES) : 0,
  };
}

/**
 * What the creature does with its interrupted long rest (decision 27's alternatives): resume it, or give it up and
 * take "the benefits associated with a short rest for every 15 minutes that have passed".
 */
export type InterruptedLongRestChoice = "resume" | "giveUp";

export type InterruptedLongRest =
  | { readonly kind: "resumed"; readonly minutesLeft: number }
  | { readonly kind: "shortRests"; readonly count: number; readonly creature: WoundsCreature }
  /** `tooLong`: the interruption lasted more than half an hour; `tooShort`: fewer than 15 minutes rested. */
  | { readonly kind: "refused"; readonly reason: "tooLong" | "tooShort" };

/** The interrupted long rest of `c`, as `interruptLongRest` decides it, applied for the choice taken (decision 249). */
export function resolveInterruptedLongRest(
  c: WoundsCreature,
  minutesRested: number,
  interruptionMinutes: number,
  choice: InterruptedLongRestChoice,
): InterruptedLongRest {
  const interrupted = interruptLongRest(minutesRested, interruptionMinutes);
  if (choice === "resume") {
    return interrupted.canResume
      ? { kind: "resumed", minutesLeft: interrupted.minutesLeftIfResumed }
      : { kind: "refused", reason: "tooLong" };
  }
  return interrupted.shortRests > 0
    ? { kind: "shortRests", count: interrupted.shortRests, creature: shortRests(c, interrupted.shortRests) }
    : { kind: "refused", reason: "tooShort" };
}
