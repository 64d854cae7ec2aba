/**
 * Documents → engine values for `momentum`: the plain sources the data models store and the engine's creature and
 * actor built from them. No Foundry globals, so tests and the derivation call it directly.
 */
import type { MomentumActor, MomentumCreature } from "../../../engine/rulesets/momentum/creature.ts";
import { MOMENTUM_CONDITIONS } from "../../../engine/rulesets/momentum/conditions.ts";
import type { DamageType } from "../../../engine/rulesets/momentum/tables/damage-types.ts";
import type { DefenseRollKind } from "../../../engine/rulesets/momentum/tables/defense-rolls.ts";
import type { SizeCategory } from "../../../engine/rulesets/momentum/tables/size.ts";
import type { SkillId } from "../../../engine/rulesets/momentum/tables/skills.ts";
import type { StatId } from "../../../engine/rulesets/momentum/tables/stats.ts";
import { conditionStateOf } from "../../data/condition-state.ts";

interface Track {
  readonly value: number;
  readonly max: number;
}

/** The stored `system` of a `momentum` character or NPC (see data/creature-schema.ts). */
export interface MomentumCreatureSource {
  readonly kind: "creature" | "object";
  readonly stats: Readonly<Record<StatId, number>>;
  readonly skills: Readonly<Record<SkillId, number>>;
  readonly archetype: { readonly primary: StatId; readonly secondary: StatId; readonly evasion: StatId };
  readonly size: SizeCategory;
  readonly biological: boolean;
  readonly vitality: Track;
  readonly temporaryVitality: number;
  readonly wp: Track;
  readonly narrativeMomentum: number;
  readonly basicMovement: number;
  readonly naturalArmor: number;
  readonly affinities: {
    readonly resistant: readonly DamageType[];
    readonly immune: readonly DamageType[];
    readonly vulnerable: readonly DamageType[];
  };
  readonly dead: boolean;
}

export interface DamageComponentSource {
  readonly type: DamageType;
  readonly count: number;
  readonly faces: number;
  readonly flat: number;
}

export interface MomentumWeaponSource {
  readonly primary: StatId;
  readonly secondary: StatId;
  readonly hitBonus: number;
  readonly reach: "melee" | "ranged";
  readonly range: number;
  readonly damage: readonly DamageComponentSource[];
  readonly ignoreArmor: number;
  readonly equipped: boolean;
}

export interface MomentumArmorSource {
  readonly armor: number;
  readonly evasionCap: number | null;
  readonly equipped: boolean;
}

export interface MomentumShieldSource {
  readonly evasion: number;
  readonly armor: number;
  readonly equipped: boolean;
}

export interface MomentumAbilitySource {
  readonly tier: number;
  readonly ap: number;
  readonly wp: number;
  readonly delivery: "attack" | "defenseRoll" | "effect";
  readonly defenseRoll: DefenseRollKind;
  readonly range: number;
  readonly damage: readonly DamageComponentSource[];
  readonly ignoreArmor: number;
  readonly maneuver: boolean;
  readonly forcedMovement: { readonly kind: "none" | "push" | "pull" | "teleport"; readonly metres: number };
}

/** An item's data with its id and name. */
export interface Named<T> {
  readonly id: string;
  readonly name: string;
  readonly data: T;
}

/** An actor's carried gear by kind. */
export interface MomentumGearSources {
  readonly weapons: readonly Named<MomentumWeaponSource>[];
  readonly armor: readonly Named<MomentumArmorSource>[];
  readonly shields: readonly Named<MomentumShieldSource>[];
  readonly abilities: readonly Named<MomentumAbilitySource>[];
}

export const NO_GEAR: MomentumGearSources = { weapons: [], armor: [], shields: [], abilities: [] };

/** What the worn gear adds to the creature: Armor, the Evasion Cap, and Evasion from shields (outside the cap). */
export interface WornGear {
  readonly armor: number;
  /** "The lowest Evasion Cap of the armor and clothes worn" (creature.ts); undefined when nothing caps it. */
  readonly evasionCap?: number;
  readonly evasionBonuses: readonly { readonly source: string; readonly value: number }[];
}

export function wornGear(gear: MomentumGearSources): WornGear {
  const armor = gear.armor.filter((a) => a.data.equipped);
  const shields = gear.shields.filter((s) => s.data.equipped);
  const caps = armor.flatMap((a) => (a.data.evasionCap === null ? [] : [a.data.evasionCap]));
  return {
    armor: [...armor, ...shields].reduce((sum, item) => sum + item.data.armor, 0),
    ...(caps.length > 0 ? { evasionCap: Math.min(...caps) } : {}),
    evasionBonuses: shields.filter((s) => s.data.evasion !== 0).map((s) => ({ source: s.name, value: s.data.evasion })),
  };
}

const unique = <T>(list: readonly T[]): readonly T[] => [...new Set(list)];

/** `worn` is `wornGear(gear)`, passed by a caller that reads it too (the derivation) so it is read once. */
export function toMomentumCreature(
  src: MomentumCreatureSource,
  gear: MomentumGearSources,
  worn: WornGear = wornGear(gear),
): MomentumCreature {
  return {
    kind: src.kind,
    stats: src.stats,
    skills: src.skills,
    archetype: src.archetype,
    size: src.size,
    biological: src.biological,
    vitality: src.vitality,
    temporaryVitality: src.temporaryVitality,
    armor: src.naturalArmor + worn.armor,
    ...(worn.evasionCap === undefined ? {} : { evasionCap: worn.evasionCap }),
    basicMovement: src.basicMovement,
    affinities: {
      resistant: unique(src.affinities.resistant),
      immune: unique(src.affinities.immune),
      vulnerable: unique(src.affinities.vulnerable),
    },
    narrativeMomentum: src.narrativeMomentum,
    wp: src.wp.value,
    dead: src.dead,
  };
}

/** The creature with its status effects read as the engine's condition state; unknown ids are ignored. */
export function toMomentumActor(
  src: MomentumCreatureSource,
  gear: MomentumGearSources,
  statuses: Iterable<string>,
  worn: WornGear = wornGear(gear),
): MomentumActor {
  return { creature: toMomentumCreature(src, gear, worn), conditions: conditionStateOf(statuses, MOMENTUM_CONDITIONS) };
}
