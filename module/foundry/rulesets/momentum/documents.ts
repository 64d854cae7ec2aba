/** Reading `momentum` documents into the plain sources the derivation and the engine take. */
import { MomentumCharacterModel, MomentumNpcModel } from "./data/actor-models.ts";
import { MomentumAbilityModel, MomentumWeaponModel } from "./data/item-models.ts";
import { gearSourcesOf } from "./gear-sources.ts";
import {
  type MomentumAbilitySource,
  type MomentumCreatureSource,
  type MomentumGearSources,
  type MomentumWeaponSource,
  type Named,
} from "./sources.ts";

export interface MomentumActorView {
  readonly source: MomentumCreatureSource;
  readonly gear: MomentumGearSources;
  readonly statuses: ReadonlySet<string>;
}

/** The actor's `momentum` data, or undefined when the actor is not a `momentum` creature. */
export function momentumActorView(actor: Actor.Implementation): MomentumActorView | undefined {
  const system = actor.system;
  if (!(system instanceof MomentumCharacterModel) && !(system instanceof MomentumNpcModel)) return undefined;
  return { source: system, gear: gearSourcesOf(actor.items.contents), statuses: actor.statuses };
}

/** The item's weapon data with its id and name, or undefined when it is not a `momentum` weapon. */
export function momentumWeaponOf(item: Item.Implementation): Named<MomentumWeaponSource> | undefined {
  const data = item.system;
  return data instanceof MomentumWeaponModel ? { id: item.id ?? "", name: item.name, data } : undefined;
}

/** The item's Ability data with its id and name, or undefined when it is not a `momentum` Ability. */
export function momentumAbilityOf(item: Item.Implementation): Named<MomentumAbilitySource> | undefined {
  const data = item.system;
  return data instanceof MomentumAbilityModel ? { id: item.id ?? "", name: item.name, data } : undefined;
}
