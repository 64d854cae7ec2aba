/**
 * The damage step of a hit: the GM rolls the damage from the attacker's weapon as it is now (or takes the roll made
 * ahead, chat/attack-card/damage-roll.ts), applies it through the room's damage rules, sets the conditions the hit
 * leaves and keeps the target's data from before so Undo can restore it (and that of each other creature the hit
 * struck, chat/attack-card/damage-others.ts). Its actor is the attacker's owner; the world's auto-apply setting lets
 * the active GM's client take it by itself once the hit is settled.
 */
import { damageOthers } from "../../chat/attack-card/damage-others.ts";
import { snapshot, withEffects } from "../../chat/attack-card/damage-snapshot.ts";
import { rolledAhead } from "../../chat/attack-card/damage-roll.ts";
import { isSettledHit } from "../../chat/attack-card/settled.ts";
import { readStoredRoll } from "../../chat/attack-card/stored-roll.ts";
import { adjustDamage } from "../../chat/attack-card/adjust.ts";
import { recordDamage } from "../../chat/attack-card/transitions.ts";
import { isRefusal, type CombatRoom } from "../../combat-room.ts";
import { autoApplyDamage } from "../../config/automation.ts";
import { I18N_ROOT } from "../../constants.ts";
import { setDamageConditions } from "../../effects/apply-outcome.ts";
import { endConditions } from "../../effects/end-conditions.ts";
import { saveCard } from "../../queries/card-io.ts";
import { roomFor } from "../../room-lookup.ts";
import { openSteps } from "../open-steps.ts";
import type { ProcedureStep, StepContext } from "../step.ts";

/** The damage step's id in every procedure that uses it (the self-check presses it). */
export const DAMAGE_STEP_ID = "damage";

/** Damage is the row's first open step: nothing before it is left to take. */
function firstOpen(ctx: StepContext): boolean {
  const procedure = roomFor(ctx.card.ruleset)?.procedure;
  return procedure !== undefined && openSteps(procedure, ctx)[0]?.id === DAMAGE_STEP_ID;
}

export function damageStep(room: CombatRoom): ProcedureStep {
  return {
    id: DAMAGE_STEP_ID,
    actor: "attacker",
    optional: false,
    awaiting: `${I18N_ROOT}.Card.awaiting.damage`,
    button: { label: `${I18N_ROOT}.Card.applyLabel`, icon: "fa-solid fa-heart-crack" },
    adjustable: true,
    closed: ({ row }) =>
      row.outcome !== "hit" ? "notHit" : row.damage.status === "applied" ? "damageSettled" : undefined,
    // Never after an Undo: the GM took that damage back on purpose. Settled: no step is left open before damage
    // (the attack roll alone made the hit), or no defense that is open can still change it.
    automatic: async (taking) =>
      (taking.row.damage.status === "none" || taking.row.damage.status === "rolled") &&
      autoApplyDamage() &&
      (firstOpen(taking) || (await isSettledHit(taking))),
    plan({ message, card, row, attacker, item, target, requestId, adjust }) {
      if (!target) return { refused: "unknownTarget" };
      if (!attacker) return { refused: "unknownActor" };
      if (!item) return { refused: "unknownItem" };
      const request = room.planDamage(attacker, item, row);
      if (isRefusal(request)) return request;
      const ahead = rolledAhead(row, request);
      return {
        ...(ahead ? { rolled: ahead } : { roll: request }),
        async resolve(damage) {
          if (!damage) return { ok: false, reason: "notHit" };
          const attack = readStoredRoll(row.attack);
          const adjusted = adjust ? adjustDamage(damage.result, adjust) : undefined;
          if (adjust && !adjusted) return { ok: false, reason: "badAdjustment" };
          const amount = adjusted?.result ?? damage.result;
          const applied = room.applyDamage(target, { item, row, ...(attack ? { attack } : {}) }, amount);
          if (isRefusal(applied)) return { ok: false, reason: applied.refused };
          const before = snapshot(target, applied.items);
          const next = recordDamage(card, row.key, requestId, {
            stored: damage.stored,
            before,
            summary: applied.summary,
            breakdown: applied.breakdown,
            adjustment: adjusted?.adjustment,
            follows: applied.follows,
            missed: applied.missed,
          });
          if (!next.ok) return { ok: false, reason: next.reason };
          await target.applyDamage(applied);
          // Conditions the hit leaves (unconscious at 0 Stamina / Health …) and ends; Undo takes away the effects
          // created here and gives back the ones ended.
          const effects = await setDamageConditions(card.ruleset, target, applied.statuses);
          const ended = await endConditions(target, applied.ends);
          const others = await damageOthers(card.ruleset, applied.others);
          const changed = effects.length || ended.length || others.length;
          const kept = changed ? withEffects(next.state, row.key, effects, ended, others) : next.state;
          await saveCard(message, kept);
          return { ok: true };
        },
      };
    },
  };
}
