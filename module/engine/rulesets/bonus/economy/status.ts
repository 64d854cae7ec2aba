import { inForce } from "../../../core/conditions/catalog.ts";
import { activeIds } from "../../../core/conditions/state.ts";
import { BONUS_CONDITIONS, type BonusConditionEffects } from "../conditions.ts";
import type { BonusCreature } from "../creature.ts";
import type { BonusActor } from "./actor.ts";
import { damageStatus } from "../damage/status.ts";

/**
 * The conditions a creature has right now. Wounded, Winded, Shock, Stabilized and Dead follow from the creature's
 * tracks (the damage rules set them), so they are derived here rather than trusted to a separate status list that
 * could disagree; everything else (Prone, Defending, Bound, Ambushed…) comes from the condition state.
 */
export function trackConditions(creature: BonusCreature): readonly string[] {
  // The damage rules define Wounded, Shock and Stabilized; this only names them (Unconscious follows by implication).
  const status = damageStatus(creature);
  const ids: string[] = [];
  if (status.wounded) ids.push("wounded");
  if (creature.winded && !status.dead) ids.push("winded");
  if (status.shock) ids.push("shock");
  if (status.stabilized) ids.push("stabilized");
  if (status.dead) ids.push("dead");
  return ids;
}

/** Every condition in force, daughters included, in catalog order. */
export function conditionsInForce(actor: BonusActor): ReadonlySet<string> {
  return inForce(BONUS_CONDITIONS, [...activeIds(actor.conditions), ...trackConditions(actor.creature)]);
}

export interface EffectInForce {
  readonly condition: string;
  readonly effects: BonusConditionEffects;
}

const CATALOG_ORDER = Object.values(BONUS_CONDITIONS);
const NO_EFFECTS: readonly EffectInForce[] = [];

/**
 * The last actor asked about and its effects. Actors are immutable values, and one attack asks about the same actor
 * several times in a row (can it act, its die steps, its reaction discount, its Speed), so the last answer is kept
 * by identity: no growing cache, nothing for the collector.
 */
let lastActor: BonusActor | undefined;
let lastEffects: readonly EffectInForce[] = NO_EFFECTS;

/** Effects in force, in catalog order. */
export function effectsInForce(actor: BonusActor): readonly EffectInForce[] {
  if (actor !== lastActor) {
    const inForce = conditionsInForce(actor);
    lastEffects =
      inForce.size === 0
        ? NO_EFFECTS
        : CATALOG_ORDER.filter((def) => inForce.has(def.id)).map((def) => ({
            condition: def.id,
            effects: def.effects,
          }));
    lastActor = actor;
  }
  return lastEffects;
}

/** The first condition in force with this effect flag set, if any: refusals name it. */
export function conditionWith(actor: BonusActor, flag: keyof BonusConditionEffects): string | undefined {
  return effectsInForce(actor).find((e) => Boolean(e.effects[flag]))?.condition;
}

/** Sum of a numeric effect over the conditions in force. */
export function sumEffect(
  actor: BonusActor,
  key: "bonusDieSteps" | "rangedAttackerChallenges" | "defensiveReactionDiscount" | "initiativeBonusDice",
): number {
  return effectsInForce(actor).reduce((total, e) => total + (e.effects[key] ?? 0), 0);
}

/** Product of Speed factors in force (prone: 1/4). */
export function speedFactor(actor: BonusActor): number {
  return effectsInForce(actor).reduce((factor, e) => factor * (e.effects.speedFactor ?? 1), 1);
}
