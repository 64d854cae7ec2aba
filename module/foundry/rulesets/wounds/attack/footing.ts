/**
 * The footing check on the card (seed 004, Swimming and Climbing): "Fighting while trying to maintain a hold on a wall
 * or trying to remain above water is especially challenging. Any time you make an attack roll, you must make a Str
 * [Athletics/Climbing] or Str [Athletics/Swimming] check to not fall or sink underwater. If you fail the check, then
 * your attack automatically misses."
 *
 * Offered to the attacker before its attack roll while it is Climbing or Swimming (the engine's `footingOf`), with the
 * check's chance against `FOOTING_TN` (decision 208). The GM rolls the engine's `footingRequest` and posts it; a failure
 * records the row's choice as lost, so the attack roll that follows misses whatever it rolls, and the status changes
 * as the engine says (`FOOTING_LOST`: a swimmer sinks Underwater, a climber falls).
 */
import { checkChance } from "../../../../engine/rulesets/wounds/dice/odds.ts";
import {
  FOOTING_LOST,
  FOOTING_TN,
  footingOf,
  footingRequest,
  type Footing,
} from "../../../../engine/rulesets/wounds/special/climbing.ts";
import type { DiceRequest } from "../../../../engine/core/dice/request.ts";
import type { WoundLevel } from "../../../../engine/rulesets/wounds/tables/wound-levels.ts";
import type { TargetRow } from "../../../chat/attack-card/data.ts";
import { cardData } from "../../../chat/attack-card/card-data.ts";
import { AttackCardModel } from "../../../chat/attack-card/model.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import type { Refusal } from "../../../combat-room.ts";
import type { ChoiceEffect } from "../../../procedure/steps/choice.ts";
import { takenChoice } from "../../../procedure/steps/choice.ts";
import type { StepChoice, StepContext, StepTaking } from "../../../procedure/step.ts";
import { saveCard } from "../../../queries/card-io.ts";
import { woundsActorView } from "../documents.ts";
import { woundsOptions } from "../rule-variants.ts";
import { toWoundsActor } from "../sources.ts";
import { applyFootingChange } from "./footing-change.ts";
import { percent } from "./odds.ts";
import { ATTACK_KEY } from "./plan.ts";

export const FOOTING_STEP_ID = "footing";
/** The one choice the attacker takes: make the check. */
const KEEP = "keep";
/** What a failed check leaves on the row: the attack that follows misses. */
const LOST = "lost";
const NOT_OFFERED: Refusal = { refused: `${ATTACK_KEY}.footingNotOffered` };

export interface FootingCheck {
  readonly footing: Footing;
  readonly request: DiceRequest;
}

/**
 * The creature's footing check, read from its documents as they stand; undefined on firm ground. `wound`: the check a
 * wound asks ("at a -5 penalty for each wound level beyond light").
 */
export function footingCheck(actor: Actor.Implementation, wound?: WoundLevel): FootingCheck | undefined {
  const view = woundsActorView(actor);
  if (!view) return undefined;
  const own = toWoundsActor(view.source, view.statuses);
  const footing = footingOf(own);
  return footing && { footing, request: footingRequest(own.creature, footing, FOOTING_TN, wound, woundsOptions()) };
}

/** "If you fail the check, then your attack automatically misses." */
export function footingLost(row: TargetRow): boolean {
  return takenChoice(row, FOOTING_STEP_ID) === LOST;
}

export function footingChoices(ctx: StepContext): readonly StepChoice[] {
  const check = ctx.attacker && ctx.row.attack === null ? footingCheck(ctx.attacker) : undefined;
  if (!check) return [];
  const data = { chance: percent(checkChance(check.request)) };
  return [{ id: KEEP, label: { key: `${ATTACK_KEY}.Card.footing.${check.footing}`, data } }];
}

/** Open before the attack roll while the attacker climbs or swims. */
export function footingClosed(ctx: StepContext): string | undefined {
  if (ctx.row.attack !== null) return "stepSettled";
  return footingChoices(ctx).length === 0 ? "firmGround" : undefined;
}

/** The row's footing choice becomes lost: the attack roll reads it (attack-step.ts). */
async function markLost(ctx: StepTaking): Promise<void> {
  const model = ctx.message.system;
  if (!(model instanceof AttackCardModel)) return;
  const card = cardData(model);
  const targets = card.targets.map((row) =>
    row.key === ctx.row.key
      ? { ...row, taken: (row.taken ?? []).map((t) => (t.stepId === FOOTING_STEP_ID ? { ...t, choice: LOST } : t)) }
      : row,
  );
  await saveCard(ctx.message, { ...card, targets });
}

/** The check, rolled by the GM from the documents, and what a failure does. */
export function footingEffect(ctx: StepTaking, choice: string): ChoiceEffect | Refusal {
  const attacker = ctx.attacker;
  const check = attacker && choice === KEEP ? footingCheck(attacker) : undefined;
  if (!attacker || !check) return NOT_OFFERED;
  return {
    roll: check.request,
    async apply(rolled) {
      const kept = rolled?.result.success === true;
      if (!kept) {
        await markLost(ctx);
        await applyFootingChange(attacker, FOOTING_LOST[check.footing]);
      }
      const data = { total: String(rolled?.result.total ?? 0) };
      const outcome = kept ? "kept" : `lost.${check.footing}`;
      const text = game.i18n.format(`${ATTACK_KEY}.Card.footing.${outcome}`, data);
      const title = game.i18n.localize(`${ATTACK_KEY}.Card.footing.title.${check.footing}`);
      await postSummary(title, [{ name: attacker.name, text }]);
    },
  };
}
