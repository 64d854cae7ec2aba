/**
 * Mount/Dismount as the sheet asks for it (`fray.sheetAct`; mounted/take-mount.ts): the engine's action id, aimed at
 * the user's target (the mount) or at the rider itself. Plain data, read on both sides and by the sheet's context.
 */
import type { WoundsActionId } from "../../../../engine/rulesets/wounds/economy/actions.ts";
import type { SheetActRequest } from "../../../queries/sheet-act-payload.ts";

export const MOUNT_ACT = "mountDismount" satisfies WoundsActionId;

/** Is this `fray.sheetAct` request the Mount/Dismount act? */
export function isMountAct(request: Pick<SheetActRequest, "act" | "choice">): boolean {
  return request.act === MOUNT_ACT && request.choice === undefined;
}
