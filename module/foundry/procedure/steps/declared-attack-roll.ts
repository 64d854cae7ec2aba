/**
 * The attack roll of a declared row (declare.ts), rolled by the GM on relay once the steps before it are taken (a
 * defense chosen before the attacker rolls). Nothing a client sent is used: the GM plans the row's attack again from
 * the attacker, weapon and target as they are now and the situation the row stored (the one plan both the attack
 * flow and the card trust make, chat/attack-card/situation.ts), rolls that request, and reads the outcome through the
 * room with any defense rolled before it. Recorded once (`recordAttackRoll`: a second taking is `stepSettled`, a
 * replayed request `replayed`). The attack's cost was paid when it was declared.
 */
import { recordAttackRoll } from "../../chat/attack-card/transitions.ts";
import { DEFAULT_SITUATION, planRow } from "../../chat/attack-card/situation.ts";
import { readStoredRoll } from "../../chat/attack-card/stored-roll.ts";
import { isRefusal, type CombatRoom } from "../../combat-room.ts";
import { I18N_ROOT } from "../../constants.ts";
import { saveCard } from "../../queries/card-io.ts";
import type { ProcedureStep, StepActor, StepContext } from "../step.ts";

/** The same id as the attack roll made before the card exists: one step, rolled later. */
export const DECLARED_ATTACK_STEP_ID = "attack";

function closed({ row }: StepContext): string | undefined {
  if (row.actorUuid === "") return "unknownTarget";
  return row.attack === null ? undefined : "stepSettled";
}

/** `actor`: whose click asks for the roll (default the attacker's owner); `auto`: the GM's client rolls it at once. */
export function declaredAttackRollStep(room: CombatRoom, actor: StepActor = "attacker"): ProcedureStep {
  return {
    id: DECLARED_ATTACK_STEP_ID,
    actor,
    optional: false,
    awaiting: `${I18N_ROOT}.Card.awaiting.attack`,
    button: { label: `${I18N_ROOT}.Card.attackLabel`, icon: "fa-solid fa-dice-d20" },
    closed,
    plan({ message, card, row, attacker, item, target, requestId }) {
      if (!attacker) return { refused: "unknownActor" };
      if (!item) return { refused: "unknownItem" };
      if (!target) return { refused: "unknownTarget" };
      const plan = planRow(room, { attacker, item }, target, row.situation ?? DEFAULT_SITUATION);
      if (isRefusal(plan)) return plan;
      return {
        roll: plan.request,
        async resolve(roll) {
          if (!roll) return { ok: false, reason: "corruptAttack" };
          const defense = readStoredRoll(row.defense.roll);
          const outcome = plan.settles ? plan.settles(roll.result) : room.resolve(roll.result, defense, row);
          const next = recordAttackRoll(card, row.key, requestId, roll.stored, outcome);
          if (!next.ok) return { ok: false, reason: next.reason };
          await saveCard(message, next.state);
          return { ok: true };
        },
      };
    },
  };
}
