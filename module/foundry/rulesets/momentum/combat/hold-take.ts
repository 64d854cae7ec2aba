/**
 * "Hold an action" from the sheet (the sheet's `roomAction`; seed 002: "a creature must spend the AP that the action
 * would cost on their turn and name a trigger"): the owner's trigger is written on the actor it owns, where the GM
 * reads it (held-action.ts), then the action is spent with the `hold` option through the shared sheet action (the
 * GM's relay, the chat line naming the trigger).
 */
import type { Refusal } from "../../../combat-room.ts";
import { takeSheetAction } from "../../../combat/sheet-action.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import { I18N_ROOT, SYSTEM_ID } from "../../../constants.ts";
import { heldActionOf, MAX_TRIGGER_LENGTH, TRIGGER_FLAG } from "./holdable.ts";
import { HOLD_OPTION } from "./options.ts";
import { consumableIdOf } from "./use-item.ts";

const REFUSAL = `${I18N_ROOT}.Momentum.Refusal`;
const NOT_HOLDABLE: Refusal = { refused: `${REFUSAL}.notHoldable` };
const NO_TRIGGER: Refusal = { refused: `${REFUSAL}.noTrigger` };
const NOT_OWNER: Refusal = { refused: `${I18N_ROOT}.Combat.refused.notOwner` };

/** Resolves true once the action is held. */
export async function takeHold(actor: Actor.Implementation, action: string, trigger: string): Promise<boolean> {
  const text = trigger.trim().slice(0, MAX_TRIGGER_LENGTH);
  const refusal = !actor.isOwner
    ? NOT_OWNER
    : heldActionOf(action) === undefined
      ? NOT_HOLDABLE
      : text === ""
        ? NO_TRIGGER
        : undefined;
  if (refusal) {
    notifyRefusal(refusal);
    return false;
  }
  await actor.update({ flags: { [SYSTEM_ID]: { [TRIGGER_FLAG]: text } } });
  // A held Use Item names its consumable: the chat line names the item.
  const item = consumableIdOf(action);
  const name =
    (item === undefined ? undefined : actor.items.get(item)?.name) ??
    game.i18n.localize(`${I18N_ROOT}.Momentum.Tracker.Action.${action}`);
  const label = game.i18n.format(`${I18N_ROOT}.Momentum.Hold.lineLabel`, { action: name, trigger: text });
  return takeSheetAction(actor, { action, label, options: { [HOLD_OPTION.id]: 1 } });
}
