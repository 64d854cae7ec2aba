/**
 * Documents → engine values for `energy`: the plain sources the data models store and the engine's creature, actor
 * and gear built from them. No Foundry globals, so tests and the derivation call it directly.
 */
import type {
  AbilityValue,
  EnergyAbility,
  EnergyCreature,
  SizeCategory,
  UnconsciousCause,
} from "../../../engine/rulesets/energy/creature.ts";
import { ENERGY_CONDITIONS } from "../../../engine/rulesets/energy/conditions.ts";
import { EXTRA_MODIFIERS } from "./data/item-choices.ts";
import type { EnergyActor, Suppression } from "../../../engine/rulesets/energy/economy/actor.ts";
import type {
  DamageDice,
  EnergyArmor,
  EnergyShield,
  EnergyWeapon,
  RangedKind,
  WeaponWeight,
} from "../../../engine/rulesets/energy/gear.ts";
// The status → condition-state reading is ruleset-neutral (it takes the catalog); it lives in the bonus room today.
import { conditionStateOf } from "../../data/condition-state.ts";
import type { Named } from "../../data/named.ts";

interface Track {
  readonly value: number;
  readonly max: number;
}

/** The stored `system` of an `energy` character or NPC (see data/creature-schema.ts). */
export interface EnergyCreatureSource {
  readonly level: number;
  readonly abilities: Readonly<Record<EnergyAbility, AbilityValue>>;
  readonly size: SizeCategory;
  readonly speed: number;
  readonly inherent: { readonly evasion: number; readonly fortitude: number; readonly will: number };
  readonly martial: {
    readonly level: number;
    readonly armStrength: number;
    readonly legStrength: number;
    readonly initiative: number;
  };
  readonly armStrengthBase: number;
  readonly legStrengthBase: number;
  readonly initiativeSkill: number;
  readonly jumpDistance: number | null;
  readonly extraAgility: number;
  readonly extraStaminaAsEnergy: number;
  readonly stamina: Track;
  readonly aura: Track;
  readonly recoverySurges: number;
  readonly weaknesses: readonly string[];
  readonly resistances: readonly string[];
  readonly state: {
    readonly bleedingOut: boolean;
    readonly lastDeathSaveRound: number | null;
    readonly unconscious: UnconsciousCause | null;
    readonly dead: boolean;
  };
}

export type WeaponKind = "melee" | "ranged" | "thrown" | "unarmed";

/** A weapon item as the rules read it (data/item-models.ts stores this plus its description). */
export interface EnergyWeaponSource {
  readonly kind: WeaponKind;
  readonly damage: DamageDice;
  readonly damageType: string;
  readonly attackBonus: number;
  readonly accuracy: number;
  readonly precision: number;
  readonly reach: number;
  readonly weight: WeaponWeight;
  readonly blunt: boolean;
  readonly range: { readonly advantage: number; readonly disadvantage: number; readonly maximum: number };
  readonly rangedKind: RangedKind;
  readonly drawWeightKg: number;
  /** null when the weapon names no Load cost. */
  readonly loadEnergy: number | null;
  readonly evasionBonus: number;
  readonly mpr: number;
  readonly equipped: boolean;
}

export interface EnergyArmorSource {
  readonly rating: number;
  readonly coverage: number;
  readonly rangedCoverage: number;
  readonly evasionPenalty: number;
  readonly mpr: number;
  readonly equipped: boolean;
}

export interface EnergyShieldSource {
  readonly evasionBonus: number;
  readonly mpr: number;
  readonly equipped: boolean;
}

/** Re-exported: the energy room's files read gear as `Named` from here. */
export type { Named };

/** An actor's carried gear by kind, each with its item id and name. */
export interface EnergyGearSources {
  readonly weapons: readonly Named<EnergyWeaponSource>[];
  readonly armor: readonly Named<EnergyArmorSource>[];
  readonly shields: readonly Named<EnergyShieldSource>[];
  /** The Ability Modifiers the actor's abilities (themes, feats) add inside MASAB's and MASDB's parentheses. */
  readonly added: AddedModifiers;
}

