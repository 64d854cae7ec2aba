/** The sheet's ability items as Use Ability and the bonus dice read them: the same readings the GM's makes. */
import { usableAbilities, type UsableAbility } from "../combat/ability-actions.ts";
import type { BonusDiceItem } from "../bonus-dice.ts";
import type { BonusSheetItem } from "./sheet-data.ts";

/** The sheet's ability items as the bonus-dice reading takes them (the same reading the roll plan makes). */
export function sheetDiceItems(items: readonly BonusSheetItem[]): BonusDiceItem[] {
  return items.flatMap((i) =>
    i.kind === "ability" ? [{ name: i.name, kind: i.system.kind, bonusDice: i.system.bonusDice }] : [],
  );
}

export function sheetAbilities(items: readonly BonusSheetItem[]): UsableAbility[] {
  return usableAbilities(
    items.flatMap((item) => {
      if (item.kind !== "ability") return [];
      const { kind, actions, vigor, mana, createsOpening } = item.system;
      return [{ id: item.id, name: item.name, kind, actions, vigor, mana, createsOpening }];
    }),
  );
}
