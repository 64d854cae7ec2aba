import { I18N_ROOT } from "../../../constants.ts";

/**
 * The localization key of a `contest` pool's name, in the room's lang file: for the tracker row and for a refusal
 * that names the shortfall (the sheets will read those refusals too, so this file stays free of Foundry classes).
 */
export function contestPoolLabel(poolId: string): string {
  return `${I18N_ROOT}.Contest.Tracker.Pool.${poolId}`;
}
