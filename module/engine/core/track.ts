/** A bounded resource: a current value between 0 and its maximum (Vigor, Energy, Durability, Aura …). */
export interface BoundedTrack {
  readonly value: number;
  readonly max: number;
}

/** Moves a track's value by `delta`, never below 0 nor above max; a non-finite delta changes nothing. */
export function adjustTrack<T extends BoundedTrack>(track: T, delta: number): T {
  if (!Number.isFinite(delta)) return track;
  const value = Math.min(track.max, Math.max(0, track.value + delta));
  return value === track.value ? track : { ...track, value };
}
