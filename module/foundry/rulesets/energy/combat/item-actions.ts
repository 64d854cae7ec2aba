/**
 * The `energy` actions whose cost the item or the situation decides, as the sheet offers them and the spend reads
 * them back: Load a ranged weapon ("Energy cost varies depending on weapon used"), Stow/Equip an item ("a side arm,
 * or otherwise easily accessible item takes only 1 Energy. Most other items require 2 Energy"), and Pick Up in its
 * two named situations ("If you scoop up an item on a table while running past, you needn't spend additional
 * Energy. If you pick up an item off the ground you spend 1 Energy and become Exposed"). An item-bound action names
 * its item by id only (`load:<itemId>`): whoever reads it looks the item up on the actor's own documents (the GM,
 * when it pays), so the cost is never the client's. Using an ability (`useAbility:<itemId>`) costs the Energy and
 * Stamina the ability lists (rules page decision 100), read the same way. Plain data, no Foundry globals.
 */
import type { ActionRequest, ListedAbilityCost } from "../../../../engine/rulesets/energy/economy/request.ts";

/** The actions taken with one of the actor's items. */
export const ITEM_ACTIONS = ["load", "stowEquip", "useAbility"] as const;
export type ItemActionKind = (typeof ITEM_ACTIONS)[number];

/** Pick Up's two named situations; the plain `pickUpItem` is any other (the list's 2 Energy). */
export const PICK_UP_IN_PASSING_ACTION = "pickUpInPassing";
export const PICK_UP_FROM_GROUND_ACTION = "pickUpFromGround";

/** What the item-bound actions read of an item: what it is called, whether it can be loaded, whether it stows. */
export interface ActionItem {
  readonly id: string;
  readonly name: string;
  /** A ranged weapon's Load cost (null: the weapon names none); undefined: not a weapon that loads. */
  readonly loadEnergy?: number | null;
  /** "a side arm, or otherwise easily accessible item"; undefined: not an item the sheet stows or equips. */
  readonly sideArm?: boolean;
  /** An ability's listed cost; undefined: not an ability. */
  readonly ability?: ListedAbilityCost;
}

/** An item of the actor as its kind and fields say: ranged weapons load; weapons, shields and gear stow. */
export type ItemFacts =
  | {
      readonly kind: "weapon";
      readonly weaponKind: string;
      readonly loadEnergy: number | null;
      readonly sideArm: boolean;
    }
  | { readonly kind: "shield" | "gear"; readonly sideArm: boolean }
  | {
      readonly kind: "ability";
      readonly energy: number;
      readonly stamina: number;
      /** Its Stamina enhances the last attack (engine `economy/enhancement.ts`). */
      readonly enhancesAttack: boolean;
    };

/** "This action loads a ranged weapon with ammunition": only ranged weapons load (thrown ones are thrown). */
export function actionItem(id: string, name: string, facts: ItemFacts): ActionItem {
  if (facts.kind === "ability") {
    const { energy, stamina, enhancesAttack } = facts;
    return { id, name, ability: { energy, stamina, ...(enhancesAttack ? { enhancesAttack } : {}) } };
  }
  if (facts.kind !== "weapon") return { id, name, sideArm: facts.sideArm };
  const loads = facts.weaponKind === "ranged";
  return { id, name, sideArm: facts.sideArm, ...(loads ? { loadEnergy: facts.loadEnergy } : {}) };
}

const SEPARATOR = ":";

export function itemActionId(kind: ItemActionKind, itemId: string): string {
  return `${kind}${SEPARATOR}${itemId}`;
}

/** The item-bound action an id names, or undefined for any other id. */
export function parseItemAction(action: string): { kind: ItemActionKind; itemId: string } | undefined {
  const at = action.indexOf(SEPARATOR);
  if (at < 0) return undefined;
  const kind = ITEM_ACTIONS.find((known) => known === action.slice(0, at));
  const itemId = action.slice(at + 1);
  return kind && itemId !== "" ? { kind, itemId } : undefined;
}

/** The engine request of an item-bound action on `item`, or undefined when the item cannot take it. */
export function itemActionRequest(kind: ItemActionKind, item: ActionItem, round: number): ActionRequest | undefined {
  if (kind === "useAbility") return item.ability ? { action: "useAbility", ability: item.ability, round } : undefined;
  if (kind === "load") {
    if (item.loadEnergy === undefined) return undefined;
    return item.loadEnergy === null
      ? { action: "load", round }
      : { action: "load", loadEnergy: item.loadEnergy, round };
  }
  if (item.sideArm === undefined) return undefined;
  return { action: "stowEquip", item: item.sideArm ? "sideArm" : "other", round };
}

/** Pick Up in a named situation, or undefined for any other id. */
export function pickUpRequest(action: string, round: number): ActionRequest | undefined {
  if (action === PICK_UP_IN_PASSING_ACTION) return { action: "pickUpItem", pickUp: "inPassing", round };
  if (action === PICK_UP_FROM_GROUND_ACTION) return { action: "pickUpItem", pickUp: "fromGround", round };
  return undefined;
}
