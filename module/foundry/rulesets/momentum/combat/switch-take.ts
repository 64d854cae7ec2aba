/**
 * "Switch Places" from the sheet (the sheet's `roomAction`; rules page decision 139): the user's first targeted
 * token's combatant, in the combat the creature fights in, is the ally named in the spend (`switchPlaces:<combatant
 * id>`), which goes through the shared sheet action (the GM's relay, the chat line). The GM reads both from the combat
 * and asks the ally's owner (switch-places.ts). Held, the same target is the ally named (hold-take.ts, decision 154).
 */
import type { Refusal } from "../../../combat-room.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import { activeCombatantOf } from "../../../combat/reactions.ts";
import { takeSheetAction } from "../../../combat/sheet-action.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { SWITCH_PLACES, switchPlacesAction } from "./switch-places.ts";

const NO_ALLY: Refusal = { refused: `${I18N_ROOT}.Momentum.Refusal.noSwitchAlly` };

/**
 * The Switch Places spend naming the user's first targeted token's combatant; out of combat the bare action (the shared
 * sheet action says so); undefined, after saying why, in combat with no combatant of it targeted.
 */
export function targetedSwitch(actor: Actor.Implementation): string | undefined {
  const token = game.user.targets.first()?.document;
  const combat = activeCombatantOf(actor)?.combat;
  const ally = token ? combat?.combatants.find((c) => c.tokenId === token.id) : undefined;
  if (combat && !ally?.id) {
    notifyRefusal(NO_ALLY);
    return undefined;
  }
  return switchPlacesAction(ally?.id ?? "");
}

export async function takeSwitch(actor: Actor.Implementation): Promise<boolean> {
  const action = targetedSwitch(actor);
  if (action === undefined) return false;
  const label = game.i18n.localize(`${I18N_ROOT}.Momentum.Tracker.Action.${SWITCH_PLACES}`);
  return takeSheetAction(actor, { action, label, options: {} });
}
