/**
 * What a `momentum` combatant keeps of the Cinematic it paid (rules page decision 142), as plain data: "none", a
 * Cinematic Action or Reaction alone ("solo"), or one of a Cooperative Cinematic Action — the first ("lead") or one
 * beyond the first ("participant": "Each character beyond the first has to perform a reaction (2 RP) to
 * participate").
 */
export const CINEMATIC_ROLES = ["none", "solo", "lead", "participant"] as const;
export type CinematicRole = (typeof CINEMATIC_ROLES)[number];

export interface CinematicRecord {
  readonly role: CinematicRole;
  /** The lead's combatant id (a lead's own; blank for a solo Cinematic). */
  readonly lead: string;
  /** The round it was paid in: a record of an earlier round is over. */
  readonly round: number;
  readonly rolled: boolean;
  readonly success: boolean;
  readonly critical: boolean;
}

/** A record of a Cinematic paid in `round`, or undefined (none, or one of an earlier round). */
export function cinematicOfRound(record: CinematicRecord, round: number): CinematicRecord | undefined {
  return record.role !== "none" && record.round === round ? record : undefined;
}

/** Its Cinematic of `round` waits for its Skill Check. */
export function waitsForCheck(record: CinematicRecord, round: number): boolean {
  return cinematicOfRound(record, round)?.rolled === false;
}
