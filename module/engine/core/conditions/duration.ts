import type { BoundaryEvent } from "../turns/boundary.ts";

/**
 * How long a directly applied condition lasts, as the seeds word it, and the concrete boundary it ends at once
 * applied. Imposed daughters have no duration of their own: they last as long as a parent imposes them.
 */
export type Duration =
  | { readonly kind: "permanent" }
  /** "until the end of the Round" (energy Unguarded). */
  | { readonly kind: "endOfRound" }
  /** "until the end of the next Round" (energy Exposed from a Combat roll of 1-3). */
  | { readonly kind: "endOfNextRound" }
  /** "until the beginning of your next turn" (bonus Defend, Ready): the first turn start of `holder` after now. */
  | { readonly kind: "untilTurnStart"; readonly holder: string }
  /** "until the end of their next turn" (momentum Blind): the first turn end of `holder` after now. */
  | { readonly kind: "untilTurnEnd"; readonly holder: string }
  /**
   * wounds: "The round in which the effect begins counts as round 1, and the effect ends at the end of the round
   * equal to its duration." A 2-round effect begun in round 5 ends at the end of round 6.
   */
  | { readonly kind: "rounds"; readonly count: number };

/** The concrete end of an application. */
export type Expiry =
  | { readonly kind: "never" }
  | { readonly kind: "roundEnd"; readonly round: number }
  | { readonly kind: "turnStart"; readonly holder: string }
  | { readonly kind: "turnEnd"; readonly holder: string };

/** Turn a duration into its end, given the round it is applied in. */
export function resolveExpiry(duration: Duration, appliedRound: number): Expiry {
  switch (duration.kind) {
    case "permanent":
      return { kind: "never" };
    case "endOfRound":
      return { kind: "roundEnd", round: appliedRound };
    case "endOfNextRound":
      return { kind: "roundEnd", round: appliedRound + 1 };
    case "rounds":
      return { kind: "roundEnd", round: appliedRound + Math.max(1, Math.floor(duration.count)) - 1 };
    case "untilTurnStart":
      return { kind: "turnStart", holder: duration.holder };
    case "untilTurnEnd":
      return { kind: "turnEnd", holder: duration.holder };
  }
}

/**
 * Does this event end an application with this expiry? Events must be fed in the order they happen, after the
 * application: "the first turn start of the holder" is then simply the next one seen. A held turn has its turnStart
 * at its normal place (see turns/holds.ts), which is momentum's rule: effects lasting until a creature's next turn
 * "stop when their turn would normally start even if the creature decides to hold their turn". A round-end expiry
 * also ends at any later round's end, so a skipped boundary (combat paused, rounds jumped) cannot keep an effect
 * forever.
 */
export function expiresAt(expiry: Expiry, event: BoundaryEvent): boolean {
  switch (expiry.kind) {
    case "never":
      return false;
    case "roundEnd":
      return event.kind === "roundEnd" && event.round >= expiry.round;
    case "turnStart":
      return event.kind === "turnStart" && event.combatant === expiry.holder;
    case "turnEnd":
      return event.kind === "turnEnd" && event.combatant === expiry.holder;
  }
}
