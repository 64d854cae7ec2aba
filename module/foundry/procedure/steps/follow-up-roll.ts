/**
 * A roll the applied damage calls for, taken as a step after it (`energy`: "a Death roll every time you are damaged
 * with 0 Aura"). The room's damage names the follow-up steps it calls for (`AppliedDamage.follows`, stored on the row);
 * each is open once that damage stands, until its roll is on the card. Its actor is `auto`: the active GM's client
 * rolls it by itself as soon as it opens (chat/attack-card/auto-damage.ts), since it offers nobody a choice and every
 * roll after the card exists is the GM's (module/foundry/README.md, open question 2). The room plans the roll from
 * the target as it is now and reads the result into the target's update and the conditions it sets (on the target, or
 * on the creature the roll answers for) or ends; the step records the roll with its summary, and keeps the effects it
 * created and the conditions it ended with the damage's Undo snapshot, so Undo takes the follow-up back with the damage
 * (the snapshot's data is from before the damage, so it covers the roll's writes too).
 * A roll may call for another after it (`energy`: a Non-Lethal Chance roll that fails calls for the Death roll), which
 * then opens as the damage's own follow-ups do.
 */
import type { DiceRequest } from "../../../engine/core/dice/request.ts";
import type { RollResult } from "../../../engine/core/dice/result.ts";
import type { EffectElsewhere } from "../../chat/attack-card/elsewhere.ts";
import { recordFollowUp } from "../../chat/attack-card/transitions.ts";
import { isRefusal, type Refusal } from "../../combat-room.ts";
import { setCondition, setDamageConditions } from "../../effects/apply-outcome.ts";
import { endConditions } from "../../effects/end-conditions.ts";
import type { ExpiryBoundary } from "../../effects/outcome-room.ts";
import { saveCard } from "../../queries/card-io.ts";
import type { ProcedureStep, StepContext } from "../step.ts";

/** What a follow-up roll did to the target, as the room reads it from the faces. */
export interface FollowUpEffect {
  /** The target's system update. */
  readonly system: Record<string, unknown>;
  /**
   * Conditions it sets, each with when it ends (null: until an event ends it), on the target or on the other creature
   * the roll answers for (`on`: a wounded rider's mount, `wounds`); Undo takes them away wherever they are.
   */
  readonly conditions: readonly {
    readonly status: string;
    readonly boundary: ExpiryBoundary | null;
    readonly on?: Actor.Implementation;
  }[];
  /** Conditions it ends on the target (kept with the Undo snapshot, which turns them on again); absent: none. */
  readonly ends?: readonly string[];
  /** Localized: what the roll did, shown on the card. */
  readonly summary: string;
  /** The follow-up steps this roll calls for in turn; absent: none. */
  readonly follows?: readonly string[];
}

/** The roll as planned from the target now, and how its result is read. */
export interface FollowUpPlan {
  readonly request: DiceRequest;
  read(result: RollResult): FollowUpEffect;
}

export interface FollowUpRollSpec {
  readonly id: string;
  /** Localization key of the waiting line ({name}). */
  readonly awaiting: string;
  /** Localization key of the roll's breakdown title on the card. */
  readonly label: string;
  readonly button: { readonly label: string; readonly icon: string };
  /**
   * GM side: the roll planned from the target as it is now (and the card's row and attacker's item, for a roll that
   * depends on the attack), or why it cannot be made.
   */
  plan(target: Actor.Implementation, ctx: StepContext): FollowUpPlan | Refusal;
}

function closed({ row }: StepContext, id: string): string | undefined {
  const { damage } = row;
  if (damage.status !== "applied") return "notHit";
  if (!(damage.follows ?? []).includes(id)) return "stepNotOpen";
  return (damage.followUps ?? []).some((f) => f.stepId === id) ? "stepSettled" : undefined;
}

export function followUpRollStep(spec: FollowUpRollSpec): ProcedureStep {
  return {
    id: spec.id,
    actor: "auto",
    optional: false,
    awaiting: spec.awaiting,
    button: spec.button,
    closed: (ctx) => closed(ctx, spec.id),
    plan(ctx) {
      const { message, card, row, target, requestId } = ctx;
      if (!target) return { refused: "unknownTarget" };
      const planned = spec.plan(target, ctx);
      if (isRefusal(planned)) return planned;
      return {
        roll: planned.request,
        async resolve(roll) {
          if (!roll) return { ok: false, reason: "notHit" };
          const effect = planned.read(roll.result);
          // Checked before anything is written: a second taking of the step changes nothing.
          const followUp = { stepId: spec.id, label: spec.label, roll: roll.stored, summary: effect.summary };
          const then = effect.follows ?? [];
          const check = recordFollowUp(card, row.key, requestId, followUp, [], then);
          if (!check.ok) return { ok: false, reason: check.reason };
          await target.update({ system: effect.system });
          const created: string[] = [];
          const elsewhere: EffectElsewhere[] = [];
          for (const c of effect.conditions) {
            const on = c.on ?? target;
            const id = await setCondition(on, c.status, c.boundary);
            if (id && on.uuid === target.uuid) created.push(id);
            else if (id) elsewhere.push({ actorUuid: on.uuid, effectId: id });
          }
          // Conditions the stored state now calls for (unconscious …), marked as set by damage so waking ends them.
          created.push(...(await setDamageConditions(card.ruleset, target)));
          const ended = await endConditions(target, effect.ends);
          const next = recordFollowUp(card, row.key, requestId, followUp, created, then, ended, elsewhere);
          if (!next.ok) return { ok: false, reason: next.reason };
          await saveCard(message, next.state);
          return { ok: true };
        },
      };
    },
  };
}
