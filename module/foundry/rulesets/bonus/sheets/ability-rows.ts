/** The sheet's ability items as Use Ability reads them: the same reading the GM's spend makes (`abilityItemsOf`). */
import { usableAbilities, type UsableAbility } from "../combat/ability-actions.ts";
import type { BonusSheetItem } from "./sheet-data.ts";

export function sheetAbilities(items: readonly BonusSheetItem[]): UsableAbility[] {
  return usableAbilities(
    items.flatMap((item) => {
      if (item.kind !== "ability") return [];
      const { kind, actions, vigor, mana } = item.system;
      return [{ id: item.id, name: item.name, kind, actions, vigor, mana }];
    }),
  );
}
