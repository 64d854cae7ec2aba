/**
 * The `momentum` spend options a sheet's action or the card's attack may carry; the GM re-derives what each means:
 * - `free`: take Interact with Target or Switch Weapons as "one free Interact with Target action on your turn" (the
 *   engine checks the one free use of the turn, shared by the two);
 * - `handFree`: the Switch Weapons is free because "you are not holding anything in the hand that you want to use
 *   to draw a weapon or … you just want to sheathe a weapon" (the player's word, as at the table);
 * - `burst`, `cooperative`: how a Cinematic is paid (reactions.ts);
 * - `hold`: hold the action for the trigger its owner named, paid now (held-action.ts).
 */
import type { SpendOptionSpec } from "../../../combat/room.ts";
import { I18N_ROOT } from "../../../constants.ts";

export const FREE_OPTION: SpendOptionSpec = { id: "free", max: 1 };
export const HAND_FREE_OPTION: SpendOptionSpec = { id: "handFree", max: 1 };

/** A Cinematic as a Burst, paid in Narrative Momentum alone ("a Cinematic Burst for 6 Narrative Momentum"). */
export const BURST_OPTION: SpendOptionSpec = { id: "burst", max: 1 };
/** A Cooperative Cinematic Action: the action leads it, a Cinematic Reaction joins it. */
export const COOPERATIVE_OPTION: SpendOptionSpec = { id: "cooperative", max: 1 };

/** Hold the action instead of taking it: "spend the AP that the action would cost on their turn and name a trigger". */
export const HOLD_OPTION: SpendOptionSpec = { id: "hold", max: 1, takenLine: `${I18N_ROOT}.Momentum.Hold.takenLine` };

export const MOMENTUM_SPEND_OPTIONS: readonly SpendOptionSpec[] = [
  FREE_OPTION,
  HAND_FREE_OPTION,
  BURST_OPTION,
  COOPERATIVE_OPTION,
  HOLD_OPTION,
];

export function optionTaken(options: Readonly<Record<string, number>> | undefined, spec: SpendOptionSpec): number {
  return options?.[spec.id] ?? 0;
}
