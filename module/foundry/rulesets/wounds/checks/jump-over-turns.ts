/**
 * A jump declared over turns as the sheet and the relay name it (checks/take-jump.ts, docs/rules/wounds.md decision
 * 215): "If you attempt to jump farther than you have AP available to move, you can declare your intent to jump and
 * spend all your AP until the necessary amount has been spent". Its act id, the yards the sheet's stepper offers (from
 * 1 to 40, the most a long jump's check reaches at the table), and the `fray.sheetAct` request that asks the GM to
 * declare one. Plain data, read on both sides.
 */
import type { Stepper } from "../../../applications/parts/stepper.ts";
import type { SheetActRequest } from "../../../queries/sheet-act-payload.ts";

export const JUMP_OVER_TURNS_ACT = "declareJump";
export const JUMP_YARDS: Stepper = { min: 1, max: 40, initial: 10, steps: [-5, -1, 1, 5] };

/** The request the sheet sends to declare a jump of `yards` for `actor`. */
export function jumpOverTurnsRequest(actorUuid: string, yards: number): SheetActRequest {
  return { act: JUMP_OVER_TURNS_ACT, targetUuid: actorUuid, choice: String(yards) };
}
