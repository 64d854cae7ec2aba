/** Reading `wounds` documents into the plain sources the derivation and the forecast take. */
import { WoundsCharacterModel, WoundsNpcModel } from "./data/actor-models.ts";
import { WoundsAbilityModel, WoundsWeaponModel } from "./data/item-models.ts";
import type { WoundsActorView } from "./forecast.ts";
import { gearSourcesOf } from "./gear-sources.ts";
import type { Named, WoundsWeaponSource } from "./sources.ts";
import type { WoundsAttackSource, WoundsSpellSource } from "./spell-sources.ts";

/** The actor's `wounds` data, or undefined when the actor is not a `wounds` creature. */
export function woundsActorView(actor: Actor.Implementation): WoundsActorView | undefined {
  const system = actor.system;
  if (!(system instanceof WoundsCharacterModel) && !(system instanceof WoundsNpcModel)) return undefined;
  return { source: system, gear: gearSourcesOf(actor.items.contents), statuses: actor.statuses };
}

/** The item's weapon data with its id and name, or undefined when it is not a `wounds` weapon. */
export function woundsWeaponOf(item: Item.Implementation): Named<WoundsWeaponSource> | undefined {
  const data = item.system;
  return data instanceof WoundsWeaponModel ? { id: item.id ?? "", name: item.name, data } : undefined;
}

/** The item's spell data with its id and name, or undefined when it is not a `wounds` spell. */
export function woundsSpellOf(item: Item.Implementation): Named<WoundsSpellSource> | undefined {
  const data = item.system;
  return data instanceof WoundsAbilityModel && data.kind === "spell"
    ? { id: item.id ?? "", name: item.name, data }
    : undefined;
}

/** A weapon, or an attack spell ("Certain special attacks instead target skill defenses"); undefined otherwise. */
export function woundsAttackOf(item: Item.Implementation): WoundsAttackSource | undefined {
  const weapon = woundsWeaponOf(item);
  if (weapon) return { weapon };
  const spell = woundsSpellOf(item);
  return spell?.data.attack ? { spell } : undefined;
}

/** The attack reads the Modifiers to Attack table's ranged column (a ranged weapon; a spell unless a touch spell). */
export function isRangedAttack(source: WoundsAttackSource): boolean {
  return "weapon" in source ? source.weapon.data.kind === "ranged" : source.spell.data.ranged;
}

/** The item's attack reads the ranged column (false for an item that is no attack). */
export function rangedItem(item: Item.Implementation): boolean {
  const source = woundsAttackOf(item);
  return source !== undefined && isRangedAttack(source);
}
