/**
 * "Observing characters are surprised if the fail the contest, losing their first turn": surprise is decided before
 * a creature's first turn of round 1 begins (the tracker's mark and the surprise contest alike).
 */
export function maySurprise(round: number, turnsStarted: number): boolean {
  return round <= 1 && turnsStarted === 0;
}
