/**
 * Documents → engine values for `wounds`: the plain sources the data models store and the engine's creature, actor,
 * weapon and block bonuses built from them. No Foundry globals, so tests and the derivation call it directly.
 */
import {
  NO_WOUNDS,
  TN_CONDITIONS,
  type TnCondition,
  type CreatureKind,
  type Investment,
  type NpcTier,
  type WoundCounts,
  type WoundsAttribute,
  type WoundsCreature,
} from "../../../engine/rulesets/wounds/creature.ts";
import { WOUNDS_CONDITIONS } from "../../../engine/rulesets/wounds/conditions.ts";
import type { ToughnessInput } from "../../../engine/rulesets/wounds/damage/toughness.ts";
import type { BlockBonus } from "../../../engine/rulesets/wounds/defense/defenses.ts";
import type { DamageType } from "../../../engine/rulesets/wounds/tables/damage-types.ts";
import type { WoundsWeapon } from "../../../engine/rulesets/wounds/procedures/attack-plan.ts";
import type { WoundsActor } from "../../../engine/rulesets/wounds/status.ts";
import type { WoundLevel } from "../../../engine/rulesets/wounds/tables/wound-levels.ts";
import { conditionStateOf } from "../../data/condition-state.ts";
import type { WeaponKind } from "./data/item-choices.ts";

interface Track {
  readonly value: number;
  readonly max: number;
}

/** One row of the skill list: a skill's rank (blank specialization) or a specialization's ("Melee/Swords"). */
export interface SkillEntry {
  readonly skill: string;
  readonly specialization: string;
  readonly rank: number;
}

/** The stored `system` of a `wounds` character (see data/creature-schema.ts). */
export interface WoundsCreatureSource {
  readonly attributes: Readonly<Record<WoundsAttribute, number>>;
  readonly size: number;
  readonly skills: readonly SkillEntry[];
  readonly raceStamina: number;
  readonly raceMana: number;
  /** Toughness "from other equipment or abilities" (armor worn is counted from the armor items). */
  readonly toughnessBonus: number;
  readonly wounds: WoundCounts;
  readonly stamina: Track;
  readonly mana: Track;
  readonly fatigue: number;
  readonly exhausted: boolean;
  readonly invested: readonly Investment[];
  readonly recoveryBonus: number;
  readonly longRestsToday: number;
  readonly afflictions: { readonly bleeding: WoundLevel | null; readonly burning: WoundLevel | null };
  /** Hobbled's and poisoned's Treat Condition TN; null: not affected. */
  readonly conditionTns: Readonly<Record<TnCondition, number | null>>;
  readonly state: { readonly dying: boolean; readonly unconscious: boolean; readonly dead: boolean };
}

/** An NPC stores the same numbers plus its wound-track tier and whether the GM treats it as a special case. */
export interface WoundsNpcSource extends WoundsCreatureSource {
  readonly tier: NpcTier;
  readonly special: boolean;
}

export function isNpcSource(src: WoundsCreatureSource): src is WoundsNpcSource {
  return "tier" in src;
}

/** A weapon item as the rules read it (data/item-models.ts stores this plus its description). */
export interface WoundsWeaponSource {
  readonly kind: WeaponKind;
  readonly group: string;
  readonly accuracy: number;
  readonly damage: number;
  readonly damageType: DamageType;
  readonly reach: number;
  readonly range: number;
  readonly block: number;
  readonly aquatic: boolean;
  readonly penetrating: boolean;
  readonly bypassesArmor: boolean;
  /** The named properties (a set: each once), validated against `WEAPON_PROPERTIES`. */
  readonly properties: ReadonlySet<string>;
  readonly equipped: boolean;
}

export interface WoundsArmorSource {
  readonly toughness: number;
  readonly equipped: boolean;
}

export interface WoundsShieldSource {
  readonly block: number;
  readonly equipped: boolean;
}

/** An actor's carried gear by kind, each with its item id and name. */
export interface Named<T> {
  readonly id: string;
  readonly name: string;
  readonly data: T;
}

export interface WoundsGearSources {
  readonly weapons: readonly Named<WoundsWeaponSource>[];
  readonly armor: readonly Named<WoundsArmorSource>[];
  readonly shields: readonly Named<WoundsShieldSource>[];
}

export const NO_GEAR: WoundsGearSources = { weapons: [], armor: [], shields: [] };

