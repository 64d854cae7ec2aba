/**
 * May this target defend against this row's attack now? The reaction gate of the encounter both fight in (own turn,
 * one reaction per trigger), then the room's own refusal (Winded, Vigor short, incapacitated, cannot roll Evasion).
 * One reading for the three places that ask: the GM taking the Defend (reaction-roll.ts), the GM deciding a hit is
 * settled (chat/attack-card/settled.ts), and every client showing why the Defend button is absent.
 */
import type { TargetRow } from "../../chat/attack-card/data.ts";
import type { RollResult } from "../../../engine/core/dice/result.ts";
import { isRefusal, type CombatRoom, type PlannedDefense, type Refusal } from "../../combat-room.ts";
import { reactionGate, type ReactionGate } from "../../combat/reactions.ts";

export interface DefenseAllowed {
  readonly gate: ReactionGate;
  readonly plan: PlannedDefense;
}

/** The card row's trigger: one reaction per attack row (`<message id>.<row key>`). */
export function rowTrigger(messageId: string, row: TargetRow): string {
  return `${messageId}.${row.key}`;
}

export function defenseCheck(
  room: CombatRoom,
  defense: {
    readonly target: Actor.Implementation;
    readonly attacker: Actor.Implementation | undefined;
    readonly attack: RollResult;
    readonly row: TargetRow;
    readonly trigger: string;
  },
): DefenseAllowed | Refusal {
  const gate = reactionGate(defense.target, defense.trigger, defense.attacker);
  if (gate.refusal) return gate.refusal;
  const plan = room.planDefense(defense.target, defense.attack, gate.ownTurn, defense.row);
  return isRefusal(plan) ? plan : { gate, plan };
}
