import { I18N_ROOT } from "../../../constants.ts";

/**
 * The localization key of a `momentum` pool's name, in the room's lang file: for the tracker row and for a refusal
 * that names the shortfall (the sheets read those refusals too, so this file stays free of Foundry classes).
 */
export function momentumPoolLabel(poolId: string): string {
  return `${I18N_ROOT}.Momentum.Tracker.Pool.${poolId}`;
}
