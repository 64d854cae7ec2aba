/**
 * The persistent state of an `energy` creature that rules read and return (the Actor's data, ARCHITECTURE.md
 * decision 6). Round-scoped pools (Energy, Agility, once-per-round flags) live on the combatant instead
 * (economy/combatant.ts). Derived values (defenses, Aura Strength, maxima) are computed, never stored, so they cannot
 * disagree with the scores they come from ("This formula is re-calculated every level").
 */

export const ENERGY_ABILITIES = [
  "strength",
  "dexterity",
  "constitution",
  "intelligence",
  "wisdom",
  "charisma",
] as const;
export type EnergyAbility = (typeof ENERGY_ABILITIES)[number];

/**
 * An ability's score and modifier. The excerpt uses both ("Maximum Stamina = Constitution Score", "Halved Dexterity
 * Modifier") but never says how one becomes the other, so the sheet supplies both (see `suggestedModifier`).
 */
export interface AbilityValue {
  readonly score: number;
  readonly modifier: number;
}

/** The sheet's suggestion for a modifier, ⌊(score − 10) / 2⌋ (Fray's choice; docs/rules/energy.md). */
export function suggestedModifier(score: number): number {
  return Math.floor((score - 10) / 2);
}

/** Size categories, smallest first ("Miniscule" only appears in the Miss Chance table). */
export const SIZE_CATEGORIES = ["miniscule", "fine", "diminutive", "tiny", "small", "medium", "large", "huge"] as const;
export type SizeCategory = (typeof SIZE_CATEGORIES)[number];

export function sizeIndex(size: SizeCategory): number {
  return SIZE_CATEGORIES.indexOf(size);
}

/**
 * Martial Proficiency: the level and where its points went ("For every level of Martial Proficiency you have, you
 * gain +1 Arm Strength, +1 Leg Strength, or +1 Initiative").
 */
export interface MartialProficiency {
  readonly level: number;
  readonly armStrength: number;
  readonly legStrength: number;
  readonly initiative: number;
}

/** Why a creature is unconscious; it decides how it wakes (seed: "that effects how quickly you might awaken"). */
export type UnconsciousCause = "stamina" | "nonLethal" | "dying" | "sleep";

export interface EnergyCreature {
  readonly level: number;
  readonly abilities: Readonly<Record<EnergyAbility, AbilityValue>>;
  readonly size: SizeCategory;
  /** Metres moved by a Run ("Speed is determined by Race"). */
  readonly speed: number;
  /** From Race and Size ("This value is 8 for Medium creatures and 9 for Small creatures"). */
  readonly inherentEvasion: number;
  /** "This starts at 10, but can be modified depending on the creature's Race." */
  readonly inherentFortitude: number;
  readonly inherentWill: number;
  readonly martial: MartialProficiency;
  /** Arm and Leg Strength before Martial Proficiency points (the Leg Strength section is not in the excerpt). */
  readonly armStrengthBase: number;
  readonly legStrengthBase: number;
  /** The Initiative skill before Martial Proficiency points. */
  readonly initiativeSkill: number;
  /** Jump Distance (m) without a running start when it differs from the Size Chart's guide (race, build). */
  readonly jumpDistance?: number;
  /** "When abilities give you additional Agility, it increases your Maximum Agility." */
  readonly extraAgility: number;
  /** "Some abilities allow you to use more Stamina in place of Energy each Round": uses beyond the first. */
  readonly extraStaminaAsEnergy: number;
  /** Current Stamina (max = Constitution Score). */
  readonly stamina: number;
  /** Current Aura (max = Aura Strength). */
  readonly aura: number;
  /** Recovery Surges left today. */
  readonly recoverySurges: number;
  /** Bleeding out: a Death Save at the beginning of every Round until Stabilized. */
  readonly bleedingOut: boolean;
  /** The Round of the last Death Save ("You only ever make one Death Save per Round"). */
  readonly lastDeathSaveRound?: number;
  readonly unconscious?: UnconsciousCause;
  readonly dead: boolean;
  /** Damage types the creature takes double from ("If you have a Weakness to a certain type of damage"). */
  readonly weaknesses?: readonly string[];
  /** Damage types the creature takes half from ("If you have Resistance to a certain type of damage"). */
  readonly resistances?: readonly string[];
}

export function abilityModifier(creature: EnergyCreature, ability: EnergyAbility): number {
  return creature.abilities[ability].modifier;
}

export function armStrength(creature: EnergyCreature): number {
  return creature.armStrengthBase + creature.martial.armStrength;
}

export function legStrength(creature: EnergyCreature): number {
  return creature.legStrengthBase + creature.martial.legStrength;
}

/** "Maximum Stamina = Constitution Score" (never below 0). */
export function maxStamina(creature: EnergyCreature): number {
  return Math.max(0, creature.abilities.constitution.score);
}
