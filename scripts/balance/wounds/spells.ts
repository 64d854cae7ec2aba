import type { WoundsSimSpell } from "../../../module/engine/rulesets/wounds/sim/fighter.ts";
import type { DefenseKind } from "../../../module/engine/rulesets/wounds/tables/defenses.ts";
import { itemsOfType, type PackItemLike } from "../pack-gear.ts";

/**
 * A `wounds-ability` item's stored system as the balance script reads it (the room's data model, item-models.ts, is
 * what the clean-pack tests validate it against).
 */
interface WoundsAbilitySource {
  readonly kind: "spell" | "ability";
  readonly school: string;
  readonly ap: number;
  readonly mana: number;
  readonly manaUse: "spend" | "invest";
  readonly attack: boolean;
  readonly damage: number;
  readonly targets: DefenseKind;
  readonly ranged: boolean;
  readonly penetrating: boolean;
  readonly bypassesArmor: boolean;
}

/**
 * The attack spells of a creature's items, as the simulation casts them (docs/rules/wounds.md decision 140): a spell
 * (Rsn [Arcana/Magic school]) that attacks and spends its mana. An ability that is not a spell has no check the
 * excerpt names, and an invested spell (Stone Skin) does not attack, so neither is cast.
 */
export function woundsSpellsFrom(items: readonly PackItemLike[]): WoundsSimSpell[] {
  return itemsOfType(items, "wounds-ability").flatMap((item) => {
    const s = item.system as unknown as WoundsAbilitySource | undefined;
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
