/**
 * The `wounds` room's acts taken on a sheet (`fray.sheetAct`, `RoomPlay.sheetAct`): an action's check from the
 * Actions section (checks/take-check-act.ts), Mount/Dismount (mounted/take-mount.ts), a timed act or a jump declared
 * over turns from the Checks section (timed-act.ts, checks/take-jump.ts) or a healing act from the Healing section
 * (healing/take-heal.ts); and, when one of them declared over turns has its last AP paid, the act done then on the
 * aim it was declared with.
 */
import type { Refusal } from "../../../combat-room.ts";
import type { SheetActRequest } from "../../../queries/sheet-act-payload.ts";
import { checkActOf } from "../checks/check-acts.ts";
import { JUMP_OVER_TURNS_ACT } from "../checks/jump-over-turns.ts";
import { completeWoundsJump, takeWoundsJump } from "../checks/take-jump.ts";
import { completeWoundsCheckAct, takeWoundsCheckAct } from "../checks/take-check-act.ts";
import { completeWoundsHeal, takeWoundsHeal } from "../healing/take-heal.ts";
import { isMountAct } from "../mounted/mount-act.ts";
import { completeMountAct, takeMountAct } from "../mounted/take-mount.ts";
import { aimRequest } from "./act-aim.ts";
import { takeWoundsTimedAct } from "./timed-act.ts";
import { TIMED_ACT } from "./timed-rounds.ts";

export function takeWoundsSheetAct(
  actor: Actor.Implementation,
  request: SheetActRequest,
): Promise<Refusal | undefined> {
  if (request.act === TIMED_ACT) return takeWoundsTimedAct(actor, request);
  if (request.act === JUMP_OVER_TURNS_ACT) return takeWoundsJump(actor, request);
  if (isMountAct(request)) return takeMountAct(actor, request);
  return checkActOf(request) ? takeWoundsCheckAct(actor, request) : takeWoundsHeal(actor, request);
}

export async function completeWoundsSheetAct(combatant: Combatant.Implementation, aim: string): Promise<void> {
  const request = aimRequest(aim);
  if (request && isMountAct(request)) await completeMountAct(combatant, request);
  else if (request?.act === JUMP_OVER_TURNS_ACT) await completeWoundsJump(combatant, request);
  else if (request && checkActOf(request)) await completeWoundsCheckAct(combatant, request);
  else await completeWoundsHeal(combatant, aim);
}
