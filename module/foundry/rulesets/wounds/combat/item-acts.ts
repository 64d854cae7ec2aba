/**
 * The acts that name what they handle (seed 004; rules page decisions 178–180): Retrieve or Stow by its container
 * ("The AP cost for different containers are as follows"), Use an Object by one of the seed's listed uses or by an
 * owned item ("Many items include an AP cost in their descriptions"), and an owned ability by its own action block
 * ("shows the AP cost and may also show a stamina cost"). Each is a variant of an engine action in the spend's id
 * (`retrieveStow:pouch`, `useObject:potion`, `useObject:item:<itemId>`, `useAbility:<itemId>`), so the GM's spend
 * re-reads the item from the actor's documents and the engine's `actCost` gives the cost; the bare ids name nothing
 * and are refused. Pure: the sheet's context reads it too.
 */
import type { WoundsActionId } from "../../../../engine/rulesets/wounds/economy/actions.ts";
import { actCost, type ActCost, type CostedAct } from "../../../../engine/rulesets/wounds/economy/object-acts.ts";
import {
  CONTAINERS,
  OBJECT_USES,
  type Container,
  type ObjectUse,
} from "../../../../engine/rulesets/wounds/tables/objects.ts";

/** The engine actions whose spend must name a container, a use or an item. */
export const NAMED_ACTS: readonly WoundsActionId[] = ["retrieveStow", "useObject", "useAbility"];

/** An owned item as the acts read it: a gear item's stored cost, an ability's block. */
export type ActItemSource =
  | {
      readonly id: string;
      readonly name: string;
      readonly kind: "gear";
      readonly system: { readonly apCost: number; readonly quantity: number; readonly description: string };
    }
  | {
      readonly id: string;
      readonly name: string;
      readonly kind: "ability";
      readonly system: {
        readonly kind: string;
        readonly attack: boolean;
        readonly mana: number;
        readonly ap: number;
        readonly stamina: number;
        readonly description: string;
      };
    };

/** An owned item an act can name, with the act it is. */
export interface ActItem {
  readonly id: string;
  readonly name: string;
  /** Its text (HTML), posted when it is used. */
  readonly description: string;
  readonly act: Extract<CostedAct, { kind: "item" | "ability" }>;
}

/** What an act names: a container, one of the seed's listed uses, or an owned item. */
export type ActTarget =
  | { readonly kind: "container"; readonly container: Container }
  | { readonly kind: "use"; readonly use: ObjectUse }
  | { readonly kind: "item"; readonly item: ActItem };

/** One act the spend resolved: the engine's action and cost, and what it names. */
export interface ItemAct {
  readonly cost: ActCost;
  readonly target: ActTarget;
}

export function containerAction(container: Container): string {
  return `retrieveStow:${container}`;
}

export function objectUseAction(use: ObjectUse): string {
  return `useObject:${use}`;
}

export function itemUseAction(itemId: string): string {
  return `useObject:item:${itemId}`;
}

export function abilityAction(itemId: string): string {
  return `useAbility:${itemId}`;
}

export function actItemAction(item: ActItem): string {
  return item.act.kind === "item" ? itemUseAction(item.id) : abilityAction(item.id);
}

/**
 * The owned items an act can name: the gear items held (a quantity of 0 is none: "an object that you have in hand or
 * that is within reach"), and the abilities that are not spells or attacks (those are Cast
 * a Spell's and the card's) and ask no mana ("If it requires mana, it must be invested in some way, dependent on the
 * type of action": a spell's, decision 35).
 */
export function actItems(items: readonly ActItemSource[]): ActItem[] {
  return items.flatMap((item): ActItem[] => {
    const named = { id: item.id, name: item.name, description: item.system.description };
    if (item.kind === "gear") {
      return item.system.quantity > 0 ? [{ ...named, act: { kind: "item", apCost: item.system.apCost } }] : [];
    }
    const s = item.system;
    if (s.kind !== "ability" || s.attack || s.mana > 0) return [];
    return [{ ...named, act: { kind: "ability", ap: s.ap, stamina: s.stamina } }];
  });
}

/** The act a spend id names, its cost read from `items` (the actor's own); undefined for any other id. */
export function itemAct(action: string, items: readonly ActItem[]): ItemAct | undefined {
  const container = CONTAINERS.find((c) => containerAction(c) === action);
  if (container) return { cost: actCost({ kind: "retrieve", container }), target: { kind: "container", container } };
  const use = OBJECT_USES.find((u) => objectUseAction(u) === action);
  if (use) return { cost: actCost({ kind: "use", use }), target: { kind: "use", use } };
  const item = items.find((i) => actItemAction(i) === action);
  return item ? { cost: actCost(item.act), target: { kind: "item", item } } : undefined;
}

/** Every act the actor's `items` offer, in the order the sheet lists them: containers, listed uses, items. */
export function itemActs(items: readonly ActItem[]): { readonly action: string; readonly act: ItemAct }[] {
  const ids = [...CONTAINERS.map(containerAction), ...OBJECT_USES.map(objectUseAction), ...items.map(actItemAction)];
  return ids.flatMap((action) => {
    const act = itemAct(action, items);
    return act ? [{ action, act }] : [];
  });
}