/**
 * The skill list as the engine's two records. A skill or specialization listed twice counts its highest rank (a
 * sheet may hold a duplicate row while being edited; the better one is the one the player means).
 */
function rankRecords(entries: readonly SkillEntry[]): {
  skills: Record<string, number>;
  specializations: Record<string, number>;
} {
  const skills: Record<string, number> = {};
  const specializations: Record<string, number> = {};
  for (const e of entries) {
    const skill = e.skill.trim();
    if (skill === "") continue;
    const specialization = e.specialization.trim();
    const record = specialization === "" ? skills : specializations;
    const key = specialization === "" ? skill : `${skill}/${specialization}`;
    record[key] = Math.max(record[key] ?? e.rank, e.rank);
  }
  return { skills, specializations };
}

function afflictionsOf(src: WoundsCreatureSource): WoundsCreature["afflictions"] {
  const { bleeding, burning } = src.afflictions;
  return { ...(bleeding === null ? {} : { bleeding }), ...(burning === null ? {} : { burning }) };
}

function conditionTnsOf(src: WoundsCreatureSource): WoundsCreature["conditionTns"] {
  return Object.fromEntries(
    TN_CONDITIONS.flatMap((id) => (src.conditionTns[id] === null ? [] : [[id, src.conditionTns[id]]])),
  );
}

export function toWoundsCreature(src: WoundsCreatureSource): WoundsCreature {
  const kind: CreatureKind = isNpcSource(src) ? "npc" : "character";
  return {
    kind,
    ...(isNpcSource(src) ? { npcTier: src.tier, special: src.special } : {}),
    attributes: src.attributes,
    size: src.size,
    ...rankRecords(src.skills),
    raceStamina: src.raceStamina,
    raceMana: src.raceMana,
    wounds: { ...NO_WOUNDS, ...src.wounds },
    stamina: src.stamina.value,
    fatigue: src.fatigue,
    exhausted: src.exhausted,
    mana: src.mana.value,
    invested: src.invested,
    recoveryBonus: src.recoveryBonus,
    longRestsToday: src.longRestsToday,
    afflictions: afflictionsOf(src),
    conditionTns: conditionTnsOf(src),
    dying: src.state.dying,
    unconscious: src.state.unconscious,
    dead: src.state.dead,
  };
}

/** The creature with its status effects read as the engine's condition state. */
export function toWoundsActor(src: WoundsCreatureSource, statuses: Iterable<string>): WoundsActor {
  return { creature: toWoundsCreature(src), conditions: conditionStateOf(statuses, WOUNDS_CONDITIONS) };
}

export function toWoundsWeapon(w: Named<WoundsWeaponSource>): WoundsWeapon {
  const d = w.data;
  return {
    label: w.name,
    group: d.group,
    accuracy: d.accuracy,
    damage: d.damage,
    damageType: d.damageType,
    ranged: d.kind === "ranged",
    reach: d.reach,
    aquatic: d.aquatic,
    penetrating: d.penetrating,
    bypassesArmor: d.bypassesArmor,
    properties: [...d.properties],
  };
}

/**
 * The block bonuses a creature's equipped gear gives: "Melee Defense: … + all weapon block bonuses"; "Ranged
 * Defense: … + defensive weapon block bonuses". A shield is the defensive weapon; another weapon blocks in melee only.
 */
export function blockBonuses(gear: WoundsGearSources): readonly BlockBonus[] {
  const weapons = gear.weapons
    .filter((w) => w.data.equipped && w.data.block !== 0)
    .map((w) => ({ id: w.id, label: w.name, value: w.data.block, defensive: false }));
  const shields = gear.shields
    .filter((s) => s.data.equipped && s.data.block !== 0)
    .map((s) => ({ id: s.id, label: s.name, value: s.data.block, defensive: true }));
  return [...weapons, ...shields];
}

/**
 * What Toughness adds to Vitality + Size: "modifiers from armor worn" (every equipped armor item) and "other equipment
 * or abilities" (the creature's own bonus).
 */
export function toughnessInput(src: WoundsCreatureSource, gear: WoundsGearSources): ToughnessInput {
  const armor = gear.armor.filter((a) => a.data.equipped).reduce((sum, a) => sum + a.data.toughness, 0);
  return { armor, other: src.toughnessBonus };
}
