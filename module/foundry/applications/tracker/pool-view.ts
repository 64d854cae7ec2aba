/**
 * One pool of a tracker row (any room's pools): pips, its text alternative and, for the GM,
 * the labels of the −/+ buttons. Pure: the localizer is passed in.
 */
import type { Localizer } from "../parts/resource-bar.ts";
import type { BoundedTrack } from "../../../engine/core/track.ts";
import { trackerText } from "./labels.ts";

/**
 * Above this many points a pool is drawn as a bar with its number instead of one pip per point (a Vigor of 25 would
 * not fit a sidebar row as pips).
 */
export const MAX_PIPS = 10;

/** One pool with what is left and the most it holds now. */
export interface PoolFacts extends BoundedTrack {
  readonly id: string;
}

export interface PoolAdjust {
  readonly decreaseLabel: string;
  readonly increaseLabel: string;
  readonly atMinimum: boolean;
  readonly atMaximum: boolean;
}

export interface PoolView {
  readonly id: string;
  readonly label: string;
  readonly value: number;
  readonly max: number;
  /** One entry per point, `true` while the point is left; empty when drawn as a bar. */
  readonly pips: readonly boolean[];
  /** Fill of the bar form, 0–100. */
  readonly percent: number;
  /** "3 of 5 Energy": the pips' text alternative. */
  readonly text: string;
  /** The GM's −/+ buttons; absent for everyone else. */
  readonly adjust?: PoolAdjust;
}

/** `labelKey`: the pool's name (the ruleset's `Tracker.Pool.<id>` key). */
export function poolView(
  i18n: Localizer,
  pool: PoolFacts,
  labelKey: string,
  combatant: string,
  canAdjust: boolean,
): PoolView {
  const label = i18n.localize(labelKey);
  const { value, max } = pool;
  const view: PoolView = {
    id: pool.id,
    label,
    value,
    max,
    pips: max <= MAX_PIPS ? Array.from({ length: max }, (_, i) => i < value) : [],
    percent: max > 0 ? Math.round((Math.min(value, max) / max) * 100) : 0,
    text: trackerText(i18n, "pool", { value, max, name: label }),
  };
  if (!canAdjust) return view;
  return {
    ...view,
    adjust: {
      decreaseLabel: trackerText(i18n, "decrease", { name: label, combatant }),
      increaseLabel: trackerText(i18n, "increase", { name: label, combatant }),
      atMinimum: value <= 0,
      atMaximum: value >= max,
    },
  };
}
