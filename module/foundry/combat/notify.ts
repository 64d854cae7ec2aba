import type { Refusal } from "../combat-room.ts";
import { foundryLocalizer } from "../applications/sheets/localizer.ts";
import { I18N_ROOT } from "../constants.ts";

/** Shows a refusal to the user, localized with its data ("Needs 2 Energy, has 1"). */
export function notifyRefusal(refusal: Refusal): void {
  ui.notifications.warn(foundryLocalizer().format(refusal.refused, refusal.data ?? {}));
}

/** Only the GM writes Combat and Combatant state (players go through the `fray.spend` and `fray.combatAct` relays). */
export const GM_ONLY: Refusal = { refused: `${I18N_ROOT}.Combat.gmOnly` };

export function isGm(): boolean {
  return game.user.isGM;
}
