/**
 * "Lean out towards your target" from the sheet (the sheet's `roomAction`; rules page decision 125): the user's first
 * targeted token's combatant, in the combat the creature fights in, is named in the spend (`leanOut:<combatant id>`),
 * which goes through the shared sheet action (the GM's relay, the chat line). The GM reads where both stand.
 */
import type { Refusal } from "../../../combat-room.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import { activeCombatantOf } from "../../../combat/reactions.ts";
import { takeSheetAction } from "../../../combat/sheet-action.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { LEAN_OUT, leanOutAction } from "./lean-actions.ts";

const NO_LEAN_TARGET: Refusal = { refused: `${I18N_ROOT}.Momentum.Refusal.noLeanTarget` };

export async function takeLean(actor: Actor.Implementation): Promise<boolean> {
  const token = game.user.targets.first()?.document;
  const combat = activeCombatantOf(actor)?.combat;
  const target = token ? combat?.combatants.find((c) => c.tokenId === token.id) : undefined;
  // Out of combat the shared sheet action says so; in it, the lean needs a target of that combat.
  if (combat && !target?.id) {
    notifyRefusal(NO_LEAN_TARGET);
    return false;
  }
  const label = game.i18n.localize(`${I18N_ROOT}.Momentum.Tracker.Action.${LEAN_OUT}`);
  return takeSheetAction(actor, { action: leanOutAction(target?.id ?? ""), label, options: {} });
}
