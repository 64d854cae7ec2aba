import { abilityAttack, weaponAttack, type MomentumAttackSource } from "./source.ts";
import { momentumAbilityOf, momentumWeaponOf } from "../documents.ts";

/** The attack an item makes: a `momentum` weapon, or an Ability that attacks; undefined for anything else. */
export function attackSourceOf(item: Item.Implementation): MomentumAttackSource | undefined {
  const weapon = momentumWeaponOf(item);
  if (weapon) return weaponAttack(weapon);
  const ability = momentumAbilityOf(item);
  return ability ? abilityAttack(ability) : undefined;
}
