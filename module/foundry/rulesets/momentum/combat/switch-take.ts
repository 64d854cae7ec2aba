/**
 * "Switch Places" from the sheet (the sheet's `roomAction`; rules page decision 139): the user's first targeted
 * token's combatant, in the combat the creature fights in, is the ally named in the spend (`switchPlaces:<combatant
 * id>`), which goes through the shared sheet action (the GM's relay, the chat line). The GM reads both from the combat
 * and asks the ally's owner (switch-places.ts).
 */
import type { Refusal } from "../../../combat-room.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import { activeCombatantOf } from "../../../combat/reactions.ts";
import { takeSheetAction } from "../../../combat/sheet-action.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { SWITCH_PLACES, switchPlacesAction } from "./switch-places.ts";

const NO_ALLY: Refusal = { refused: `${I18N_ROOT}.Momentum.Refusal.noSwitchAlly` };

export async function takeSwitch(actor: Actor.Implementation): Promise<boolean> {
  const token = game.user.targets.first()?.document;
  const combat = activeCombatantOf(actor)?.combat;
  const ally = token ? combat?.combatants.find((c) => c.tokenId === token.id) : undefined;
  // Out of combat the shared sheet action says so; in it, the switch needs an ally of that combat targeted.
  if (combat && !ally?.id) {
    notifyRefusal(NO_ALLY);
    return false;
  }
  const label = game.i18n.localize(`${I18N_ROOT}.Momentum.Tracker.Action.${SWITCH_PLACES}`);
  return takeSheetAction(actor, { action: switchPlacesAction(ally?.id ?? ""), label, options: {} });
}
