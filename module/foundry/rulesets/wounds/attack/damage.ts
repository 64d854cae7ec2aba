/**
 * A `wounds` hit through the engine's whole pipeline (`resolveAttack` → `applyHit`): "Damage received = Attack Roll +
 * Damage Roll - Defense - Toughness", "a wound of the highest level whose threshold the damage exceeds or equals",
 * Quick −1 and Strong's extra 1d6 from the attack action, a full level escalating to the next open slot, a
 * penetrating attack's hit decided with its damage, NPCs dead at a fatal wound, a character dying and unconscious.
 * The row is planned again from the documents and the Defend choice its target took, so the Defense subtracted is the
 * one the attack met. Out: the target's stored wounds and state flags, the card's summary and breakdown, and the
 * conditions the hit set (the Nonlethal Attack's helpless) and ended (Defend). A Nonlethal Attack deals the level its attacker chose on the
 * card (nonlethal-choices.ts). A wound taken while climbing or swimming calls for the footing check (wound-footing.ts);
 * a wound on a rider or its untrained mount, for the control check (mounted/wound-control.ts). A lightning hit in the
 * water deals its spread to the creatures it reaches, each named with its wound after the summary (lightning-spread.ts,
 * decisions 227, 231–235).
 */
import type { RollResult } from "../../../../engine/core/dice/result.ts";
import type { WoundOutcome } from "../../../../engine/rulesets/wounds/damage/apply.ts";
import { resolveAttack } from "../../../../engine/rulesets/wounds/procedures/attack-resolve.ts";
import type { WoundsActor } from "../../../../engine/rulesets/wounds/status.ts";
import type { TargetRow } from "../../../chat/attack-card/data.ts";
import { pipelineBreakdown, type DamageBreakdown } from "../../../chat/breakdown/damage-breakdown.ts";
import { fightingCombatant } from "../../../combat/fight-of.ts";
import { isRefusal, type AppliedDamage, type Refusal } from "../../../combat-room.ts";
import { woundsActorView } from "../documents.ts";
import { woundsOptions } from "../rule-variants.ts";
import { toughnessInput, toWoundsActor } from "../sources.ts";
import { nonlethalChoiceOf } from "./nonlethal-choices.ts";
import { woundFootingStepId } from "./wound-footing.ts";
import { controlFollows } from "../mounted/wound-control.ts";
import { ATTACK_KEY, rowForecast } from "./plan.ts";
import { situationChosen } from "../situation/catalog.ts";
import { lightningSpread, lightningSpreadDealt } from "./lightning-spread.ts";
import { conditionChanges, footingWound, woundSummary, woundsUpdate } from "./wound-outcome.ts";

const NOT_WOUNDS: Refusal = { refused: `${ATTACK_KEY}.targetNotWounds` };
const NO_ATTACK: Refusal = { refused: `${ATTACK_KEY}.noAttackRoll` };

/** The footing check a wound taken while climbing or swimming calls for (wound-outcome.ts `footingWound`). */
function woundFootingFollows(before: WoundsActor, outcome: WoundOutcome): readonly string[] {
  const worst = footingWound(before, outcome);
  return worst === undefined ? [] : [woundFootingStepId(worst)];
}

function breakdownOf(amount: number, outcome: WoundOutcome, critical: boolean): DamageBreakdown {
  if (!outcome.result) return { amount, steps: [], absorbed: 0, taken: [], critical };
  return pipelineBreakdown(amount, outcome.result, (track) => track, critical);
}

export function woundsDamage(
  target: Actor.Implementation,
  attacker: { readonly item: Item.Implementation | undefined; readonly attack?: RollResult; readonly row?: TargetRow },
  damage: RollResult,
): AppliedDamage | Refusal {
  const { item, attack, row } = attacker;
  const actor = item?.parent ?? undefined;
  const view = woundsActorView(target);
  if (!view) return NOT_WOUNDS;
  if (!item || !actor || !row || !attack) return NO_ATTACK;
  const forecast = rowForecast(row, { attacker: actor, item }, target);
  if (isRefusal(forecast)) return forecast;
  const before = toWoundsActor(view.source, view.statuses);
  const options = woundsOptions();
  const round = fightingCombatant(target, actor)?.combat?.round ?? 0;
  const nonlethal = nonlethalChoiceOf(row);
  const resolved = resolveAttack(
    forecast.plan,
    { attacker: actor.uuid, target: target.uuid },
    before,
    { attack, damageTotal: damage.total },
    { toughness: toughnessInput(view.source, view.gear), ...(nonlethal ? { nonlethal } : {}) },
    round,
    options,
  );
  const outcome = resolved.outcome;
  const { statuses, ends } = conditionChanges(before, outcome);
  const follows = [...woundFootingFollows(before, outcome), ...controlFollows(target, actor, outcome)];
  const { plan } = forecast;
  const underwater = situationChosen(row.situation?.choices ?? {}).underwater === true;
  const spread = lightningSpreadDealt(
    outcome.hit && plan.damageType === "lightning" && plan.inWater
      ? lightningSpread(target, { attacker: actor, underwater }, damage.total)
      : [],
    options,
  );
  return {
    system: woundsUpdate(outcome),
    items: [],
    summary: [woundSummary(outcome), spread.line].filter((line) => line !== "").join(" · "),
    breakdown: breakdownOf(attack.total + damage.total, outcome, resolved.critical === "success"),
    statuses,
    // Defend lasts "until your next turn or you receive a wound".
    ends,
    // A penetrating attack's hit is decided here, with its damage (decision 88): a miss reads Miss on the card.
    ...(outcome.hit ? {} : { missed: true }),
    ...(follows.length === 0 ? {} : { follows }),
    ...(spread.others.length === 0 ? {} : { others: spread.others }),
  };
}
