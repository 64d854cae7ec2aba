/**
 * The rests of seed 004 as the sheet offers them (plain data): "A short rest lasts at least 15 minutes, while a long
 * rest lasts 8 hours", each completed as the engine's `shortRest` and `longRest` apply it ("Apply these benefits in
 * order when you complete the rest"), and a new day ("you can only gain the benefits of a long rest twice per day").
 * An interrupted rest is the GM's (docs/rules/wounds.md decision 110). Whether one can be taken now is the engine's
 * own answer, so the sheet's reason and the rest's refusal never differ.
 */
import type { WoundsCreature } from "../../../../engine/rulesets/wounds/creature.ts";
import type { WoundsRefusalCode } from "../../../../engine/rulesets/wounds/economy/refusal.ts";
import { longRest, newDay } from "../../../../engine/rulesets/wounds/rest/long.ts";
import { shortRest } from "../../../../engine/rulesets/wounds/rest/short.ts";
import { I18N_ROOT } from "../../../constants.ts";

/**
 * `longTended`: the long rest with another character tending the rester ("If you tend another character for at least
 * two hours while they are taking a long rest"), the user's target (decision 151).
 */
export const REST_KINDS = ["short", "long", "longTended", "newDay"] as const;
export type RestKind = (typeof REST_KINDS)[number];

/**
 * Why a rest cannot be taken now: an engine refusal code, fighting in a started combat, a day with no rest used, or a
 * tended rest with no other character to tend.
 */
export type RestRefusal = WoundsRefusalCode | "inCombat" | "noRestUsed" | "noTender";

export const isRestKind = (value: unknown): value is RestKind => REST_KINDS.some((k) => k === value);

export function restRefusal(
  c: WoundsCreature,
  kind: RestKind,
  inCombat: boolean,
  hasTender: boolean,
): RestRefusal | undefined {
  if (kind === "newDay") return newDay(c) === c ? "noRestUsed" : undefined;
  if (inCombat) return "inCombat";
  if (kind === "longTended" && !hasTender) return "noTender";
  // Sleep is the player's word: the button says the rest was completed after a night's sleep (decision 110).
  const outcome = kind === "short" ? shortRest(c) : longRest(c, { sleptWithin24h: true });
  return outcome.ok ? undefined : outcome.reason.code;
}

const OWN_REFUSALS: readonly RestRefusal[] = ["inCombat", "noRestUsed", "noTender"];

/** The refusal's localization key: the rest's own words, or the engine's code as every `wounds` refusal reads. */
export function restRefusalKey(refusal: RestRefusal): string {
  return OWN_REFUSALS.includes(refusal)
    ? `${I18N_ROOT}.Wounds.Rest.Refusal.${refusal}`
    : `${I18N_ROOT}.Wounds.Refusal.${refusal}`;
}
