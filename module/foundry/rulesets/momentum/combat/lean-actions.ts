/**
 * The spends of leaning out of full cover (rules page decision 125, combat/lean.ts): `leanOut:<combatant id>` names
 * the creature to see, `stopLeaning` ends the lean. Plain data: the sheet's context reads it too.
 */
import { itemAction } from "./item-action.ts";

export const LEAN_OUT = "leanOut";
export const STOP_LEANING = "stopLeaning";

/** The spend that leans out to see the combatant `targetId` (the id is named as an item's is, item-action.ts). */
export function leanOutAction(targetId: string): string {
  return itemAction(LEAN_OUT, targetId);
}
