/** Reading `bonus` documents into the plain sources the derivation and the engine take. */
import { BonusCharacterModel, BonusNpcModel } from "./data/actor-models.ts";
import { BonusAbilityModel, BonusWeaponModel } from "./data/item-models.ts";
import { armorSourcesOf } from "./armor-sources.ts";
import type { BonusDiceItem } from "./bonus-dice.ts";
import type { AbilityItem } from "./combat/ability-actions.ts";
import type { BonusArmorSource, BonusCreatureSource } from "./derive.ts";

export interface BonusActorView {
  readonly source: BonusCreatureSource;
  readonly armor: readonly BonusArmorSource[];
  /** Skills and talents with the bonus dice they add (bonus-dice.ts). */
  readonly dice: readonly BonusDiceItem[];
  readonly statuses: ReadonlySet<string>;
  /** An NPC marked as an inanimate object (data/actor-models.ts): hit through the object pipeline, never reacting. */
  readonly object: boolean;
}

/** The actor's ability items as the bonus-dice reading takes them. */
export function bonusDiceItemsOf(items: Iterable<Item.Implementation>): BonusDiceItem[] {
  return [...items].flatMap((item) => {
    const s = item.system;
    return s instanceof BonusAbilityModel ? [{ name: item.name, kind: s.kind, bonusDice: s.bonusDice }] : [];
  });
}

/** The actor's `bonus` data, or undefined when the actor is not a `bonus` creature. */
export function bonusActorView(actor: Actor.Implementation): BonusActorView | undefined {
  const system = actor.system;
  if (!(system instanceof BonusCharacterModel) && !(system instanceof BonusNpcModel)) return undefined;
  const items = actor.items.contents;
  return {
    source: system,
    armor: armorSourcesOf(items),
    dice: bonusDiceItemsOf(items),
    statuses: actor.statuses,
    object: system instanceof BonusNpcModel && system.object,
  };
}

/** The item's weapon data, or undefined when it is not a `bonus` weapon. */
export function bonusWeaponOf(item: Item.Implementation): BonusWeaponModel | undefined {
  return item.system instanceof BonusWeaponModel ? item.system : undefined;
}

/** The actor's ability items with what using each costs (combat/ability-actions.ts). */
export function abilityItemsOf(items: Iterable<Item.Implementation>): AbilityItem[] {
  return [...items].flatMap((item) => {
    const s = item.system;
    if (!(s instanceof BonusAbilityModel)) return [];
    const { kind, actions, vigor, mana, createsOpening } = s;
    return [{ id: item.id ?? "", name: item.name, kind, actions, vigor, mana, createsOpening }];
  });
}
