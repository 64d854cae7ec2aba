/**
 * Boundary events: the instants of a combat at which resources refill, once-per-round flags clear and conditions
 * expire. Every ruleset's round is a sequence of these; the turn structures (`initiative`, `turnless`) only differ in
 * which events they produce. Economy and conditions read events; they never ask which ruleset is playing.
 */

/** The boundaries a pool can refill at or a limit can clear at. */
export type BoundaryKind = "roundStart" | "turnStart" | "turnEnd" | "roundEnd";

/** Events tied to one combatant's turn. */
export type TurnEventKind =
  | "turnStart"
  | "turnEnd"
  /** The holder's turn came up and the holder chose to hold or save it (momentum, contest). */
  | "turnHeld"
  /** A held turn is taken later in the round; its `turnStart` already happened at the normal place. */
  | "turnResumed";

export type BoundaryEvent =
  | { readonly kind: "roundStart"; readonly round: number }
  | { readonly kind: "roundEnd"; readonly round: number }
  | { readonly kind: TurnEventKind; readonly round: number; readonly combatant: string };

export function roundStart(round: number): BoundaryEvent {
  return { kind: "roundStart", round };
}

export function roundEnd(round: number): BoundaryEvent {
  return { kind: "roundEnd", round };
}

export function turnEvent(kind: TurnEventKind, round: number, combatant: string): BoundaryEvent {
  return { kind, round, combatant };
}

/**
 * Does this event count as the given boundary for this holder? Round boundaries apply to everyone; turn boundaries
 * only to the combatant whose turn it is (a pool that refills "at turn start" refills at its holder's turn start,
 * not at everybody's).
 */
export function isBoundaryFor(event: BoundaryEvent, boundary: BoundaryKind, holder: string): boolean {
  if (event.kind !== boundary) return false;
  if (event.kind === "roundStart" || event.kind === "roundEnd") return true;
  return event.combatant === holder;
}

/** Short readable form for logs and test titles: `R2 turnStart(a)`. */
export function describeEvent(event: BoundaryEvent): string {
  if (event.kind === "roundStart" || event.kind === "roundEnd") return `R${event.round} ${event.kind}`;
  return `R${event.round} ${event.kind}(${event.combatant})`;
}
