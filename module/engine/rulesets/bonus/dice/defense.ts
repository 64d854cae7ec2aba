/**
 * The Defense reaction (seed 000): "Roll your action dice (1d20) plus any Bonus Dice you have from Speed. If you
 * score higher than your attacker's roll, you successfully evade the attack." and "If they tie, the contest goes to
 * the attacker, and the strike hits." So the defense total must exceed the attack total.
 */
import type { DiceRequest } from "../../../core/dice/request.ts";
import type { TieWinner } from "../../../core/odds/compare.ts";
import { actionRollRequest, type BonusDiceSource, type RollAdjustments } from "./check.ts";

/** "If they tie, the contest goes to the attacker". */
export const DEFENSE_TIES: TieWinner = "attacker";

export interface DefenseInput extends RollAdjustments {
  /** Speed bonus dice (the caller applies Prone's quartered Speed before counting them), plus any others. */
  readonly dice: readonly BonusDiceSource[];
  /** The attack total being defended against, when known (it becomes the target to exceed). */
  readonly attackTotal?: number;
  /** "Dodge", "Deflect" or "Block" (default "Defense"). */
  readonly label?: string;
}

export function defenseRequest(input: DefenseInput): DiceRequest {
  return actionRollRequest({
    label: input.label ?? "Defense",
    dice: input.dice,
    charges: input.charges,
    challenges: input.challenges,
    wounded: input.wounded,
    modifiers: input.modifiers,
    target:
      input.attackTotal === undefined ? undefined : { kind: "exceed", value: input.attackTotal, source: "Attack roll" },
  });
}
