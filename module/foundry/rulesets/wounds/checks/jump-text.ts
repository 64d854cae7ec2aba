/**
 * A jump in words (`FRAY.Wounds.Jump.*`): its name on the sheet and the card ("Long jump (5-yard run-up)"), the checks
 * after it (a landing's, a ledge's) and how far it reaches ("A long jump of up to 11 feet: 4 yards of movement …"). Plain data, read by the sheet and the roll.
 */
import {
  JUMP_KINDS,
  type JumpKind,
  type JumpReach,
  LANDING_CHECKS,
  type LandingCheck,
} from "../../../../engine/rulesets/wounds/movement/jump.ts";
import type { Localizer } from "../../../applications/parts/resource-bar.ts";
import { I18N_ROOT } from "../../../constants.ts";

export const JUMP_KEYS = `${I18N_ROOT}.Wounds.Jump`;

/** The Checks section's jump buttons: each kind with a run-up, then standing. */
export const JUMP_OFFERS: readonly { readonly kind: JumpKind; readonly runUp: boolean }[] = JUMP_KINDS.flatMap((kind) =>
  [true, false].map((runUp) => ({ kind, runUp })),
);

export function isJumpKind(value: string | undefined): value is JumpKind {
  return JUMP_KINDS.some((kind) => kind === value);
}

export function isLandingCheck(value: string | undefined): value is LandingCheck {
  return LANDING_CHECKS.some((check) => check === value);
}

/** A check after a jump by name: "Landing (Dex [Acrobatics/Balance])". */
export function landingName(i18n: Localizer, check: LandingCheck): string {
  return i18n.localize(`${JUMP_KEYS}.after.${check}.name`);
}

export function jumpName(i18n: Localizer, kind: JumpKind, runUp: boolean): string {
  return i18n.localize(`${JUMP_KEYS}.name.${kind}.${runUp ? "runUp" : "standing"}`);
}

export function jumpReachText(i18n: Localizer, reach: JumpReach): string {
  return reach.kind === "long"
    ? i18n.format(`${JUMP_KEYS}.reach.long`, { feet: reach.feet, yards: reach.yards })
    : i18n.format(`${JUMP_KEYS}.reach.high`, { inches: reach.inches });
}
