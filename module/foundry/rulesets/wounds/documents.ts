/** Reading `wounds` documents into the plain sources the derivation and the forecast take. */
import { WoundsCharacterModel, WoundsNpcModel } from "./data/actor-models.ts";
import { WoundsWeaponModel } from "./data/item-models.ts";
import type { WoundsActorView } from "./forecast.ts";
import { gearSourcesOf } from "./gear-sources.ts";
import type { Named, WoundsWeaponSource } from "./sources.ts";

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
