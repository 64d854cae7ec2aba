/**
 * Documents → engine values for `contest`: the plain sources the data models store, and the engine's actor, Fighting
 * Styles, loadout and armor built from them. No Foundry globals, so tests and the derivation call it directly.
 */
import type { ContestActor, ContestCreature } from "../../../engine/rulesets/contest/creature.ts";
import { CONTEST_CONDITIONS } from "../../../engine/rulesets/contest/conditions.ts";
import type { DamageAffinity } from "../../../engine/rulesets/contest/damage/affinity.ts";
import { armorSource, type ArmorSource } from "../../../engine/rulesets/contest/damage/armor.ts";
import type { FightingStyle } from "../../../engine/rulesets/contest/style/styles.ts";
import { normalizeGear } from "../../../engine/rulesets/contest/style/styles.ts";
import type { Loadout } from "../../../engine/rulesets/contest/style/training.ts";
import { isRanged, type AttackDelivery } from "../../../engine/rulesets/contest/tables/attacks.ts";
import type { ReachingWeapon } from "../../../engine/rulesets/contest/geometry/reach.ts";
import type { ArmorLevel } from "../../../engine/rulesets/contest/tables/armor.ts";
import type { DamageType, ResistibleGroup } from "../../../engine/rulesets/contest/tables/damage-types.ts";
import type { DefenseKind } from "../../../engine/rulesets/contest/tables/defenses.ts";
import type { SizeCategory } from "../../../engine/rulesets/contest/tables/sizes.ts";
import type { ContestAttribute, ContestSkill } from "../../../engine/rulesets/contest/tables/skills.ts";
import { conditionStateOf } from "../../data/condition-state.ts";
import type { Named } from "../../data/named.ts";

export type { Named };

interface Track {
  readonly value: number;
  readonly max: number;
}

/** Player characters roll 1d6 + Initiative, NPCs 1d6 + PER. */
export type ContestRoller = "pc" | "npc";

/** The skills a creature stores a rank for: every skill but Fighting Style, which is ranked per style. */
export type RankedSkill = Exclude<ContestSkill, "fightingStyle">;

export interface SkillSource {
  readonly rank: number;
  /** The governing attribute the creature tests this skill with (the excerpt names it only for combat tests). */
  readonly attribute: ContestAttribute;
}

export interface StyleSource {
  readonly name: string;
  readonly rank: number;
  readonly gear: readonly string[];
}

export interface AffinitySource {
  readonly against: DamageType | ResistibleGroup;
  readonly value: number;
  readonly source: string;
}

/** The stored `system` of a `contest` character or NPC (see data/creature-schema.ts). */
export interface ContestCreatureSource {
  readonly attributes: Readonly<Record<ContestAttribute, number>>;
  /** A player character's Initiative ("each player character rolls 1d6 + their Initiative"). */
  readonly initiative: number;
  readonly skills: Readonly<Record<RankedSkill, SkillSource>>;
  readonly styles: readonly StyleSource[];
  readonly xp: number;
  readonly health: Track;
  readonly speed: number;
  readonly size: SizeCategory;
  readonly resistances: readonly AffinitySource[];
  readonly vulnerabilities: readonly AffinitySource[];
  /** The armor item whose AR the creature uses ("you choose which one to use"); blank: the one that stops most. */
  readonly armorChoice: string;
}

/** A weapon item as the rules read it (data/item-models.ts stores this plus its description). */
export interface ContestWeaponSource {
  readonly delivery: AttackDelivery;
  /** The gear name a Fighting Style lists ("longsword"); blank: the item's name. */
  readonly gearType: string;
  readonly damage: { readonly count: number; readonly faces: number; readonly bonus: number };
  readonly damageType: DamageType;
  /** Metres; 1 is the next square (rules page decision 20). */
  readonly reach: number;
  /** Metres, for ranged and thrown weapons. */
  readonly range: number;
  /** Hands it is held with: 1 or 2 (Disarm's boon for "a weapon held with two hands"). */
  readonly hands: number;
  /** A heavy weapon may Bash ("You must be wielding a shield or heavy weapon"). */
  readonly heavy: boolean;
  /** AP a Strike with it costs (Strike ⟐ = 1, Strike ⎆ = 2). */
  readonly ap: number;
  readonly equipped: boolean;
}

