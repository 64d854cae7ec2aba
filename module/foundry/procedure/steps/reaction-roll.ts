/**
 * A target's defense roll against the row's attack, as the room plans it (`CombatRoom.planDefense`: a `bonus`
 * Defense reaction, an `energy` Evasion roll): the reaction gate of the encounter both fight in (own turn, one
 * reaction per trigger, this card row), the roll the GM makes from the defender as it is now and the attack as the
 * row stored it, its payment on the defender, the outcome the room reads from both rolls.
 *
 * Where the room says the defender chooses (`bonus`: "Once an attack is rolled, the defender has the option to use a
 * reaction"), the step offers Defend or Take the hit (no roll, no cost) and is required while the target could still
 * defend (may-defend.ts): damage waits for the defender's choice, or the GM's. Otherwise it is optional and damage
 * taken first closes it.
 */
import { recordChoice, recordDefense } from "../../chat/attack-card/transitions.ts";
import { readStoredRoll } from "../../chat/attack-card/stored-roll.ts";
import type { TargetRow } from "../../chat/attack-card/data.ts";
import { isRefusal, type CombatRoom, type Refusal } from "../../combat-room.ts";
import { I18N_ROOT } from "../../constants.ts";
import { saveCard } from "../../queries/card-io.ts";
import type { ProcedureStep, StepChoice, StepContext, StepPlan, StepTaking } from "../step.ts";
import { defenseCheck, rowTrigger } from "./defense-check.ts";
import { TAKE_HIT_CHOICE, targetMayDefend, tookTheHit } from "./may-defend.ts";

export interface ReactionRollSpec {
  readonly id: string;
  /** Localization key of the waiting line ({name}). */
  readonly awaiting: string;
  /** Which rows it is a step of (`energy`: melee rows Evasion, ranged rows Ranged Evasion); absent: every row. */
  readonly appliesTo?: (row: TargetRow) => boolean;
  /** The defender chooses, Defend or Take the hit, before damage while it could defend; absent: optional. */
  readonly defenderChooses?: boolean;
  /** Why the defense never came to be on a row it does not apply to (ProcedureStep `absent`); absent: unsaid. */
  readonly absentWhen?: (ctx: StepContext) => Refusal | undefined;
}

/** The choice that rolls the defense. */
export const DEFEND_CHOICE = "defend";

const CHOICES: readonly StepChoice[] = [
  { id: DEFEND_CHOICE, label: { key: `${I18N_ROOT}.Card.choice.defend` } },
  { id: TAKE_HIT_CHOICE, label: { key: `${I18N_ROOT}.Card.choice.takeHit` } },
];

function closed({ row }: StepContext, spec: ReactionRollSpec): string | undefined {
  if (row.actorUuid === "") return "unknownActor";
  if (spec.appliesTo && !spec.appliesTo(row)) return "stepNotOpen";
  if (row.defense.status === "rolled") return "alreadyDefended";
  if (tookTheHit(row)) return "stepSettled";
  // Damage rolled ahead (automation) does not stop a defense; damage applied does.
  if (row.damage.status !== "none" && row.damage.status !== "rolled") return "damageSettled";
  return row.outcome === "miss" ? "attackMissed" : undefined;
}

/** Take the hit: the choice recorded on the row, nothing rolled or paid; the hit stands. */
function takeTheHit({ message, card, row, requestId }: StepTaking, stepId: string): StepPlan {
  return {
    async resolve() {
      const next = recordChoice(card, row.key, requestId, { stepId, choice: TAKE_HIT_CHOICE });
      if (!next.ok) return { ok: false, reason: next.reason };
      await saveCard(message, next.state);
      return { ok: true };
    },
  };
}

export function reactionRollStep(room: CombatRoom, spec: ReactionRollSpec): ProcedureStep {
  const chooses = spec.defenderChooses === true;
  return {
    id: spec.id,
    actor: "target",
    optional: chooses ? (ctx) => !targetMayDefend(room, ctx) : true,
    awaiting: spec.awaiting,
    button: chooses
      ? { label: `${I18N_ROOT}.Card.defenderChoiceLabel`, icon: "fa-solid fa-shield-halved" }
      : { label: `${I18N_ROOT}.Card.defendLabel`, icon: "fa-solid fa-shield-halved" },
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
    ...(spec.absentWhen ? { absent: { line: `${I18N_ROOT}.Card.cannotDefend`, check: spec.absentWhen } } : {}),
    ...(chooses ? { choices: () => CHOICES } : {}),
    plan(taking, choice) {
      if (choice === TAKE_HIT_CHOICE) return takeTheHit(taking, spec.id);
      const { message, card, row, attacker, target, requestId } = taking;
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
