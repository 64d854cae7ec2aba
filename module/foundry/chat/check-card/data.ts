/**
 * The check card's stored data (issue 23: "Checks from the sheet: ability, skill and resistance checks with odds,
 * posted as cards"). A check card is a core roll message — its one roll is `rolls[0]`, so core's roll modes, its
 * "rolled privately" placeholder and Dice So Nice treat it as any roll — whose data model keeps what core cannot: the
 * engine request the roll was made from (read back against the roll's faces, never a stored total) and the names to
 * show. Display only: nothing acts on a check card, so a forged one changes no document.
 */

/** A natural 20 or natural 1 the room's rules name; "none" for a ruleset or a roll without one. */
export const CHECK_CRITICALS = ["none", "success", "failure"] as const;
export type CheckCritical = (typeof CHECK_CRITICALS)[number];

export interface CheckCardData {
  readonly actorUuid: string;
  /** Who rolled ("Aria") and what ("Athletics check"), as they were named when it was rolled. */
  readonly name: string;
  readonly check: string;
  readonly request: unknown;
  readonly critical: CheckCritical;
  /**
   * The chance it had before the roll (0–1), worked out by the poster: display only, as the attack card's
   * `hitChance`, and kept so the odds engine stays out of the script every world loads; null without a number to beat.
   */
  readonly chance: number | null;
  /** What the check did, in words, written when it was rolled ("+5 Durability (12/20)"). */
  readonly effects: readonly string[];
}
