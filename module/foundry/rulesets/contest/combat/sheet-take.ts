/**
 * The sheet's Actions buttons the GM's client runs as a room control (the sheet's `roomAction`): the combatant of the
 * actor in the running combat uses the control — at once on the GM's client, relayed to the active GM as
 * `fray.combatAct` from a player's. Grapple and Release name the user's first targeted token's combatant (the foe held,
 * or the one let go of, decisions 95 and 132); Search and Sneak name nobody. The GM's client pays the AP, rolls what
 * the action rolls and posts it (grapple.ts, release.ts, skill-action.ts).
 */
import type { Refusal } from "../../../combat-room.ts";
import { NOT_IN_COMBAT } from "../../../applications/sheets/actions-section.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { actFor } from "../../../combat/economy-access.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import { activeCombatantOf } from "../../../combat/reactions.ts";
import { GRAPPLE_CONTROL, RELEASE_CONTROL, SKILL_CONTROLS } from "./controls.ts";

const REFUSAL = `${I18N_ROOT}.Contest.Refusal`;

/** The controls that act on a targeted foe, with the refusal when none is targeted. */
const TARGETED: Readonly<Record<string, Refusal>> = {
  [GRAPPLE_CONTROL.id]: { refused: `${REFUSAL}.noGrappleTarget` },
  [RELEASE_CONTROL.id]: { refused: `${REFUSAL}.noReleaseTarget` },
};

/** The sheet buttons (engine action ids) that are room controls of the same id. */
export const SHEET_CONTROL_ACTIONS: readonly string[] = [...Object.keys(TARGETED), ...SKILL_CONTROLS.map((c) => c.id)];

export async function takeFromSheet(actor: Actor.Implementation, action: string): Promise<void> {
  const combatant = game.combat?.started ? activeCombatantOf(actor) : undefined;
  if (!combatant) {
    notifyRefusal(NOT_IN_COMBAT);
    return;
  }
  const noTarget = TARGETED[action];
  if (!noTarget) return actFor(combatant, action);
  const token = game.user.targets.first()?.document;
  const foe = token ? combatant.combat?.combatants.find((c) => c.tokenId === token.id) : undefined;
  if (!foe?.id || foe.id === combatant.id) {
    notifyRefusal(noTarget);
    return;
  }
  return actFor(combatant, action, foe.id);
}