/** "You may never add the same ability to same equation twice": the engine's `masabAbilities` keeps each once. */
export interface AddedModifiers {
  readonly masab: readonly EnergyAbility[];
  readonly masdb: readonly EnergyAbility[];
}

export const NO_ADDED_MODIFIERS: AddedModifiers = { masab: [], masdb: [] };

type ModifierFlags = Readonly<Record<(typeof EXTRA_MODIFIERS)[number], boolean>>;

/** The modifiers the abilities' flags add to each equation, in the fixed order (the engine drops repeats). */
export function addedModifiersOf(
  abilities: Iterable<{ readonly masab: ModifierFlags; readonly masdb: ModifierFlags }>,
): AddedModifiers {
  const all = [...abilities];
  const flagged = (pick: (a: (typeof all)[number]) => ModifierFlags) =>
    all.flatMap((a) => EXTRA_MODIFIERS.filter((id) => pick(a)[id]));
  return { masab: flagged((a) => a.masab), masdb: flagged((a) => a.masdb) };
}
export const NO_GEAR: EnergyGearSources = { weapons: [], armor: [], shields: [], added: NO_ADDED_MODIFIERS };

export function toEnergyCreature(src: EnergyCreatureSource): EnergyCreature {
  return {
    level: src.level,
    abilities: src.abilities,
    size: src.size,
    speed: src.speed,
    inherentEvasion: src.inherent.evasion,
    inherentFortitude: src.inherent.fortitude,
    inherentWill: src.inherent.will,
    martial: src.martial,
    armStrengthBase: src.armStrengthBase,
    legStrengthBase: src.legStrengthBase,
    initiativeSkill: src.initiativeSkill,
    ...(src.jumpDistance === null ? {} : { jumpDistance: src.jumpDistance }),
    extraAgility: src.extraAgility,
    extraStaminaAsEnergy: src.extraStaminaAsEnergy,
    stamina: src.stamina.value,
    aura: src.aura.value,
    recoverySurges: src.recoverySurges,
    bleedingOut: src.state.bleedingOut,
    ...(src.state.lastDeathSaveRound === null ? {} : { lastDeathSaveRound: src.state.lastDeathSaveRound }),
    ...(src.state.unconscious === null ? {} : { unconscious: src.state.unconscious }),
    dead: src.state.dead,
    weaknesses: src.weaknesses,
    resistances: src.resistances,
  };
}

/**
 * The creature with its status effects read as the engine's condition state, and the conditions it ignores until the
 * end of this Round (`suppressed`, read from its combatant: combat/suppressions.ts; none out of combat).
 */
export function toEnergyActor(
  src: EnergyCreatureSource,
  statuses: Iterable<string>,
  suppressed: readonly Suppression[],
): EnergyActor {
  return { creature: toEnergyCreature(src), conditions: conditionStateOf(statuses, ENERGY_CONDITIONS), suppressed };
}

export function toEnergyWeapon(w: Named<EnergyWeaponSource>): EnergyWeapon {
  const d = w.data;
  return {
    id: w.id,
    label: w.name,
    damage: d.damage,
    attackBonus: d.attackBonus,
    accuracy: d.accuracy,
    precision: d.precision,
    // "Unarmed attacks are melee attacks with Reach0", whatever the item says.
    reach: d.kind === "unarmed" ? 0 : d.reach,
    weight: d.weight,
    blunt: d.blunt,
    ...(d.kind === "thrown" ? { thrown: d.range } : {}),
    ...(d.kind === "ranged" ? { ranged: { kind: d.rangedKind, range: d.range, drawWeightKg: d.drawWeightKg } } : {}),
    mpr: d.mpr,
    ...(d.loadEnergy === null ? {} : { loadEnergy: d.loadEnergy }),
    evasionBonus: d.evasionBonus,
  };
}

export function toEnergyArmor(a: EnergyArmorSource): EnergyArmor {
  return {
    coverage: a.coverage,
    rangedCoverage: a.rangedCoverage,
    rating: a.rating,
    evasionPenalty: a.evasionPenalty,
  };
}

export function toEnergyShield(s: EnergyShieldSource): EnergyShield {
  return { evasionBonus: s.evasionBonus };
}
