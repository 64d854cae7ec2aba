import type { WoundsSimSpell } from "../../../module/engine/rulesets/wounds/sim/fighter.ts";
import type { WoundsAbilityData } from "../../../module/foundry/rulesets/wounds/sheets/sheet-data.ts";
import { itemsOfType, type PackItemLike } from "../pack-gear.ts";

/**
 * The attack spells of a creature's items, as the simulation casts them (docs/rules/wounds.md decision 140): a spell
 * (Rsn [Arcana/Magic school]) that attacks and spends its mana. An ability that is not a spell has no check the
 * excerpt names, and an invested spell (Stone Skin) does not attack, so neither is cast.
 */
export function woundsSpellsFrom(items: readonly PackItemLike[]): WoundsSimSpell[] {
  return itemsOfType(items, "wounds-ability").flatMap((item) => {
    const s = item.system as unknown as WoundsAbilityData | undefined;
    if (s?.kind !== "spell" || !s.attack || s.manaUse !== "spend") return [];
    const attack = {
      label: item.name,
      school: s.school,
      damage: s.damage,
      targets: s.targets,
      ranged: s.ranged,
      penetrating: s.penetrating,
      bypassesArmor: s.bypassesArmor,
    };
    return [{ attack, ap: s.ap, mana: s.mana }];
  });
}
