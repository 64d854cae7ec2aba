/**
 * "Hold an action" from the sheet (the sheet's `roomAction`; seed 002: "a creature must spend the AP that the action
 * would cost on their turn and name a trigger"): the owner's trigger is written on the actor it owns, where the GM
 * reads it (held-action.ts), then the action is spent with the `hold` option through the shared sheet action (the
 * GM's relay, the chat line naming the trigger). A Switch Places held names the user's target as its ally.
 */
import type { Refusal } from "../../../combat-room.ts";
import { takeSheetAction } from "../../../combat/sheet-action.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import { I18N_ROOT, SYSTEM_ID } from "../../../constants.ts";
import { heldActionOf, MAX_TRIGGER_LENGTH, TRIGGER_FLAG } from "./holdable.ts";
import { HOLD_OPTION } from "./options.ts";
import { abilityIdOf } from "./ability-use.ts";
import { SWITCH_PLACES } from "./switch-places.ts";
import { targetedSwitch } from "./switch-take.ts";
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
  // A held Switch Places names its ally as the sheet's Switch Places does: the user's target (decision 154).
  const held = action === SWITCH_PLACES ? targetedSwitch(actor) : action;
  if (held === undefined) return false;
  await actor.update({ flags: { [SYSTEM_ID]: { [TRIGGER_FLAG]: text } } });
  // A held Use Item or Ability names its item: the chat line names it.
  const item = consumableIdOf(action) ?? abilityIdOf(action);
  const name =
    (item === undefined ? undefined : actor.items.get(item)?.name) ??
    game.i18n.localize(`${I18N_ROOT}.Momentum.Tracker.Action.${heldActionOf(action) ?? action}`);
  const label = game.i18n.format(`${I18N_ROOT}.Momentum.Hold.lineLabel`, { action: name, trigger: text });
  return takeSheetAction(actor, { action: held, label, options: { [HOLD_OPTION.id]: 1 } });
}
