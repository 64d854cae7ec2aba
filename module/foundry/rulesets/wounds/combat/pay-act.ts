/**
 * Paying an act taken on a sheet (`fray.sheetAct`) through the room's own spend (spend.ts): an interrupt off its turn,
 * paid in full or refused; refused dead or pinned …; on its own turn an action costing more than the AP left is
 * declared and paid over turns ("declare the action, spend all your current AP, and continue …"), the act's `aim`
 * (act-aim.ts) kept with it for when it takes effect (docs/rules/wounds.md decisions 157, 177). "now": paid.
 */
import type { WoundsActionId } from "../../../../engine/rulesets/wounds/economy/actions.ts";
import type { Refusal } from "../../../combat-room.ts";
import { woundsStateOf } from "./actor.ts";
import { spendWounds } from "./spend.ts";

export async function payAct(
  combatant: Combatant.Implementation,
  action: WoundsActionId,
  aim: string,
): Promise<Refusal | "now" | "declared"> {
  const refusal = await spendWounds(combatant, { action }, aim);
  if (refusal) return refusal;
  return woundsStateOf(combatant)?.pendingAim === aim ? "declared" : "now";
}
