/**
 * Grapple taken from the sheet's Actions section (the sheet's `roomAction`): the grappler's combatant in the running
 * combat uses the room's `grapple` control — at once on the GM's client, relayed to the active GM as
 * `fray.combatAct` from a player's — naming the user's first targeted token's combatant as the foe. The GM's client
 * pays the AP, rolls both tests and posts the contest (grapple.ts).
 */
import type { Refusal } from "../../../combat-room.ts";
import { NOT_IN_COMBAT } from "../../../applications/sheets/actions-section.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { actFor } from "../../../combat/economy-access.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import { activeCombatantOf } from "../../../combat/reactions.ts";
import { GRAPPLE_CONTROL } from "./controls.ts";

const NO_TARGET: Refusal = { refused: `${I18N_ROOT}.Contest.Refusal.noGrappleTarget` };

/** The sheet's Grapple button. */
export const GRAPPLE_ACTION = "grapple";

export async function takeGrapple(actor: Actor.Implementation): Promise<void> {
  const combatant = game.combat?.started ? activeCombatantOf(actor) : undefined;
  if (!combatant) {
    notifyRefusal(NOT_IN_COMBAT);
    return;
  }
  const token = game.user.targets.first()?.document;
  const foe = token ? combatant.combat?.combatants.find((c) => c.tokenId === token.id) : undefined;
  if (!foe?.id || foe.id === combatant.id) {
    notifyRefusal(NO_TARGET);
    return;
  }
  return actFor(combatant, GRAPPLE_CONTROL.id, foe.id);
}
