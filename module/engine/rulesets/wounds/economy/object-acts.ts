import { RETRIEVE_COSTS, USE_OBJECT_COSTS, type Container, type ObjectUse } from "../tables/objects.ts";
import type { WoundsActionId } from "./actions.ts";

/**
 * Acts whose cost belongs to what they handle (seed 004), as `takeAction` is asked for them:
 * - Retrieve or Stow an Item: "The AP cost for different containers are as follows" (scabbard 1, pouch 3, backpack 6).
 * - Use an Object: "Many items include an AP cost in their descriptions. Other actions have an AP cost as listed below
 *   or at the GM's discretion": the seed's listed uses, or an item's own cost; an item naming none costs the
 *   action's listed cost (the GM's discretion: the `apCosts` setting, decision 33).
 * - An ability is an action stat block: "The top right corner of the block shows the AP cost and may also show a
 *   stamina cost"; "If an action costs stamina, the stamina is spent when the action takes effect".
 */
export type CostedAct =
  | { readonly kind: "retrieve"; readonly container: Container }
  | { readonly kind: "use"; readonly use: ObjectUse }
  | { readonly kind: "item"; readonly apCost: number }
  | { readonly kind: "ability"; readonly ap: number; readonly stamina: number };

/** The engine action with the cost that replaces its listed one (`baseCost`) and the stamina it spends. */
export interface ActCost {
  readonly action: WoundsActionId;
  readonly baseCost?: number;
  readonly stamina: number;
}

export function actCost(act: CostedAct): ActCost {
  switch (act.kind) {
    case "retrieve":
      return { action: "retrieveStow", baseCost: RETRIEVE_COSTS[act.container].ap, stamina: 0 };
    case "use":
      return { action: "useObject", baseCost: USE_OBJECT_COSTS[act.use].ap, stamina: 0 };
    case "item":
      // An item's stored 0 names no cost of its own (rw/data/item-models.ts `apCost`).
      return act.apCost > 0
        ? { action: "useObject", baseCost: act.apCost, stamina: 0 }
        : { action: "useObject", stamina: 0 };
    case "ability":
      return { action: "useAbility", baseCost: act.ap, stamina: Math.max(0, act.stamina) };
  }
}
