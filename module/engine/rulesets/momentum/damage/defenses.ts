import { drValue } from "../dice/defense-roll.ts";
import type { MomentumActor } from "../creature.ts";
import { sumEffect } from "../status.ts";
import { DAMAGE_TYPE_TABLE, type DamageType } from "../tables/damage-types.ts";

/**
 * The values a hit's damage is reduced by (seed 002): Armor for most types, and "Armor does not protect you from
 * Poison or Psychic damage. Instead, these types of damage take the Constitution DR value (Poison) or Will DR value
 * (Psychic) into account as if it were Armor." Conditions may move Armor (Corroded).
 */
export interface DefenseValues {
  readonly armor: number;
  readonly constitution: number;
  readonly will: number;
}

export function defenseValues(actor: MomentumActor): DefenseValues {
  const c = actor.creature;
  return {
    armor: c.armor + sumEffect(actor, "armorModifier"),
    constitution: drValue(c, "constitution"),
    will: drValue(c, "will"),
  };
}

/** Which value stands in for Armor against a type. */
export function defenseFor(type: DamageType, values: DefenseValues): { readonly value: number; readonly name: string } {
  const defense = DAMAGE_TYPE_TABLE[type].defense;
  if (defense === "constitution") return { value: values.constitution, name: "Constitution DR" };
  if (defense === "will") return { value: values.will, name: "Will DR" };
  if (defense === "armor") return { value: values.armor, name: "Armor" };
  // Only Poison and Psychic name a DR in the seed; the table holds no other.
  throw new RangeError(`${type} uses an unexpected defense "${defense}"`);
}

/**
 * "Ignoring Armor does not allow you to reduce the effective Armor of a target below 0", and "Such effects still deal
 * increased damage if the target's Armor or DR values are negative". `ignore` is how much is ignored (Infinity:
 * all of it).
 */
export function effectiveDefense(value: number, ignore = 0): number {
  if (value <= 0) return value;
  return Math.max(0, value - Math.max(0, ignore));
}
