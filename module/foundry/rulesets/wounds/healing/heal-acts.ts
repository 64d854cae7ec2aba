/**
 * The healing actions a `wounds` sheet takes on the user's target (seed 004's "Action: Treat Wound", "Action: Treat
 * Condition" and "Action: Stabilize"), as `fray.sheetAct` names them: the act's id is the engine's action id, Treat
 * Wound's choice the wound level to treat ("choose what level of wound to treat"), Treat Condition's the effect
 * ("Choose one of the following effects currently affecting the target"). Plain data, read on both sides.
 */
import { TREATABLE, type Treatable } from "../../../../engine/rulesets/wounds/healing/treat-condition.ts";
import { isWoundLevel, type WoundLevel } from "../../../../engine/rulesets/wounds/tables/wound-levels.ts";
import type { SheetActRequest } from "../../../queries/sheet-act-payload.ts";
import { actAim, aimRequest } from "../combat/act-aim.ts";

export type HealAct =
  | { readonly action: "treatWound"; readonly level: WoundLevel }
  | { readonly action: "treatCondition"; readonly which: Treatable }
  | { readonly action: "stabilize" };

const isTreatable = (value: unknown): value is Treatable => TREATABLE.some((t) => t === value);

/** The act a request names, or undefined for any other act, or one without the choice it needs. */
export function healActOf(request: SheetActRequest): HealAct | undefined {
  const { act, choice } = request;
  if (act === "stabilize" && choice === undefined) return { action: "stabilize" };
  if (act === "treatWound" && isWoundLevel(choice)) return { action: "treatWound", level: choice };
  if (act === "treatCondition" && isTreatable(choice)) return { action: "treatCondition", which: choice };
  return undefined;
}

/** The request the sheet sends for `act` on `targetUuid`. */
export function healRequest(act: HealAct, targetUuid: string): SheetActRequest {
  if (act.action === "treatWound") return { act: act.action, targetUuid, choice: act.level };
  if (act.action === "treatCondition") return { act: act.action, targetUuid, choice: act.which };
  return { act: act.action, targetUuid };
}

/** The act as the combatant keeps it while it is paid over turns (combat/act-aim.ts). */
export function healAim(act: HealAct, targetUuid: string): string {
  return actAim(healRequest(act, targetUuid));
}

/** The request an aim stands for, when it is a healing act's. */
export function healAimRequest(aim: string): SheetActRequest | undefined {
  const request = aimRequest(aim);
  return request && healActOf(request) ? request : undefined;
}
