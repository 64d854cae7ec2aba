/**
 * The combat checks a creature makes from its sheet or stat block (docs/rules/wounds.md decision 193): every formula
 * of the seed's list ("Melee weapon: Dex [Melee/Weapon group] + weapon's accuracy … Willpower: Prs [Resistance/
 * Willpower]"), rolled against the TN the table sets ("Combat checks function the same as attack rolls, except they
 * don't result in damage and wounds, and may use a TN other than your target's Defense"). Power, Agility, Fortitude
 * and Willpower are one check each; a weapon check is one per equipped weapon (its group and accuracy), a Spell check
 * one per magic school of the creature's spells. A button names its check as `power`, `meleeWeapon:<item id>` or
 * `spell:<school>`; the roll reads the weapon or school again from the actor's own items. Plain data.
 */
import type { DiceRequest } from "../../../../engine/core/dice/request.ts";
import type { WoundsCreature } from "../../../../engine/rulesets/wounds/creature.ts";
import { combatCheckRequest, type CombatCheckInput } from "../../../../engine/rulesets/wounds/dice/combat-checks.ts";
import type { WoundsOptions } from "../../../../engine/rulesets/wounds/options.ts";
import type { Stepper } from "../../../applications/parts/stepper.ts";
import type { WoundsSheetItem } from "../sheets/sheet-data.ts";

/** The checks that read nothing but the creature. */
export const OWN_COMBAT_CHECKS = ["power", "agility", "fortitude", "willpower"] as const;
/** A check the creature can make now, with what it is made with (the weapon's or the school's name). */
export interface CombatCheckOffer {
  readonly id: string;
  readonly input: CombatCheckInput;
  /** The weapon's name or the magic school; absent for a check that reads only the creature. */
  readonly subject?: string;
}

/** The sheet's TN: it starts at 0, the middle of the seed's TN ladder (decision 176), with its − / + steps. */
export const CHECK_TN: Stepper = { min: -10, max: 30, initial: 0, steps: [-5, -1, 1, 5] };

function ownOffers(): CombatCheckOffer[] {
  return OWN_COMBAT_CHECKS.map((check) => ({ id: check, input: { check } }));
}

/** "Dex [Melee/Weapon group] + weapon's accuracy": one check per equipped weapon, melee or ranged by its kind. */
function weaponOffers(items: readonly WoundsSheetItem[]): CombatCheckOffer[] {
  return items.flatMap((item) => {
    if (item.kind !== "weapon" || !item.system.equipped) return [];
    const check = item.system.kind === "ranged" ? "rangedWeapon" : "meleeWeapon";
    const input = { check, weaponGroup: item.system.group, accuracy: item.system.accuracy } as const;
    return [{ id: `${check}:${item.id}`, input, subject: item.name }];
  });
}

/** "Rsn [Arcana/Magic school]": one check per school among the creature's spells. */
function spellOffers(items: readonly WoundsSheetItem[]): CombatCheckOffer[] {
  const schools = new Set(
    items.flatMap((i) =>
      i.kind === "ability" && i.system.kind === "spell" && i.system.school ? [i.system.school] : [],
    ),
  );
  return [...schools].map((school) => ({
    id: `spell:${school}`,
    input: { check: "spell", magicSchool: school },
    subject: school,
  }));
}

/** Every check the creature with `items` can make, in the seed's order of formulas. */
export function combatCheckOffers(items: readonly WoundsSheetItem[]): readonly CombatCheckOffer[] {
  const weapons = weaponOffers(items);
  return [
    ...weapons.filter((o) => o.input.check === "meleeWeapon"),
    ...weapons.filter((o) => o.input.check === "rangedWeapon"),
    ...spellOffers(items),
    ...ownOffers(),
  ];
}

/** The check a button id names among what the creature can make now, or undefined (a weapon since unequipped). */
export function combatCheckOffer(items: readonly WoundsSheetItem[], id: string): CombatCheckOffer | undefined {
  return combatCheckOffers(items).find((o) => o.id === id);
}

/** The offered check by `c` against `tn`: a combat check, wild as attack rolls are. */
export function offeredCheckRequest(
  c: WoundsCreature,
  offer: CombatCheckOffer,
  tn: number,
  options: WoundsOptions,
): DiceRequest {
  return combatCheckRequest(c, { ...offer.input, tn, tnSource: "TN" }, options);
}
