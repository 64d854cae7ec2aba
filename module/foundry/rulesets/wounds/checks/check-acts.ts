/**
 * The actions whose check the GM rolls when a sheet's Actions button takes them (checks/take-check-act.ts; docs/rules/
 * wounds.md decision 172): Escape, Drag, Pin, Hinder with its hindrance, Enter Occupied Space, Dash (its check when
 * it is the round's second), Return to the Surface and Regain Control of a Mount. Hinder is one button per hindrance
 * (`hinder:<hindrance>`, as Change Posture is one per posture), the hindrance its `fray.sheetAct` choice. Taken as
 * the readied reaction, the act keeps its check (decision 229): its button is `readied:<button>` (ready-rows.ts), its
 * request's act `readied-<action>`. Plain data, read on both sides.
 */
import type { WoundsActionId } from "../../../../engine/rulesets/wounds/economy/actions.ts";
import { HINDRANCE_IDS, type HindranceId } from "../../../../engine/rulesets/wounds/tables/hindrances.ts";
import type { Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import type { SheetActRequest } from "../../../queries/sheet-act-payload.ts";
import { READIED } from "../combat/readied.ts";

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

/** The act, and whether it is taken as the readied reaction (decision 229). */
export type CheckAct = (TargetedAct | { readonly action: OwnAct }) & { readonly readied?: true };

/** A request's act id for an act taken readied: `readied-escape` (an id holds no ":"). */
const READIED_ACT = `${READIED}-`;
/** A button id for an act taken readied: `readied:escape`, `readied:hinder:trip` (the spend's `readied:<choice>`). */
const READIED_BUTTON = `${READIED}:`;

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

/** The button id of `act` readied: `readied:escape`, `readied:hinder:trip`. */
export function readiedCheckButton(act: CheckAct): string {
  return READIED_BUTTON + (act.action === HINDER ? hinderAction(act.hindrance) : act.action);
}

/**
 * The act an Actions-section button id names (`escape`, `hinder:trip`, readied: `readied:escape`), or undefined for
 * any other button.
 */
export function checkActOfButton(button: string): CheckAct | undefined {
  const readied = button.startsWith(READIED_BUTTON);
  const [action, hindrance, ...rest] = (readied ? button.slice(READIED_BUTTON.length) : button).split(":");
  if (action === undefined || rest.length > 0) return undefined;
  const act = readied ? READIED_ACT + action : action;
  return checkActOf({ act, ...(hindrance === undefined ? {} : { choice: hindrance }) });
}

/** The act a `fray.sheetAct` request names, or undefined for any other act or a choice it does not take. */
export function checkActOf(request: Pick<SheetActRequest, "act" | "choice">): CheckAct | undefined {
  const { choice } = request;
  const readied = request.act.startsWith(READIED_ACT);
  const act = readied ? request.act.slice(READIED_ACT.length) : request.act;
  const taken = readied ? { readied: true as const } : {};
  if (act === HINDER) return isHindrance(choice) ? { action: HINDER, hindrance: choice, ...taken } : undefined;
  if (!isCheckActId(act) || act === HINDER || choice !== undefined) return undefined;
  return { action: act, ...taken };
}

/** The request the sheet sends for `act` on `targetUuid` (the taker's own uuid for an act that aims at no one). */
export function checkActRequest(act: CheckAct, targetUuid: string): SheetActRequest {
  const id = (act.readied ? READIED_ACT : "") + act.action;
  return act.action === HINDER ? { act: id, targetUuid, choice: act.hindrance } : { act: id, targetUuid };
}
