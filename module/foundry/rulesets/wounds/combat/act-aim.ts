/**
 * An act taken on a sheet (`fray.sheetAct`: a healing act, an action's check) as the combatant keeps it while it is
 * paid over turns (the engine's opaque `aim`, a combatant's `pendingAim`; docs/rules/wounds.md decisions 157, 177):
 * its id, its choice and its target's uuid, none of which holds a "|". Given back when the act takes effect, the
 * request is read again from the documents as they stand, as a new one would be.
 */
import type { SheetActRequest } from "../../../queries/sheet-act-payload.ts";

export function actAim(request: SheetActRequest): string {
  return [request.act, request.choice ?? "", request.targetUuid].join("|");
}

/** The request an aim stands for, when it is one `actAim` wrote. */
export function aimRequest(aim: string): SheetActRequest | undefined {
  const [act, choice, targetUuid, ...rest] = aim.split("|");
  if (!act || choice === undefined || !targetUuid || rest.length > 0) return undefined;
  return choice === "" ? { act, targetUuid } : { act, targetUuid, choice };
}
