/**
 * Range bands: ordered upper bounds that sort a distance into a named band, or out of range past the last.
 * `energy`'s (5/30/120) trio is three bands (advantage, normal, disadvantage); `bonus`' visibility limits are one band
 * per visibility level. Bounds are inclusive ("within the first number of meters").
 */

export interface RangeBand<Id extends string = string> {
  readonly id: Id;
  /** Largest distance inside this band, in the same unit as the distance measured. */
  readonly upTo: number;
}

/** Throws when bands are not in strictly ascending order: a misordered table is a data error, not a situation. */
export function checkBands(bands: readonly RangeBand[]): void {
  bands.forEach((band, i) => {
    const prev = bands[i - 1];
    if (prev !== undefined && !(band.upTo > prev.upTo)) {
      throw new RangeError(`range band "${band.id}" (${band.upTo}) must be beyond "${prev.id}" (${prev.upTo})`);
    }
  });
}

/** The band `distance` falls in, or undefined when it is beyond every band (out of range). */
export function bandOf<Id extends string>(distance: number, bands: readonly RangeBand<Id>[]): Id | undefined {
  return bands.find((band) => distance <= band.upTo)?.id;
}
