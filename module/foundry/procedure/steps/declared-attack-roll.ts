/**
 * The attack roll of a declared row (declare.ts), rolled by the GM on relay once the steps before it are taken (a
 * defense chosen before the attacker rolls). Nothing a client sent is used: the GM plans the row's attack again from
 * the attacker, weapon and target as they are now and the situation the row stored (the one plan both the attack
 * flow and the card trust make, chat/attack-card/situation.ts), rolls that request, and reads the outcome through the
 * room with any defense rolled before it. Recorded once (`recordAttackRoll`: a second taking is `stepSettled`, a
 * replayed request `replayed`). The attack's cost was paid when it was declared. A room whose attack depends on a
 * choice taken on the row before the roll (a Defend that swaps the Defense the attack meets) plans the row itself
 * (`planFor`), from the same documents and stored situation; its plan's `settles` then reads the outcome.
 */
import { recordAttackRoll } from "../../chat/attack-card/transitions.ts";
import { DEFAULT_SITUATION, planRow } from "../../chat/attack-card/situation.ts";
import { readStoredRoll } from "../../chat/attack-card/stored-roll.ts";
import { isRefusal, type CombatRoom, type PlannedAttack, type Refusal } from "../../combat-room.ts";
import { I18N_ROOT } from "../../constants.ts";
import { saveCard } from "../../queries/card-io.ts";
import type { ProcedureStep, StepActor, StepContext } from "../step.ts";

/** The same id as the attack roll made before the card exists: one step, rolled later. */
export const DECLARED_ATTACK_STEP_ID = "attack";

/** The row's attack planned again by the GM from the documents as they are and the row as it is stored. */
export type RowPlanner = (
  ctx: StepContext,
  attack: { readonly attacker: Actor.Implementation; readonly item: Item.Implementation },
  target: Actor.Implementation,
) => PlannedAttack | Refusal;

function closed({ row }: StepContext): string | undefined {
  if (row.actorUuid === "") return "unknownTarget";
  return row.attack === null ? undefined : "stepSettled";
}

/**
 * `actor`: whose click asks for the roll (default the attacker's owner); `auto`: the GM's client rolls it at once.
 * `planFor`: the room's own planning of the row (default: the row's stored situation alone, `planRow`).
 */
export function declaredAttackRollStep(
  room: CombatRoom,
  actor: StepActor = "attacker",
  planFor?: RowPlanner,
): ProcedureStep {
  return {
    id: DECLARED_ATTACK_STEP_ID,
    actor,
    optional: false,
    awaiting: `${I18N_ROOT}.Card.awaiting.attack`,
    button: { label: `${I18N_ROOT}.Card.attackLabel`, icon: "fa-solid fa-dice-d20" },
    closed,
    plan(ctx) {
      const { message, card, row, attacker, item, target, requestId } = ctx;
      if (!attacker) return { refused: "unknownActor" };
      if (!item) return { refused: "unknownItem" };
      if (!target) return { refused: "unknownTarget" };
      const plan = planFor
        ? planFor(ctx, { attacker, item }, target)
        : planRow(room, { attacker, item }, target, row.situation ?? DEFAULT_SITUATION);
      if (isRefusal(plan)) return plan;
      return {
        roll: plan.request,
        async resolve(roll) {
          if (!roll) return { ok: false, reason: "corruptAttack" };
          const defense = readStoredRoll(row.defense.roll);
          const outcome = plan.settles ? plan.settles(roll.result) : room.resolve(roll.result, defense, row);
          // The number stored at the declaration may have changed since (a defense chosen on the card): the row says
          // what this roll had to beat.
          const next = recordAttackRoll(card, row.key, requestId, roll.stored, { outcome, against: plan.against });
          if (!next.ok) return { ok: false, reason: next.reason };
          await saveCard(message, next.state);
          return { ok: true };
        },
      };
    },
  };
}
