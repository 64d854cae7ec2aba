/**
 * The words for an act that names what it handles (item-acts.ts): the sheet's button and the chat line say the same
 * "Retrieve or Stow: belt pouch or concealed pocket", "Use an Object: Healing Potion", "Battle Cry". Pure.
 */
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { ActTarget } from "./item-acts.ts";

export const ITEM_ACT_KEYS = `${I18N_ROOT}.Wounds.ItemAct`;

export function itemActText(i18n: Localizer, target: ActTarget): string {
  switch (target.kind) {
    case "container":
      return i18n.localize(`${ITEM_ACT_KEYS}.container.${target.container}`);
    case "use":
      return i18n.localize(`${ITEM_ACT_KEYS}.use.${target.use}`);
    case "item":
      return i18n.format(`${ITEM_ACT_KEYS}.${target.item.act.kind}`, { item: target.item.name });
  }
}
