/**
 * The inventory's Equip toggle in a fight: "Manipulate. You interact with an object within touch, such as drawing or
 * stowing a sword". In a started combat where the actor is a combatant, toggling a weapon or shield is that paid
 * reaction (1 AP; combat/draw-stow.ts: the GM pays it, then draws or stows the actor's own item), refused with the
 * shortfall like the Actions section's Manipulate; armor is refused with the reason (rules page decision 153). Out of
 * combat it stays the free toggle.
 */
import { CONTEST_ACTIONS } from "../../../../engine/rulesets/contest/economy/actions.ts";
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";
import { coreText } from "../../../applications/sheets/labels.ts";
import type { Refusal } from "../../../combat-room.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import { activeCombatantOf } from "../../../combat/reactions.ts";
import { takeSheetAction } from "../../../combat/sheet-action.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { drawStowAction, heldInHand, MANIPULATE } from "../combat/draw-stow.ts";
import { sheetText } from "./labels.ts";

const NOT_IN_HAND: Refusal = { refused: `${I18N_ROOT}.Contest.Refusal.notInHand` };

/** The toggle's play in a fight: the paid Manipulate, or armor's refusal; null out of combat (the free toggle). */
export function equipToggleInFight(
  actor: Actor.Implementation,
  item: Item.Implementation,
): (() => Promise<unknown>) | null {
  if (!game.combat?.started || !activeCombatantOf(actor)) return null;
  const held = heldInHand(item);
  const id = item.id;
  if (!held || id === null) {
    return () => {
      notifyRefusal(NOT_IN_HAND);
      return Promise.resolve(false);
    };
  }
  const i18n = foundryLocalizer();
  const action = sheetText(i18n, held.equipped ? "Action.stowItem" : "Action.drawItem", { name: item.name });
  const cost = sheetText(i18n, "Cost.ap", { count: CONTEST_ACTIONS[MANIPULATE].cost["ap"] ?? 0 });
  const label = coreText(i18n, "Actions.label", { action, cost });
  return () => takeSheetAction(actor, { action: drawStowAction(id), label, options: {} });
}
