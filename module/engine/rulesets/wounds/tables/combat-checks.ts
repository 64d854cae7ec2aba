/**
 * Combat checks (seed 004): "Combat checks function the same as attack rolls, except they don't result in damage and
 * wounds, and may use a TN other than your target's Defense." The seven formulas, each the seed's line verbatim;
 * `notation` is its check part, parsed by `dice/notation.ts`. "Weapon group" and "Magic school" name the weapon's
 * group and the spell's school, supplied when the check is made.
 */
export const COMBAT_CHECK_IDS = [
  "meleeWeapon",
  "rangedWeapon",
  "spell",
  "power",
  "agility",
  "fortitude",
  "willpower",
] as const;
export type CombatCheckId = (typeof COMBAT_CHECK_IDS)[number];

export interface CombatCheckFormula {
  readonly id: CombatCheckId;
  readonly label: string;
  /** The seed's line after the name. */
  readonly seedText: string;
  readonly notation: string;
  /** "+ weapon's accuracy". */
  readonly addsAccuracy: boolean;
  /** The specialization is a placeholder filled from the weapon or spell. */
  readonly variableSpecialization?: "Weapon group" | "Magic school";
}

export const COMBAT_CHECKS: Readonly<Record<CombatCheckId, CombatCheckFormula>> = {
  meleeWeapon: {
    id: "meleeWeapon",
    label: "Melee weapon",
    seedText: "Dex [Melee/Weapon group] + weapon's accuracy",
    notation: "Dex [Melee/Weapon group]",
    addsAccuracy: true,
    variableSpecialization: "Weapon group",
  },
  rangedWeapon: {
    id: "rangedWeapon",
    label: "Ranged weapon",
    seedText: "Dex [Aim/Weapon group] + weapon's accuracy",
    notation: "Dex [Aim/Weapon group]",
    addsAccuracy: true,
    variableSpecialization: "Weapon group",
  },
  spell: {
    id: "spell",
    label: "Spell",
    seedText: "Rsn [Arcana/Magic school]",
    notation: "Rsn [Arcana/Magic school]",
    addsAccuracy: false,
    variableSpecialization: "Magic school",
  },
  power: {
    id: "power",
    label: "Power",
    seedText: "Str [Athletics/Power + Size]",
    notation: "Str [Athletics/Power + Size]",
    addsAccuracy: false,
  },
  agility: {
    id: "agility",
    label: "Agility",
    seedText: "Dex [Reflex/Agility - Size]",
    notation: "Dex [Reflex/Agility - Size]",
    addsAccuracy: false,
  },
  fortitude: {
    id: "fortitude",
    label: "Fortitude",
    seedText: "Vit [Resistance/Fortitude]",
    notation: "Vit [Resistance/Fortitude]",
    addsAccuracy: false,
  },
  willpower: {
    id: "willpower",
    label: "Willpower",
    seedText: "Prs [Resistance/Willpower]",
    notation: "Prs [Resistance/Willpower]",
    addsAccuracy: false,
  },
};
