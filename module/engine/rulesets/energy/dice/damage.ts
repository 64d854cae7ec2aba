/**
 * Damage rolls (seed): "Damage = Weapon Damage roll + MASDB - AR if Combat roll is less than AC" (melee), "Damage =
 * Weapon Damage Roll + Extra Damage from Draw Weight – AR if Hit Roll is less than AC" (ranged), "Damage = MASAB
 * (min 1) – AR if Combat roll is less than AC" (unarmed). Damage dice never explode (only Defense rolls do). Armor
 * and the multipliers are the damage pipeline's (damage/pipeline.ts); this is the roll before them.
 */
import type { DiceRequest, FlatModifier } from "../../../core/dice/request.ts";
import type { DamageDice } from "../gear.ts";

export const DAMAGE_GROUP_ID = "damage";

export function weaponDamageRequest(
  label: string,
  dice: DamageDice,
  additions: readonly FlatModifier[] = [],
): DiceRequest {
  const count = Math.max(0, Math.floor(dice.count));
  const modifiers = [...(dice.bonus === 0 ? [] : [{ source: label, value: dice.bonus }]), ...additions];
  return { label, groups: [{ id: DAMAGE_GROUP_ID, source: label, count, faces: dice.faces }], modifiers };
}

/** "Damage = MASAB (min 1)": unarmed attacks roll no dice. */
export function unarmedDamage(masabValue: number): number {
  return Math.max(1, masabValue);
}
