import type { BoundedTrack } from "../../../engine/core/track.ts";
import { I18N_ROOT } from "../../constants.ts";

/** What the resource-bar template needs to translate its labels; `game.i18n` satisfies it. */
export interface Localizer {
  localize(key: string): string;
  format(key: string, data: Record<string, string | number>): string;
}

export interface ResourceBarContext {
  readonly id: string;
  readonly key: string;
  readonly label: string;
  readonly value: number;
  readonly max: number;
  readonly percent: number;
  readonly valueText: string;
  readonly decreaseLabel: string;
  readonly increaseLabel: string;
  readonly atMinimum: boolean;
  readonly atMaximum: boolean;
  /** Draws the decrease/increase buttons; a bar only read (the tracker's health) has none. */
  readonly adjustable: boolean;
}

export interface ResourceBarOptions {
  /** False for a bar the viewer only reads; default true (a sheet's tracks). */
  readonly adjustable?: boolean;
}

/** Context for `templates/parts/resource-bar.hbs`: labels, ARIA text and fill width for one track. */
export function resourceBarContext(
  i18n: Localizer,
  owner: string,
  key: string,
  labelKey: string,
  track: BoundedTrack,
  { adjustable = true }: ResourceBarOptions = {},
): ResourceBarContext {
  const name = i18n.localize(labelKey);
  const percent = track.max > 0 ? Math.round((track.value / track.max) * 100) : 0;
  return {
    id: `${owner}-${key}`,
    key,
    label: name,
    value: track.value,
    max: track.max,
    percent,
    valueText: i18n.format(`${I18N_ROOT}.Resource.value`, { name, value: track.value, max: track.max }),
    decreaseLabel: i18n.format(`${I18N_ROOT}.Resource.decrease`, { name }),
    increaseLabel: i18n.format(`${I18N_ROOT}.Resource.increase`, { name }),
    atMinimum: track.value <= 0,
    atMaximum: track.value >= track.max,
    adjustable,
  };
}