/** A spell or feature as the rules read it (data/item-models.ts stores this plus its description and range). */
export interface ContestAbilitySource {
  readonly kind: "spell" | "feature";
  /** "If an action spell, has the Attack trait, it uses one of your ApR." */
  readonly attack: boolean;
  readonly delivery: AttackDelivery;
  readonly targetsMind: boolean;
  /** The defenses its description allows ("unless the spell's description says otherwise"); empty: the rule's. */
  readonly defenses: Iterable<DefenseKind>;
  readonly damage: { readonly count: number; readonly faces: number; readonly bonus: number };
  readonly damageType: DamageType;
  readonly ap: number;
}

export interface ContestArmorSource {
  readonly level: Exclude<ArmorLevel, "unarmored">;
  /** The material's name ("Iron"), shown in the AR source's label. */
  readonly material: string;
  /** AR of a full suit of this material ("a full suit of Iron Armor has an AR of 5"). */
  readonly fullRating: number;
  /** AR of a full suit against magical damage (rare materials). */
  readonly fullMagicalRating: number;
  readonly equipped: boolean;
}

export interface ContestShieldSource {
  readonly blockRating: number;
  /** The gear name a Fighting Style lists; blank: "shield". */
  readonly gearType: string;
  readonly equipped: boolean;
}

export interface ContestGearSources {
  readonly weapons: readonly Named<ContestWeaponSource>[];
  readonly armor: readonly Named<ContestArmorSource>[];
  readonly shields: readonly Named<ContestShieldSource>[];
}

export const NO_GEAR: ContestGearSources = { weapons: [], armor: [], shields: [] };

const SHIELD_GEAR = "shield";

function affinities(list: readonly AffinitySource[]): readonly DamageAffinity[] {
  return list.filter((a) => a.value > 0).map((a) => ({ against: a.against, value: a.value, source: a.source }));
}

/** The weapons as the engine's reach reads them (`creatureReachMetres`). */
export function reachingWeapons(weapons: readonly Named<ContestWeaponSource>[]): ReachingWeapon[] {
  return weapons.map((w) => ({ equipped: w.data.equipped, ranged: isRanged(w.data.delivery), reach: w.data.reach }));
}

export function toContestCreature(src: ContestCreatureSource): ContestCreature {
  return {
    health: { value: src.health.value, max: src.health.max },
    speed: src.speed,
    size: src.size,
    resistances: affinities(src.resistances),
    vulnerabilities: affinities(src.vulnerabilities),
  };
}

export function toContestActor(src: ContestCreatureSource, statuses: Iterable<string>): ContestActor {
  return { creature: toContestCreature(src), conditions: conditionStateOf(statuses, CONTEST_CONDITIONS) };
}

export function toFightingStyles(src: ContestCreatureSource): readonly FightingStyle[] {
  return src.styles.map((s) => ({ name: s.name, rank: s.rank, gear: [...new Set(s.gear.map(normalizeGear))] }));
}

/** The gear name a weapon is trained under: its own gear type, else its item name. */
export function weaponGear(weapon: Named<ContestWeaponSource>): string {
  return normalizeGear(weapon.data.gearType === "" ? weapon.name : weapon.data.gearType);
}

export function shieldGear(shield: Named<ContestShieldSource>): string {
  return normalizeGear(shield.data.gearType === "" ? SHIELD_GEAR : shield.data.gearType);
}

/** Armor worn: the heaviest equipped level (a full suit over partial pieces); unarmored with none. */
export function wornLevel(gear: ContestGearSources): ArmorLevel {
  const levels = gear.armor.filter((a) => a.data.equipped).map((a) => a.data.level);
  if (levels.includes("full")) return "full";
  return levels.includes("partial") ? "partial" : "unarmored";
}

export function equippedShield(gear: ContestGearSources): Named<ContestShieldSource> | undefined {
  return gear.shields.find((s) => s.data.equipped);
}

/** What is in hand and worn, for training: the equipped weapons and shield, and the armor level. */
export function loadoutOf(gear: ContestGearSources): Loadout {
  const shield = equippedShield(gear);
  const wielded = gear.weapons.filter((w) => w.data.equipped).map(weaponGear);
  return { wielded: shield ? [...wielded, shieldGear(shield)] : wielded, armor: wornLevel(gear) };
}

/** Every equipped armor item as an AR source (one is used at a time: damage/armor.ts `chooseArmor`). */
export function armorSources(gear: ContestGearSources): readonly ArmorSource[] {
  return gear.armor
    .filter((a) => a.data.equipped)
    .map((a) =>
      armorSource(a.id, a.data.level, {
        id: a.id,
        label: a.data.material === "" ? a.name : a.data.material,
        fullRating: a.data.fullRating,
        fullMagicalRating: a.data.fullMagicalRating,
      }),
    );
}
