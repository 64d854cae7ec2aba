/**
 * The `energy` spend option: "Once per Round, you may spend 1 Stamina when you would normally spend 1 Energy" (the
 * sheet's checkbox). The engine checks the once-per-Round limit; the relay bounds the value.
 */
import type { SpendOptionSpec } from "../../../combat/room.ts";
import { I18N_ROOT } from "../../../constants.ts";

export const STAMINA_AS_ENERGY_OPTION: SpendOptionSpec = {
  id: "staminaAsEnergy",
  // No cost swaps more than this much Stamina for Energy.
  max: 4,
  takenLine: `${I18N_ROOT}.Combat.actionTakenWithStamina`,
};

export const ENERGY_SPEND_OPTIONS: readonly SpendOptionSpec[] = [STAMINA_AS_ENERGY_OPTION];

/** The Stamina paid in place of Energy with this spend (0: none). */
export function staminaAsEnergy(options: Readonly<Record<string, number>> | undefined): number {
  return options?.[STAMINA_AS_ENERGY_OPTION.id] ?? 0;
}
