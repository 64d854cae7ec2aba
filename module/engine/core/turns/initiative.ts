/**
 * Initiative order. One sort serves every initiative ruleset; what differs is data the ruleset puts on each entry
 * (its tie-break keys, its band) and an optional tie hook.
 *
 * The order rule, in full (ties fall through to the next line):
 *   1. higher `band` first (act-first / act-last effects: momentum's surprised creatures act at the end of round 1);
 *   2. higher `total` first (every seed: "from highest to lowest");
 *   3. the ruleset's tie hook, if any (e.g. a GM's manual choice);
 *   4. `tiebreak` keys, compared left to right, higher first; a missing key loses to any present key
 *      (bonus: Speed score; wounds: a random key re-rolled each round; momentum: the GM's pick);
 *   5. input order (the order the entries were given, i.e. joined the combat). This makes the sort total and stable,
 *      so the same inputs always give the same order.
 */

export interface InitiativeEntry {
  readonly id: string;
  readonly total: number;
  /** Tie-break keys, higher first, compared left to right. */
  readonly tiebreak?: readonly number[];
  /** Ordering band: higher bands act before lower ones whatever their totals. Default 0. */
  readonly band?: number;
}

/** Tie hook: negative puts `a` first, positive puts `b` first, 0 falls through to the keys and input order. */
export type TieBreaker = (a: InitiativeEntry, b: InitiativeEntry) => number;

function compareKeys(a: readonly number[] | undefined, b: readonly number[] | undefined): number {
  const length = Math.max(a?.length ?? 0, b?.length ?? 0);
  for (let i = 0; i < length; i += 1) {
    const ka = a?.[i];
    const kb = b?.[i];
    if (ka === kb) continue;
    if (ka === undefined) return 1;
    if (kb === undefined) return -1;
    return kb - ka;
  }
  return 0;
}

/** Comparator implementing rules 1-4 above (rule 5 is applied by `sortInitiative`). */
export function compareInitiative(a: InitiativeEntry, b: InitiativeEntry, tie?: TieBreaker): number {
  const band = (b.band ?? 0) - (a.band ?? 0);
  if (band !== 0) return band;
  if (a.total !== b.total) return b.total - a.total;
  const hooked = tie ? tie(a, b) : 0;
  if (hooked !== 0) return hooked;
  return compareKeys(a.tiebreak, b.tiebreak);
}

/** The acting order, first to last: a permutation of the entries' ids. */
export function sortInitiative(entries: readonly InitiativeEntry[], tie?: TieBreaker): readonly string[] {
  return entries
    .map((entry, index) => ({ entry, index }))
    .sort((x, y) => compareInitiative(x.entry, y.entry, tie) || x.index - y.index)
    .map(({ entry }) => entry.id);
}

/**
 * Move one entry's total by `delta` (wounds: interrupting costs 2, a critical success gives +2 and takes 2 from the
 * target, Seize Initiative adds 1d6). `floor` keeps totals from dropping below a ruleset's minimum ("Your
 * initiative cannot drop below 0"). Entries not named are returned unchanged.
 */
export function shiftInitiative(
  entries: readonly InitiativeEntry[],
  id: string,
  delta: number,
  floor?: number,
): readonly InitiativeEntry[] {
  return entries.map((entry) => {
    if (entry.id !== id) return entry;
    const moved = entry.total + delta;
    return { ...entry, total: floor === undefined ? moved : Math.max(floor, moved) };
  });
}
