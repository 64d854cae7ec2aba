import { ENERGY_ABILITIES, type EnergyAbility, type EnergyCreature } from "../creature.ts";
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../options.ts";
import { divide, halve } from "../support/fractions.ts";

/**
 * Values derived from ability modifiers (seed):
 * - "MASAB = (Strength Modifier + Dexterity Modifier) / 3", MASDB the same; "Some Themes, Feats, or other effects may
 *   add another Ability Modifier into the MASAB or MASDB calculation, in which case the Ability Modifier is added
 *   inside the parentheses of the equation. You may never add the same ability to same equation twice."
 * - "Aura Strength = 20 + (Aura Modifier * (1 + 1/3))", "Aura Modifier = … (Str Mod + Con Mod + Int Mod + Wis Mod +
 *   Cha Mod)", "# of Recovery Surges = 5 + Halved Constitution Modifier", "Recovery Value = Aura Modifier (min 1)".
 * Fractions round by the world setting (down by default). Maxima never go below 0 (a track cannot).
 */
export const BASE_AV = 15;
export const BASE_AURA = 20;
export const BASE_RECOVERY_SURGES = 5;

/** The abilities inside MASAB's parentheses: Strength, Dexterity, and any others once each. */
export function masabAbilities(extra: readonly EnergyAbility[] = []): readonly EnergyAbility[] {
  return ENERGY_ABILITIES.filter((a) => a === "strength" || a === "dexterity" || extra.includes(a));
}

export function masab(
  creature: EnergyCreature,
  extra: readonly EnergyAbility[] = [],
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): number {
  const total = masabAbilities(extra).reduce((sum, a) => sum + creature.abilities[a].modifier, 0);
  return divide(total, 3, options.fractions);
}

/** MASDB has the same formula (and may take different extra abilities). */
export const masdb = masab;

export function auraModifier(creature: EnergyCreature): number {
  return ENERGY_ABILITIES.filter((a) => a !== "dexterity").reduce((sum, a) => sum + creature.abilities[a].modifier, 0);
}

/** 20 + Aura Modifier × 4/3, computed as one fraction so the third is not rounded twice. */
export function auraStrength(creature: EnergyCreature, options: EnergyOptions = DEFAULT_ENERGY_OPTIONS): number {
  return Math.max(0, BASE_AURA + divide(4 * auraModifier(creature), 3, options.fractions));
}

export function maxRecoverySurges(creature: EnergyCreature, options: EnergyOptions = DEFAULT_ENERGY_OPTIONS): number {
  return Math.max(0, BASE_RECOVERY_SURGES + halve(creature.abilities.constitution.modifier, options.fractions));
}

export function recoveryValue(creature: EnergyCreature): number {
  return Math.max(1, auraModifier(creature));
}

export interface AttackValueInput {
  readonly weaponAttackBonus: number;
  /** "-1 AV with the weapon" when not Proficient. */
  readonly proficient: boolean;
  /** Combat Maneuvers: "-5 AV". */
  readonly maneuver?: boolean;
  /** Non-Lethal: "-3 AV … to increase the range … by 5", per step. */
  readonly nonLethalSteps?: number;
  readonly extraAbilities?: readonly EnergyAbility[];
}

export interface AttackValue {
  readonly total: number;
  /** "AV (without the -5)": what a maneuver's Fortitude roll must beat. */
  readonly withoutManeuver: number;
  readonly parts: readonly { readonly id: string; readonly label: string; readonly value: number }[];
}

/** "Melee AV = 15 + MASAB + Weapon Attack Bonus"; "Unarmed AV = 15 + MASAB" (a weapon bonus of 0). */
export function attackValue(
  creature: EnergyCreature,
  input: AttackValueInput,
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): AttackValue {
  const parts = [
    { id: "base", label: "Base AV", value: BASE_AV },
    { id: "masab", label: "MASAB", value: masab(creature, input.extraAbilities, options) },
    { id: "weapon", label: "Weapon Attack Bonus", value: input.weaponAttackBonus },
  ];
  if (!input.proficient) parts.push({ id: "notProficient", label: "Not Proficient", value: -1 });
  const steps = Math.max(0, Math.floor(input.nonLethalSteps ?? 0));
  if (steps > 0) parts.push({ id: "nonLethal", label: "Non-Lethal", value: -3 * steps });
  const withoutManeuver = parts.reduce((sum, p) => sum + p.value, 0);
  if (input.maneuver === true) parts.push({ id: "maneuver", label: "Combat Maneuver", value: -5 });
  return { total: parts.reduce((sum, p) => sum + p.value, 0), withoutManeuver, parts };
}
