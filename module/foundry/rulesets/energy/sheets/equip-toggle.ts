/**
 * The inventory's Equip toggle in a fight. Stow/Equip: "Stowing or equipping a side arm, or otherwise easily
 * accessible item takes only 1 Energy. Most other items require 2 Energy to equip or stow." In a started combat where
 * the actor is a combatant, the toggle is that paid action (combat/sheet-action.ts, the same spend as the Actions
 * section's Stow/Equip button, which the GM prices from the actor's own item); armor, which the seed never puts on or
 * takes off in a Round, is refused with the reason (rules page decision 110). Out of combat it stays the free toggle.
 */
import { situationalEnergy } from "../../../../engine/rulesets/energy/economy/cost.ts";
import { foundryLocalizer } from "../../../applications/sheets/localizer.ts";
import { coreText } from "../../../applications/sheets/labels.ts";
import type { Refusal } from "../../../combat-room.ts";
import { notifyRefusal } from "../../../combat/notify.ts";
import { activeCombatantOf } from "../../../combat/reactions.ts";
import { takeSheetAction } from "../../../combat/sheet-action.ts";
import { itemActionId, itemActionRequest } from "../combat/item-actions.ts";
import { actionItemsOf } from "../documents.ts";
import { costText } from "./actions-context.ts";
import { SHEET_KEYS, sheetText } from "./labels.ts";

const ARMOR_IN_FIGHT: Refusal = { refused: `${SHEET_KEYS}.Item.armorInFight` };

/** The toggle's play in a fight: the paid Stow/Equip, or armor's refusal; null out of combat (the free toggle). */
export function equipToggleInFight(
  actor: Actor.Implementation,
  item: Item.Implementation,
): (() => Promise<unknown>) | null {
  if (!game.combat?.started || !activeCombatantOf(actor)) return null;
  const bound = actionItemsOf([item])[0];
  const request = bound && itemActionRequest("stowEquip", bound, 0);
  if (!bound || !request) {
    return () => {
      notifyRefusal(ARMOR_IN_FIGHT);
      return Promise.resolve(false);
    };
  }
  const i18n = foundryLocalizer();
  const action = sheetText(i18n, "Actions.stowEquipItem", { name: bound.name });
  const cost = costText(i18n, { energy: situationalEnergy(request) });
  const label = coreText(i18n, "Actions.label", { action, cost });
  return () => takeSheetAction(actor, { action: itemActionId("stowEquip", bound.id), label, options: {} });
}
