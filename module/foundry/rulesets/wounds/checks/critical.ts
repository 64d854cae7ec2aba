/**
 * A `wounds` check's critical, as the shared check card names it (chat/check-card/). "If you roll a critical success
 * on an attack roll …" is the seed's only critical rule: by default only wild rolls are critical (rules page decision
 * 2, world setting `criticals`), so a combat check's natural maximum is named and a standard skill check's is not.
 */
import type { RollResult } from "../../../../engine/core/dice/result.ts";
import { checkCritical } from "../../../../engine/rulesets/wounds/dice/check.ts";
import type { CheckCritical } from "../../../chat/check-card/data.ts";
import { woundsOptions } from "../rule-variants.ts";

/** The card's reading of a wild (`wild`) or standard check's result. */
export function checkCardCritical(wild: boolean): (result: RollResult) => CheckCritical {
  return (result) => checkCritical(result, wild, woundsOptions()) ?? "none";
}
