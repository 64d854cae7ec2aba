/**
 * Conditions set by an attack's outcome (issue 10): what a ruleset's room says an attack roll or the damage it
 * dealt leaves on the attacker and the target. A duration is stored on the effect with the Combat sub-type's
 * `expiryFlag` (combat/expiry.ts), which expires it at that round boundary (decision 8).
 */
import type { RollResult } from "../../engine/core/dice/result.ts";

export type ExpiryBoundary = "endOfRound" | "endOfNextRound";

/** A condition damage sets: a status id (until an event ends it), or one with the boundary it ends at. */
export type DealtCondition = string | { readonly status: string; readonly boundary: ExpiryBoundary | null };

export interface OutcomeCondition {
  readonly side: "attacker" | "target";
  /** The condition's status id in the ruleset's catalog. */
  readonly status: string;
  /** When it ends; null when it lasts until an event ends it. */
  readonly boundary: ExpiryBoundary | null;
}

export interface OutcomeRoom {
  /** Conditions the attack roll itself sets, whatever the damage (energy: Critical Hits and Combat rolls of 1-3). */
  fromAttack(attack: RollResult): readonly OutcomeCondition[];
  /** Conditions the target is left in by damage just applied (unconscious at 0 Stamina / Health). */
  afterDamage(target: Actor.Implementation): readonly string[];
  /**
   * After the creature's tracks changed (healing by hand, recovery, a wake roll): the damage conditions its stored
   * state no longer calls for (`ended`: it woke), read from the tracks alone, never from the effects; and `update`,
   * the `system` change a track edit implies (energy: Stamina healed above 0 ends a Stamina knock-out).
   */
  woke(target: Actor.Implementation): WakeReading;
}

export interface WakeReading {
  readonly ended: readonly string[];
  readonly update?: Readonly<Record<string, unknown>>;
}
