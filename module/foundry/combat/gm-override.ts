/**
 * When a refused spend may be overridden by the GM ("refused with the shortfall named; the GM may override"): only a
 * shortfall, the pools not covering the cost, and only by a GM. Any other refusal (not your turn, incapacitated,
 * out of combat) stands for everyone. Pure: the sheets' Actions buttons decide with it, and the rooms' spend honours
 * `override` only for such a refusal.
 */
import type { Refusal } from "../combat-room.ts";
import { I18N_ROOT } from "../constants.ts";

/** The key of every shortfall refusal (`shortfall` in pool-label.ts builds them). */
export const SHORTFALL = `${I18N_ROOT}.Combat.shortfall`;

export function isShortfall(refusal: Refusal | undefined): boolean {
  return refusal?.refused === SHORTFALL;
}

/** May this viewer take the action anyway, with `override`? Only a GM, and only past a shortfall. */
export function gmMayOverride(refusal: Refusal | undefined, viewerIsGm: boolean): boolean {
  return viewerIsGm && isShortfall(refusal);
}
