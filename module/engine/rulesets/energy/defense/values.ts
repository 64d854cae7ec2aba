import { abilityModifier, type EnergyCreature } from "../creature.ts";
import type { EnergyArmor, EnergyShield, EnergyWeapon } from "../gear.ts";
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../options.ts";
import { halve, third } from "../support/fractions.ts";

/**
 * The defenses (seed), each as named parts that sum to the total (the sheet's tooltip):
 * - "Evasion = Inherent Evasion + 1/3 Level + Halved Dexterity Modifier + shield & weapon bonuses – armor penalty"
 * - "Ranged Evasion = Halved Dexterity Modifier + shield bonuses – armor penalty" (no weapon bonuses; the shield
 *   only "if facing the attack")
 * - "Unarmed Evasion = Inherent Evasion + 1/3 Level + Halved Dexterity Modifier – armor penalty"
 * - "Fortitude = Inherent Fortitude + 1/3 Level + Halved Constitution Modifier + Halved Strength Modifier"
 * - "Will = Inherent Will + 1/3 Level + Halved Charisma Modifier + Halved Wisdom Modifier"
 * "Characters have four primary defenses: Evasion, Fortitude, and Will": the seed lists three and names four; Fray
 * counts Evasion's ranged and unarmed forms as its variants (docs/rules/energy.md).
 */
export type DefenseKind = "evasion" | "rangedEvasion" | "unarmedEvasion" | "fortitude" | "will";

export interface DefensePart {
  readonly id: string;
  readonly label: string;
  readonly value: number;
}

export interface DefenseBreakdown {
  readonly kind: DefenseKind;
  readonly total: number;
  readonly parts: readonly DefensePart[];
}

export interface DefenseGear {
  readonly armor?: EnergyArmor;
  readonly shield?: EnergyShield;
  /** Weapons in hand that add to Evasion ("intercepting blows with your weapon"). */
  readonly weapons?: readonly EnergyWeapon[];
  /** Not Proficient with a melee weapon in hand: "-1 Evasion". */
  readonly notProficientWeapon?: boolean;
  /** The shield faces the attack (Ranged Evasion: "Shield bonus if facing the attack"). Default true. */
  readonly shieldFacing?: boolean;
}

const part = (id: string, label: string, value: number): DefensePart => ({ id, label, value });

function breakdown(kind: DefenseKind, parts: readonly DefensePart[]): DefenseBreakdown {
  const kept = parts.filter((p) => p.value !== 0 || p.id === "inherent");
  return { kind, total: parts.reduce((sum, p) => sum + p.value, 0), parts: kept };
}

export function defenseValue(
  creature: EnergyCreature,
  kind: DefenseKind,
  gear: DefenseGear = {},
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): DefenseBreakdown {
  const r = options.fractions;
  const level = part("level", "1/3 Level", third(creature.level, r));
  const half = (ability: Parameters<typeof abilityModifier>[1], label: string): DefensePart =>
    part(ability, `Halved ${label} Modifier`, halve(abilityModifier(creature, ability), r));
  const armor = part("armor", "Armor penalty", -Math.abs(gear.armor?.evasionPenalty ?? 0));
  const shield = part("shield", "Shield", gear.shield?.evasionBonus ?? 0);
  const weapons = part(
    "weapons",
    "Weapons",
    (gear.weapons ?? []).reduce((s, w) => s + w.evasionBonus, 0),
  );
  const clumsy = part("notProficient", "Not Proficient", gear.notProficientWeapon === true ? -1 : 0);
  const inherentEvasion = part("inherent", "Inherent Evasion", creature.inherentEvasion);
  switch (kind) {
    case "evasion":
      return breakdown(kind, [inherentEvasion, level, half("dexterity", "Dexterity"), shield, weapons, clumsy, armor]);
    case "rangedEvasion": {
      const facing = gear.shieldFacing ?? true;
      return breakdown(kind, [half("dexterity", "Dexterity"), facing ? shield : part("shield", "Shield", 0), armor]);
    }
    case "unarmedEvasion":
      return breakdown(kind, [inherentEvasion, level, half("dexterity", "Dexterity"), armor]);
    case "fortitude":
      return breakdown(kind, [
        part("inherent", "Inherent Fortitude", creature.inherentFortitude),
        level,
        half("constitution", "Constitution"),
        half("strength", "Strength"),
      ]);
    case "will":
      return breakdown(kind, [
        part("inherent", "Inherent Will", creature.inherentWill),
        level,
        half("charisma", "Charisma"),
        half("wisdom", "Wisdom"),
      ]);
  }
}
