/**
 * Documents → engine values for `bonus`. Plain data in, engine values out, no Foundry globals: the data models call
 * it during preparation, the attack flow calls it to plan rolls, and tests and benchmarks call it directly.
 */
import { BONUS_CONDITIONS } from "../../../engine/rulesets/bonus/conditions.ts";
import { conditionStateOf } from "../../data/condition-state.ts";
import type { BonusAbility, BonusCreature, SizeCategory, Track } from "../../../engine/rulesets/bonus/creature.ts";
import type { ArmorPiece } from "../../../engine/rulesets/bonus/damage/armor.ts";
import { damageStatus, type BonusDamageStatus } from "../../../engine/rulesets/bonus/damage/status.ts";
import {
  computeGuard,
  DEFAULT_GUARD_OPTIONS,
  type GuardBonus,
  type GuardBreakdown,
  type GuardOptions,
} from "../../../engine/rulesets/bonus/defense/guard.ts";
import { bonusDieRank } from "../../../engine/rulesets/bonus/dice/rank.ts";
import type { BonusActor } from "../../../engine/rulesets/bonus/economy/actor.ts";
import { moveDistance } from "../../../engine/rulesets/bonus/economy/capability.ts";
import { conditionsInForce } from "../../../engine/rulesets/bonus/economy/status.ts";
import { DAMAGE_TYPES, type DamageType } from "../../../engine/rulesets/bonus/tables/damage-types.ts";
import type { QualityRank } from "../../../engine/rulesets/bonus/tables/quality.ts";

/** The stored `system` of a `bonus` character or NPC (see data/creature-schema.ts). */
export interface BonusCreatureSource {
  readonly abilities: Readonly<Record<BonusAbility, number>>;
  readonly speed: number;
  readonly stamina: number;
  readonly size: SizeCategory;
  readonly durability: Track;
  readonly health: Track;
  readonly vigor: Track;
  readonly mana: Track;
  readonly guardBonus: number;
  readonly extraActions: number;
  readonly recovery: { readonly durability: number; readonly mana: number };
  readonly superiorDurability: QualityRank | null;
  /** Damage type → immune (a sheet checkbox each). */
  readonly immunities: Readonly<Record<DamageType, boolean>>;
  readonly state: {
    readonly shockRoundsLeft: number | null;
    readonly stabilized: boolean;
    readonly winded: boolean;
    readonly vigorRecoveredWhileWinded: number;
    readonly dead: boolean;
  };
}

/**
 * What an armor protects against: "Unless stated otherwise, normal armor only protects you from physical damage, not
 * energy attack such as fire or lightning"; armor stated otherwise protects against every type.
 */
export const ARMOR_PROTECTION = ["physical", "all"] as const;
export type ArmorProtection = (typeof ARMOR_PROTECTION)[number];

/** An equipped armor item as the derivation sees it. */
export interface BonusArmorSource {
  readonly id: string;
  readonly name: string;
  readonly rank: number;
  readonly guardBonus: number;
  readonly quality: QualityRank;
  readonly durability: Track;
  readonly equipped: boolean;
  /** Absent: normal armor ("Unless stated otherwise"). */
  readonly protects?: ArmorProtection;
}

/** A creature immune to nothing (the schema's initial immunities). */
export const NO_IMMUNITIES: Readonly<Record<DamageType, boolean>> = Object.fromEntries(
  DAMAGE_TYPES.map((type) => [type, false]),
) as Record<DamageType, boolean>;

export function toBonusCreature(src: BonusCreatureSource): BonusCreature {
  const immunities = DAMAGE_TYPES.filter((type) => src.immunities[type]);
  return {
    bonusDice: src.abilities,
    speed: src.speed,
    stamina: src.stamina,
    size: src.size,
    durability: src.durability,
    health: src.health,
    vigor: src.vigor,
    mana: src.mana,
    ...(src.superiorDurability === null ? {} : { superiorDurability: src.superiorDurability }),
    ...(immunities.length === 0 ? {} : { immunities }),
    ...(src.state.shockRoundsLeft === null ? {} : { shockRoundsLeft: src.state.shockRoundsLeft }),
    stabilized: src.state.stabilized,
    winded: src.state.winded,
    vigorRecoveredWhileWinded: src.state.vigorRecoveredWhileWinded,
    dead: src.state.dead,
  };
}

export function toBonusActor(src: BonusCreatureSource, statuses: Iterable<string>): BonusActor {
  return {
    creature: toBonusCreature(src),
    conditions: conditionStateOf(statuses, BONUS_CONDITIONS),
    extraActions: src.extraActions,
    durabilityRecovery: src.recovery.durability,
    manaRecovery: src.recovery.mana,
  };
}

/** Wounded now, from the stored tracks and statuses: "reduces the rank of all bonus dice to action and effect rolls". */
export function isWoundedNow(src: BonusCreatureSource, statuses: Iterable<string>): boolean {
  return conditionsInForce(toBonusActor(src, statuses)).has("wounded");
}

export function armorPieces(armor: readonly BonusArmorSource[]): ArmorPiece[] {
  return armor
    .filter((a) => a.equipped)
    .map((a) => ({
      id: a.id,
      label: a.name,
      rank: a.rank,
      quality: a.quality,
      worn: true,
      durability: a.durability,
      ...(a.protects === undefined ? {} : { protects: a.protects }),
    }));
}

/** Guard bonuses with their names: each equipped armor's bonus and the creature's own. */
export function guardBonuses(src: BonusCreatureSource, armor: readonly BonusArmorSource[]): GuardBonus[] {
  const bonuses: GuardBonus[] = armor
    .filter((a) => a.equipped && a.guardBonus !== 0)
    .map((a) => ({ id: `armor:${a.id}`, label: a.name, value: a.guardBonus }));
  if (src.guardBonus !== 0) bonuses.push({ id: "abilities", label: "Abilities", value: src.guardBonus });
  return bonuses;
}

/** Everything the sheet and token bars show that is computed, never stored. */
export interface BonusDerived {
  readonly guard: GuardBreakdown;
  /** Faces of the creature's bonus dice on an ordinary action roll right now (d10, d8 when Wounded …). */
  readonly bonusDie: number;
  /** Feet per Move action ("1 foot per point of your Speed Score"; prone quarters it). */
  readonly movePerAction: number;
  readonly armorRank: number;
  readonly status: BonusDamageStatus;
  readonly conditions: readonly string[];
}

export function deriveBonus(
  src: BonusCreatureSource,
  armor: readonly BonusArmorSource[],
  statuses: Iterable<string>,
  guardOptions: GuardOptions = DEFAULT_GUARD_OPTIONS,
): BonusDerived {
  const actor = toBonusActor(src, statuses);
  const inForce = conditionsInForce(actor);
  return {
    guard: computeGuard({ defenderSize: src.size, bonuses: guardBonuses(src, armor) }, guardOptions),
    bonusDie: bonusDieRank({ roll: "action", wounded: inForce.has("wounded") }).faces,
    movePerAction: moveDistance(actor),
    armorRank: Math.max(0, ...armorPieces(armor).map((a) => a.rank)),
    status: damageStatus(actor.creature),
    conditions: [...inForce],
  };
}
