/**
 * An action the GM plays taken from the sheet's Actions section (the sheet's `roomAction`): an Advanced Action's
 * contest, Shake Off, Break Free or Stabilize. The acting creature's combatant in the running combat uses the room's
 * `contest` control — at once on the GM's client, relayed to the active GM as `fray.combatAct` from a player's —
 * naming the action and its target, the user's first targeted token's combatant ("a target within 1 m of you"), or
 * Hide, which has every enemy as its observers. The GM's client checks the target, pays the AP, rolls and posts one
 * chat message: an opposed card for a contest, Hide and an escape (targeted.ts, hide.ts).
 */
import type { Refusal } from "../../../combat-room.ts";
import { NOT_IN_COMBAT } from "../../../applications/sheets/actions-section.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { actFor } from "../../../combat/economy-access.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import { activeCombatantOf } from "../../../combat/reactions.ts";
import { contestChoice, isTargetedAction } from "./contest-choice.ts";
import { CONTEST_CONTROL } from "./controls.ts";
import { HIDE_CHOICE } from "./hide.ts";

const NO_TARGET: Refusal = { refused: `${I18N_ROOT}.Momentum.Refusal.noContestTarget` };

/** The actions the sheet plays through the GM: the one-target ones (contests, Shake Off, Break Free, Stabilize) and Hide. */
export function isContestAction(action: string): boolean {
  return action === HIDE_CHOICE || isTargetedAction(action);
}

/** The combatant of the user's first targeted token in `combat`, if it has one. */
function targetedCombatant(combat: Combat.Implementation | null): Combatant.Implementation | undefined {
  const token = game.user.targets.first()?.document;
  return token ? combat?.combatants.find((c) => c.tokenId === token.id) : undefined;
}

export async function takeContest(actor: Actor.Implementation, action: string): Promise<void> {
  const combatant = game.combat?.started ? activeCombatantOf(actor) : undefined;
  if (!combatant) {
    notifyRefusal(NOT_IN_COMBAT);
    return;
  }
  if (action === HIDE_CHOICE) return actFor(combatant, CONTEST_CONTROL.id, HIDE_CHOICE);
  const target = targetedCombatant(combatant.combat);
  if (!isTargetedAction(action) || !target?.id) {
    notifyRefusal(NO_TARGET);
    return;
  }
  return actFor(combatant, CONTEST_CONTROL.id, contestChoice(action, target.id));
}
