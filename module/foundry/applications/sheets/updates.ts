/**
 * What the sheets' − / + buttons change, as pure functions of the current values: a sheet class only reads the
 * clicked element and writes the result with `update()`. Each returns null when nothing would change, so a click
 * at a limit sends no update.
 */
import { adjustTrack, type BoundedTrack } from "../../../engine/core/track.ts";

/** Reads a `data-delta` attribute; anything that is not a whole number is no change. */
export function parseDelta(raw: string | undefined): number {
  const delta = Number(raw);
  return Number.isInteger(delta) ? delta : 0;
}

/** The track's new value after the − / + button, kept within 0 … max by the engine rule. */
export function adjustedValue(track: BoundedTrack, delta: number): number | null {
  const next = adjustTrack(track, delta);
  return next === track ? null : next.value;
}

/** Gear quantity after the − / + button; never below 0. */
export function adjustedQuantity(quantity: number, delta: number): number | null {
  const next = Math.max(0, quantity + delta);
  return next === quantity ? null : next;
}
