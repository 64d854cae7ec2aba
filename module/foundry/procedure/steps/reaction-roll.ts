/**
 * A target's optional defense roll against the row's attack, as the room plans it (`CombatRoom.planDefense`: a
 * `bonus` Defense reaction, an `energy` Evasion roll): the reaction gate of the encounter both fight in (own turn,
 * one reaction per trigger, this card row), the roll the GM makes from the defender as it is now and the attack as
 * the row stored it, its payment on the defender, the outcome the room reads from both rolls.
 */
import { recordDefense } from "../../chat/attack-card/transitions.ts";
import { readStoredRoll } from "../../chat/attack-card/stored-roll.ts";
import type { TargetRow } from "../../chat/attack-card/data.ts";
import { isRefusal, type CombatRoom } from "../../combat-room.ts";
import { I18N_ROOT } from "../../constants.ts";
import { saveCard } from "../../queries/card-io.ts";
import type { ProcedureStep, StepContext } from "../step.ts";
import { defenseCheck, rowTrigger } from "./defense-check.ts";

export interface ReactionRollSpec {
  readonly id: string;
  /** Localization key of the waiting line ({name}). */
  readonly awaiting: string;
  /** Which rows it is a step of (`energy`: melee rows Evasion, ranged rows Ranged Evasion); absent: every row. */
  readonly appliesTo?: (row: TargetRow) => boolean;
}

function closed({ row }: StepContext, spec: ReactionRollSpec): string | undefined {
  if (row.actorUuid === "") return "unknownActor";
  if (spec.appliesTo && !spec.appliesTo(row)) return "stepNotOpen";
  if (row.defense.status === "rolled") return "alreadyDefended";
  // Damage rolled ahead (automation) does not stop a defense; damage applied does.
  if (row.damage.status !== "none" && row.damage.status !== "rolled") return "damageSettled";
  return row.outcome === "miss" ? "attackMissed" : undefined;
}

export function reactionRollStep(room: CombatRoom, spec: ReactionRollSpec): ProcedureStep {
  return {
    id: spec.id,
    actor: "target",
    optional: true,
    awaiting: spec.awaiting,
    button: { label: `${I18N_ROOT}.Card.defendLabel`, icon: "fa-solid fa-shield-halved" },
    closed: (ctx) => closed(ctx, spec),
    // Read where the target is visible: the same check the GM makes before it rolls, so the reason shown is its answer.
    refusal: {
      line: `${I18N_ROOT}.Card.cannotDefend`,
      check({ row, attacker, target }, messageId) {
        const attack = readStoredRoll(row.attack);
        if (!target || !attack) return undefined;
        const check = defenseCheck(room, { target, attacker, attack, row, trigger: rowTrigger(messageId, row) });
        return isRefusal(check) ? check : undefined;
      },
    },
    plan({ message, card, row, attacker, target, requestId }) {
      if (!target) return { refused: "unknownActor" };
      const attack = readStoredRoll(row.attack);
      if (!attack) return { refused: "corruptAttack" };
      const check = defenseCheck(room, { target, attacker, attack, row, trigger: rowTrigger(message.id ?? "", row) });
      if (isRefusal(check)) return check;
      const { gate, plan } = check;
      return {
        roll: plan.request,
        async resolve(roll) {
          if (!roll) return { ok: false, reason: "corruptAttack" };
          const next = recordDefense(card, row.key, requestId, roll, attack, room.resolve);
          if (!next.ok) return { ok: false, reason: next.reason };
          await target.update({ system: plan.payment });
          await saveCard(message, next.state);
          await gate.record();
          return { ok: true };
        },
      };
    },
  };
}
