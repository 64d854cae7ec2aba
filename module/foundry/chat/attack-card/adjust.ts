/**
 * The GM's change to a damage roll before it is applied (issue 23): half (rounded down, as the seeds are silent and
 * core's damage multipliers floor), double, or a number of the GM's own. It never crosses a relay: only a GM's click
 * on the active GM's client carries it (procedure/gm-step.ts), and the row records what was done ("Applied ×½: 6 →
 * 3") until Undo restores the target as it was.
 */
import type { RollResult } from "../../../engine/core/dice/result.ts";
import { DAMAGE_ADJUSTMENTS, type DamageAdjustment, type DamageAdjustmentMode } from "./data.ts";

/** What the GM asked for: a mode, and the number for `custom`. */
export interface DamageAdjust {
  readonly mode: DamageAdjustmentMode;
  readonly value?: number;
}

/** The largest number the GM may type (the card's stored field allows as much). */
export const MAX_CUSTOM_DAMAGE = 100000;

/** The GM's request as the card's button and field give it, or undefined when it is not one. */
export function parseAdjust(mode: string | undefined, value: string | undefined): DamageAdjust | undefined {
  const known = DAMAGE_ADJUSTMENTS.find((m) => m === mode);
  if (!known) return undefined;
  if (known !== "custom") return { mode: known };
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 && number <= MAX_CUSTOM_DAMAGE && value?.trim() !== ""
    ? { mode: known, value: number }
    : undefined;
}

/**
 * The damage as the rules will take it: the roll with its total replaced (its faces stay, so a critical the faces
 * make stays critical), and the record of what was done. Undefined for a custom adjustment without its number.
 */
export function adjustDamage(
  damage: RollResult,
  adjust: DamageAdjust,
): { readonly result: RollResult; readonly adjustment: DamageAdjustment } | undefined {
  const from = damage.total;
  const to = adjust.mode === "half" ? Math.floor(from / 2) : adjust.mode === "double" ? from * 2 : adjust.value;
  if (to === undefined) return undefined;
  return { result: { ...damage, total: to }, adjustment: { mode: adjust.mode, from, to } };
}
