/** Reading `bonus` documents into the plain sources the derivation and the engine take. */
import { BonusCharacterModel, BonusNpcModel } from "./data/actor-models.ts";
import { BonusWeaponModel } from "./data/item-models.ts";
import { armorSourcesOf } from "./armor-sources.ts";
import type { BonusArmorSource, BonusCreatureSource } from "./derive.ts";

export interface BonusActorView {
  readonly source: BonusCreatureSource;
  readonly armor: readonly BonusArmorSource[];
  readonly statuses: ReadonlySet<string>;
}

/** The actor's `bonus` data, or undefined when the actor is not a `bonus` creature. */
export function bonusActorView(actor: Actor.Implementation): BonusActorView | undefined {
  const system = actor.system;
  if (!(system instanceof BonusCharacterModel) && !(system instanceof BonusNpcModel)) return undefined;
  return { source: system, armor: armorSourcesOf(actor.items.contents), statuses: actor.statuses };
}

/** The item's weapon data, or undefined when it is not a `bonus` weapon. */
export function bonusWeaponOf(item: Item.Implementation): BonusWeaponModel | undefined {
  return item.system instanceof BonusWeaponModel ? item.system : undefined;
}
