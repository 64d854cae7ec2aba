/**
 * Attack rolls (seed 000): "you roll your action dice (1d20) plus any Bonus Dice you have from your Ability Scores.
 * Agility for weapons and hand to hand, Soul for spells, and Speed for many techniques. To land your attack, you
 * must roll higher than your target's Guard". Visibility adds "+5 VS penalty to hit the target" and the like, which
 * Fray adds to the Guard the total must exceed. Off-hand: "The Off-Hand attack suffers a 2 Challenge penalty to
 * your Bonus Dice to hit and damage."
 */
import type { AuditEntry } from "../../../core/dice/audit.ts";
import type { DiceRequest, FlatModifier } from "../../../core/dice/request.ts";
import { actionRollRequest, type BonusDiceSource, type RollAdjustments } from "./check.ts";
import type { Challenge } from "./rank.ts";

export const OFF_HAND_SOURCE = "Off-hand attack";
/** "a 2 Challenge penalty to your Bonus Dice to hit and damage": both challenges also apply to the damage roll. */
export const OFF_HAND_CHALLENGES: readonly Challenge[] = [
  { source: OFF_HAND_SOURCE, appliesToEffect: true },
  { source: OFF_HAND_SOURCE, appliesToEffect: true },
];
/** Vigor an Off-Hand attack consumes ("you may consume 8 Vigor to make an Off-Hand attack"). */
export const OFF_HAND_VIGOR = 8;

/** Which ability usually feeds an attack's bonus dice. */
export const ATTACK_STYLES = ["weapon", "unarmed", "spell", "technique"] as const;
export type AttackStyle = (typeof ATTACK_STYLES)[number];
export const ATTACK_ABILITY = {
  weapon: "agility",
  unarmed: "agility",
  spell: "soul",
  technique: "speed",
} as const satisfies Record<AttackStyle, string>;

export interface AttackInput extends RollAdjustments {
  /** Bonus dice from the ability (see ATTACK_ABILITY), skills and talents. */
  readonly dice: readonly BonusDiceSource[];
  /** The target's Guard after its own modifiers (armor, size, cover, behind-and-unaware). */
  readonly guard: number;
  /** "+5 VS penalty to hit the target" and similar: added to the Guard the attack must exceed. */
  readonly vsPenalties?: readonly FlatModifier[];
  readonly offHand?: boolean;
  readonly label?: string;
}

export function attackRequest(input: AttackInput): DiceRequest {
  const penalties = input.vsPenalties ?? [];
  const audit: AuditEntry[] = penalties.map((penalty) => ({
    type: "vs",
    source: penalty.source,
    value: penalty.value,
  }));
  const value = penalties.reduce((sum, penalty) => sum + penalty.value, input.guard);
  const challenges = [...(input.challenges ?? []), ...(input.offHand === true ? OFF_HAND_CHALLENGES : [])];
  return actionRollRequest({
    label: input.label ?? (input.offHand === true ? "Off-hand attack" : "Attack"),
    dice: input.dice,
    charges: input.charges,
    challenges,
    wounded: input.wounded,
    modifiers: input.modifiers,
    target: { kind: "exceed", value, source: "Guard" },
    audit,
  });
}
