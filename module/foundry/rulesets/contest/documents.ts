/** Reading `contest` documents into the plain sources the combat roll, damage and maneuvers take. */
import type { Combatant } from "./combat-roll.ts";
import { ContestCharacterModel, ContestNpcModel } from "./data/actor-models.ts";
import { ContestWeaponModel } from "./data/item-models.ts";
import { contestAbilitiesOf, contestGearOf } from "./gear-sources.ts";
import type { ContestAbilitySource, ContestWeaponSource, Named } from "./sources.ts";

/** The actor as one side of a combat roll, or undefined when it is not a `contest` creature. */
export function contestSide(actor: Actor.Implementation): Combatant | undefined {
  const system = actor.system;
  if (!(system instanceof ContestCharacterModel) && !(system instanceof ContestNpcModel)) return undefined;
  return { source: system, gear: contestGearOf(actor.items.contents), statuses: actor.statuses };
}

/** The item's weapon data with its id and name, or undefined when it is not a `contest` weapon. */
export function contestWeaponOf(item: Item.Implementation): Named<ContestWeaponSource> | undefined {
  const data = item.system;
  return data instanceof ContestWeaponModel ? { id: item.id ?? "", name: item.name, data } : undefined;
}

/** The actor as a side of the combat roll with its spells and features (the encounter-odds tool reads both). */
export function contestDocumentSources(
  actor: Actor.Implementation,
): { readonly side: Combatant; readonly abilities: readonly Named<ContestAbilitySource>[] } | undefined {
  const side = contestSide(actor);
  return side ? { side, abilities: contestAbilitiesOf(actor.items.contents) } : undefined;
}
