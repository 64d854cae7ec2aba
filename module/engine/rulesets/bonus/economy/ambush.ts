import { addCondition, removeCondition } from "../../../core/conditions/mutate.ts";
import { isActive, type ConditionState } from "../../../core/conditions/state.ts";
import { BONUS_CONDITIONS } from "../conditions.ts";
import type { BonusActor } from "./actor.ts";
import { BASE_ACTIONS_PER_TURN } from "./actions.ts";
import { effectsInForce } from "./status.ts";

/**
 * Ambush and Over Watch.
 * - "Ambushed characters may only take 1 action at the beginning of the first round." Read as: on its round-1 turn
 *   an ambushed creature has exactly 1 action, whatever its talents give.
 * - "Ambushers gain 1 extra action for the first round."
 * - Over Watch: "+1 bonus dice to initiative on the first turn of combat so long as it initiated from the expected
 *   attack vector, conversely, if an attack is initiated from another vector, the Over Watch combatant is
 *   considered Ambushed."
 * The roles are conditions that last to the end of round 1.
 */

/** Actions per turn outside round 1: 2 plus talents. */
export function actionsPerTurn(actor: BonusActor): number {
  return BASE_ACTIONS_PER_TURN + Math.max(0, actor.extraActions);
}

/** The action allowance for a turn in `round`, with the round-1 ambush rules. */
export function firstRoundActions(actor: BonusActor, round: number): number {
  const base = actionsPerTurn(actor);
  if (round !== 1) return base;
  const effects = effectsInForce(actor).map((e) => e.effects);
  const capped = effects.map((e) => e.firstRoundActions).filter((n): n is number => n !== undefined);
  if (capped.length > 0) return Math.min(...capped);
  return base + effects.reduce((extra, e) => extra + (e.firstRoundExtraActions ?? 0), 0);
}

export type SurpriseRole = "ambushed" | "ambusher" | "overWatch";

const ROUND_ONE = { kind: "endOfRound" } as const;

/** Mark a creature's role when the encounter opens (round 1). */
export function assignSurpriseRole(conditions: ConditionState, role: SurpriseRole): ConditionState {
  const added = addCondition(BONUS_CONDITIONS, conditions, role, {
    source: "encounter",
    duration: ROUND_ONE,
    round: 1,
  });
  return added.state;
}

/**
 * Resolve Over Watch once the attack's vector is known: from the expected vector the creature keeps Over Watch (and
 * its initiative die); from another vector it loses Over Watch and is Ambushed instead.
 */
export function resolveOverWatch(conditions: ConditionState, fromExpectedVector: boolean): ConditionState {
  if (!isActive(conditions, "overWatch") || fromExpectedVector) return conditions;
  const removed = removeCondition(conditions, "overWatch");
  return assignSurpriseRole(removed.state.state, "ambushed");
}
