import type { Localizer } from "../applications/parts/resource-bar.ts";
import { foundryLocalizer } from "../applications/sheets/localizer.ts";
import type { Refusal } from "../combat-room.ts";
import { SHORTFALL } from "./gm-override.ts";

/**
 * "Needs 2 Energy, has 1": the refusal of a spend the pools cannot cover, naming the shortfall. `poolLabel` is the
 * localization key of the pool's name, the room's own (pools belong to their room, not to a shared list); `i18n`
 * names it (the sheets pass theirs, so their context builders stay free of Foundry globals).
 */
export function shortfall(
  poolLabel: string,
  need: number,
  have: number,
  i18n: Localizer = foundryLocalizer(),
): Refusal {
  const label = i18n.localize(poolLabel);
  return { refused: SHORTFALL, data: { pool: label, need, have, missing: need - have } };
}

/** A pool moved by `delta`, kept within 0 … max. */
export function clampPool(value: number, delta: number, max: number): number {
  return Math.max(0, Math.min(max, value + delta));
}
