import type { DiceRequest } from "../../../core/dice/request.ts";
import type { SimFighterSpec } from "../../../sim/fight.ts";
import type { ArmorPiece } from "../damage/armor.ts";
import { atZeroHealth } from "../damage/status.ts";
import type { GuardBonus } from "../defense/guard.ts";
import type { AttackStyle } from "../dice/attack.ts";
import { abilityDice } from "../dice/check.ts";
import { damageRequest, type DamageDelivery } from "../dice/damage.ts";
import { initiativeRequest } from "../dice/initiative.ts";
import type { BonusActor } from "../economy/actor.ts";
import { newBonusCombatant, type BonusCombatantState } from "../economy/combatant.ts";
import type { DamageType } from "../tables/damage-types.ts";
import type { QualityRank } from "../tables/quality.ts";

/** The weapon a simulated `bonus` fighter attacks with, as far as the attack and damage rolls read it. */
export interface BonusSimWeapon {
  readonly damageValue: number;
  readonly quality: QualityRank;
  readonly delivery: DamageDelivery;
  readonly style: AttackStyle;
  readonly damageType: DamageType;
  readonly ranged: boolean;
}

/**
 * A `bonus` fighter as an encounter describes it: the engine actor with its current tracks and conditions, its
 * armor, its Guard bonuses, and the one weapon it fights with. Built once per encounter; a fight never changes it.
 */
export interface BonusFighterSpec extends SimFighterSpec {
  readonly actor: BonusActor;
  readonly armor: readonly ArmorPiece[];
  readonly guard: readonly GuardBonus[];
  readonly weapon: { readonly name: string; readonly system: BonusSimWeapon };
}

/**
 * The rolls a fighter makes that no fight changes (its bonus dice and weapon stay put; only Wounded moves the damage
 * dice), built once when it enters a fight instead of at every roll.
 */
export interface BonusRollPlan {
  readonly initiative: DiceRequest;
  readonly damage: DiceRequest;
  readonly woundedDamage: DiceRequest;
}

function planOf(spec: BonusFighterSpec): BonusRollPlan {
  const { bonusDice } = spec.actor.creature;
  const w = spec.weapon.system;
  const damage = (wounded: boolean) =>
    damageRequest({
      damageValue: w.damageValue,
      quality: w.quality,
      delivery: w.delivery,
      abilities: bonusDice,
      wounded,
    });
  return {
    initiative: initiativeRequest({ dice: [abilityDice(bonusDice, "speed")] }),
    damage: damage(false),
    woundedDamage: damage(true),
  };
}

/** A fighter during one fight: what the fight changes, beside the spec it started from. */
export interface BonusFighter {
  readonly spec: BonusFighterSpec;
  readonly plan: BonusRollPlan;
  actor: BonusActor;
  combatant: BonusCombatantState;
  armor: readonly ArmorPiece[];
  /** The foe whose attack last took this fighter from standing to down. */
  downedBy: string;
}

export function enterFight(spec: BonusFighterSpec): BonusFighter {
  return {
    spec,
    plan: planOf(spec),
    actor: spec.actor,
    combatant: newBonusCombatant(spec.id),
    armor: spec.armor,
    downedBy: "",
  };
}

/** Out of the fight: dead, or at 0 Health (Shock, dying). */
export const isDown = (f: BonusFighter): boolean => f.actor.creature.dead || atZeroHealth(f.actor.creature);
