/**
 * The actions whose check the GM rolls when a sheet's Actions button takes them (checks/take-check-act.ts; docs/rules/
 * wounds.md decision 172): Escape, Drag, Pin, Hinder with its hindrance, Enter Occupied Space, Dash (its check when
 * it is the round's second), Return to the Surface and Regain Control of a Mount. Hinder is one button per hindrance
 * (`hinder:<hindrance>`, as Change Posture is one per posture), the hindrance its `fray.sheetAct` choice. Plain data,
 * read on both sides.
 */
import type { WoundsActionId } from "../../../../engine/rulesets/wounds/economy/actions.ts";
import { HINDRANCE_IDS, type HindranceId } from "../../../../engine/rulesets/wounds/tables/hindrances.ts";
import type { Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { SheetActRequest } from "../../../queries/sheet-act-payload.ts";

/** The actions aimed at another creature: the user's target. */
export const TARGETED_CHECK_ACTS = [
  "escape",
  "pin",
  "enterOccupiedSpace",
  "hinder",
] as const satisfies readonly WoundsActionId[];
/** The actions whose check is the creature's own (Drag reads its opponents from the scene). */
export const OWN_CHECK_ACTS = [
  "drag",
  "dash",
  "swimToSurface",
  "regainMountControl",
] as const satisfies readonly WoundsActionId[];
export const CHECK_ACTS = [...TARGETED_CHECK_ACTS, ...OWN_CHECK_ACTS] as const;

export type CheckActId = (typeof CHECK_ACTS)[number];
export type OwnAct = (typeof OWN_CHECK_ACTS)[number];

export const HINDER = "hinder";

/** Why an action's check cannot be taken now, in the room's own words (`FRAY.Wounds.ActionCheck.Refusal.<code>`). */
export const checkRefused = (code: string): Refusal => ({ refused: `${I18N_ROOT}.Wounds.ActionCheck.Refusal.${code}` });

export type TargetedAct =
  | { readonly action: Exclude<(typeof TARGETED_CHECK_ACTS)[number], typeof HINDER> }
  | { readonly action: typeof HINDER; readonly hindrance: HindranceId };

export type CheckAct = TargetedAct | { readonly action: OwnAct };

const isCheckActId = (value: string): value is CheckActId => CHECK_ACTS.some((id) => id === value);
const isHindrance = (value: unknown): value is HindranceId => HINDRANCE_IDS.some((id) => id === value);

/** The Actions section's button id for a hindrance. */
export function hinderAction(hindrance: HindranceId): string {
  return `${HINDER}:${hindrance}`;
}

/** Is the act aimed at another creature (the user's target) rather than at its taker? */
export function isTargeted(act: CheckAct): act is TargetedAct {
  return TARGETED_CHECK_ACTS.some((id) => id === act.action);
}

/** The act an Actions-section button id names (`escape`, `hinder:trip`), or undefined for any other button. */
export function checkActOfButton(button: string): CheckAct | undefined {
  const [action, hindrance, ...rest] = button.split(":");
  if (action === undefined || rest.length > 0) return undefined;
  return checkActOf({ act: action, ...(hindrance === undefined ? {} : { choice: hindrance }) });
}

/** The act a `fray.sheetAct` request names, or undefined for any other act or a choice it does not take. */
export function checkActOf(request: Pick<SheetActRequest, "act" | "choice">): CheckAct | undefined {
  const { act, choice } = request;
  if (act === HINDER) return isHindrance(choice) ? { action: HINDER, hindrance: choice } : undefined;
  if (!isCheckActId(act) || act === HINDER || choice !== undefined) return undefined;
  return { action: act };
}

/** The request the sheet sends for `act` on `targetUuid` (the taker's own uuid for an act that aims at no one). */
export function checkActRequest(act: CheckAct, targetUuid: string): SheetActRequest {
  return act.action === HINDER ? { act: HINDER, targetUuid, choice: act.hindrance } : { act: act.action, targetUuid };
}
