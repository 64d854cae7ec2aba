/**
 * Initiative (seed 000): "When combat begins, all participants who wish to act roll their action dice. Talents or
 * skills might add bonus dice, as might situational modifiers." Over Watch: "gain a +1 bonus dice to initiative on
 * the first turn of combat so long as it initiated form the expected attack vector, conversely, if an attack is
 * initiated from another vector, the Over Watch combatant is considered Ambushed."
 */
import type { AuditEntry } from "../../../core/dice/audit.ts";
import type { DiceRequest } from "../../../core/dice/request.ts";
import { actionRollRequest, BONUS_GROUP_ID, type BonusDiceSource, type RollAdjustments } from "./check.ts";

export const OVER_WATCH_SOURCE = "Over Watch";

/** Where the opening attack came from, for a combatant in Over Watch. */
export type OverWatchVector = "expected" | "other";

export interface InitiativeInput extends RollAdjustments {
  readonly dice: readonly BonusDiceSource[];
  /** Set when the combatant is in Over Watch. */
  readonly overWatch?: OverWatchVector;
}

export function initiativeRequest(input: InitiativeInput): DiceRequest {
  const extra: BonusDiceSource[] = input.overWatch === "expected" ? [{ source: OVER_WATCH_SOURCE, count: 1 }] : [];
  const audit: AuditEntry[] = extra.map((die) => ({
    type: "add",
    source: die.source,
    groupId: BONUS_GROUP_ID,
    dice: die.count,
  }));
  return actionRollRequest({
    label: "Initiative",
    dice: [...input.dice, ...extra],
    charges: input.charges,
    challenges: input.challenges,
    wounded: input.wounded,
    modifiers: input.modifiers,
    audit,
  });
}

/** "if an attack is initiated from another vector, the Over Watch combatant is considered Ambushed". */
export function isOverWatchAmbushed(vector: OverWatchVector | undefined): boolean {
  return vector === "other";
}
