/**
 * The sheet's items as the item-bound actions read them (combat/item-actions.ts), the same reading the GM's spend
 * makes from the documents (`actionItemsOf`): ranged weapons load; weapons, shields and gear stow.
 */
import { actionItem, type ActionItem } from "../combat/item-actions.ts";
import type { EnergySheetItem } from "./sheet-data.ts";

export function sheetActionItems(items: readonly EnergySheetItem[]): ActionItem[] {
  return items.flatMap((item): ActionItem[] => {
    switch (item.kind) {
      case "weapon": {
        const s = item.system;
        const facts = { kind: "weapon", weaponKind: s.kind, loadEnergy: s.loadEnergy, sideArm: s.sideArm } as const;
        return [actionItem(item.id, item.name, facts)];
      }
      case "shield":
      case "gear":
        return [actionItem(item.id, item.name, { kind: item.kind, sideArm: item.system.sideArm })];
      default:
        return [];
    }
  });
}
