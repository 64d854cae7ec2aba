/**
 * Turn structures as data. A ruleset's descriptor names one; the Combat sub-type of that ruleset drives rounds with
 * it (ARCHITECTURE.md decision 6).
 */

/**
 * Rounds divided into turns in initiative order (bonus, momentum, contest, wounds).
 * - `reroll`: "never" rolls once when combat begins (bonus, momentum, contest); "eachRound" rolls again at every
 *   round start.
 * - `shifts`: when a changed initiative total changes the order. "nextRound" (momentum: "Any effects that alter your
 *   Initiative value only change the turn order in the next round") or "immediate" (wounds: the creatures who have
 *   not acted yet are re-sorted at once; those who have acted do not act again).
 * - `holds`: what a combatant may do with its turn. "none" (bonus), "hold" (momentum: take it later in the round or
 *   lose it), "save" (contest: declare after whom you act).
 * - `initiativeFloor`: lowest total a shift may reach (wounds: 0), if any.
 */
export interface InitiativeStructure {
  readonly kind: "initiative";
  readonly reroll: "never" | "eachRound";
  readonly shifts: "nextRound" | "immediate";
  readonly holds: "none" | "hold" | "save";
  readonly initiativeFloor?: number;
}

/** Rounds without turns (energy: "There is no turn order"): only roundStart and roundEnd happen. */
export interface TurnlessStructure {
  readonly kind: "turnless";
}

export type TurnStructure = InitiativeStructure | TurnlessStructure;

export function hasTurns(structure: TurnStructure): structure is InitiativeStructure {
  return structure.kind === "initiative";
}
