/**
 * Tracks: the pools damage drains (Durability, Health, Aura, an armor piece's own Durability). Pouring fills them
 * in order, each taking what it can hold; a track never goes below zero and pouring never raises one, so damage
 * can never heal.
 */

export interface TrackValue {
  readonly value: number;
  readonly max: number;
}

export type Tracks = Readonly<Record<string, TrackValue>>;

export interface PourResult {
  readonly tracks: Tracks;
  /** What each track in `order` took (0 for a missing or empty track). */
  readonly taken: Readonly<Record<string, number>>;
  /** What was left after the last track. */
  readonly overflow: number;
}

/**
 * Pour `amount` through `order`. A track missing from `tracks` takes nothing (a creature without Aura simply has
 * none to lose); a negative amount pours nothing.
 */
export function pour(tracks: Tracks, order: readonly string[], amount: number): PourResult {
  let left = Math.max(0, amount);
  const next: Record<string, TrackValue> = { ...tracks };
  const taken: Record<string, number> = {};
  for (const id of order) {
    const track = next[id];
    const room = track === undefined ? 0 : Math.max(0, track.value);
    const take = Math.min(room, left);
    taken[id] = (taken[id] ?? 0) + take;
    if (track !== undefined && take > 0) next[id] = { ...track, value: room - take };
    left -= take;
  }
  return { tracks: next, taken, overflow: left };
}
