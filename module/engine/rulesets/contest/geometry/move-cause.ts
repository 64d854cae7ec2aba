/**
 * How a creature came to move decides what the move provokes and what it costs. Seed 003, Positioning: "Move.
 * Characters that willingly move within a foe's reach or leave it. This means that a character doesn't provoke an
 * opportunity attack when being pushed or falling past a foe. A character can avoid provoking an opportunity attack in
 * this way by taking the Disengage action or moving through means of teleportation." The Initiative Structure: "while
 * moving a number of meters up to their speed (this movement does not cost them action points)": the metres are the
 * creature's own movement, so only a move it makes itself spends them.
 */

/**
 * - `walk`: the creature moves itself (on foot, crawling, flying …);
 * - `teleport`: it moves itself "through means of teleportation" (rules page decision 87);
 * - `pushed`: "being pushed" (decision 90);
 * - `fall`: "falling past a foe" (decision 159);
 * - `displaced`: the GM puts the token elsewhere by fiat, the table's correction rather than a move (decision 160).
 */
export type MoveCause = "walk" | "teleport" | "pushed" | "fall" | "displaced";

export interface MoveTerms {
  /** "Characters that willingly move": only such a move can provoke. */
  readonly willing: boolean;
  /** "moving through means of teleportation" provokes nothing. */
  readonly teleport: boolean;
  /** Paid from the turn's movement (rules page decisions 150–151, 159–160). */
  readonly paid: boolean;
}

export const MOVE_TERMS: Readonly<Record<MoveCause, MoveTerms>> = {
  walk: { willing: true, teleport: false, paid: true },
  // Decision 151: teleportation changes what a move provokes, not what it costs.
  teleport: { willing: true, teleport: true, paid: true },
  pushed: { willing: false, teleport: false, paid: false },
  fall: { willing: false, teleport: false, paid: false },
  displaced: { willing: false, teleport: true, paid: false },
};

export function moveTerms(cause: MoveCause): MoveTerms {
  return MOVE_TERMS[cause];
}
