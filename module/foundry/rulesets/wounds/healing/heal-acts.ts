/**
 * The healing actions a `wounds` sheet takes on the user's target (seed 004's "Action: Treat Wound" and "Action:
 * Stabilize"), as `fray.sheetAct` names them: the act's id is the engine's action id, Treat Wound's choice the wound
 * level to treat ("choose what level of wound to treat"). Plain data, read on both sides.
 */
import { isWoundLevel, type WoundLevel } from "../../../../engine/rulesets/wounds/tables/wound-levels.ts";
import type { SheetActRequest } from "../../../queries/sheet-act-payload.ts";

export type HealAct = { readonly action: "treatWound"; readonly level: WoundLevel } | { readonly action: "stabilize" };

export type HealAction = HealAct["action"];

/** The act a request names, or undefined for any other act or a Treat Wound without a wound level. */
export function healActOf(request: SheetActRequest): HealAct | undefined {
  if (request.act === "stabilize" && request.choice === undefined) return { action: "stabilize" };
  if (request.act === "treatWound" && isWoundLevel(request.choice))
    return { action: "treatWound", level: request.choice };
  return undefined;
}

/** The request the sheet sends for `act` on `targetUuid`. */
export function healRequest(act: HealAct, targetUuid: string): SheetActRequest {
  return act.action === "treatWound"
    ? { act: act.action, targetUuid, choice: act.level }
    : { act: act.action, targetUuid };
}
