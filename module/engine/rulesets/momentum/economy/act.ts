import { addCondition } from "../../../core/conditions/mutate.ts";
import type { Duration } from "../../../core/conditions/duration.ts";
import { recordUse } from "../../../core/economy/limits.ts";
import { gain } from "../../../core/economy/spend.ts";
import { MOMENTUM_CONDITIONS, type MomentumConditionId } from "../conditions.ts";
import type { MomentumActor } from "../creature.ts";
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";
import { findMomentumAction, type MomentumActionId, type MomentumActionSpec } from "../tables/actions.ts";
import { whyCannotMove, whyCannotSpendAP } from "./capability.ts";
import type { MomentumCombatantState } from "./combatant.ts";
import { pay, type Pair } from "./pay.ts";
import { effectiveBasicMovement, MOMENTUM_LIMITS } from "./pools.ts";
import { refuse, type MomentumOutcome } from "./refusal.ts";

/**
 * Taking an action on your turn (seed 002, Basic and Advanced Actions). Checks, in order: alive and able to use AP,
 * your turn, the free once-per-turn use if asked for, then pays the AP (and Narrative Momentum for a Cinematic
 * Action); "cannot start an action you cannot finish": the table's full cost is needed, nothing carries over. Then
 * the action's lasting part: Attack grants a weapon attack for the rest of the turn, Move and Sprint add movement,
 * Defend, Taking Cover and Command mark the creature "until your next turn". Contested actions (Blind, Grab, …) are
 * paid here and resolved by advanced/contest.ts.
 */
export interface ActionRequest {
  readonly action: MomentumActionId;
  readonly round: number;
  readonly ownTurn: boolean;
  /** Use the free Interact with Target / Switch Weapons of this turn. */
  readonly free?: boolean;
  /**
   * Switch Weapons is free only "if you are not holding anything in the hand that you want to use to draw a weapon or
   * if you just want to sheathe a weapon without replacing it".
   */
  readonly handFree?: boolean;
  /** AP of an Ability (Use Ability), as the Ability states. */
  readonly abilityAP?: number;
  /** WP of an Ability (Use Ability), as the Ability states: paid from the creature's WP with its AP. */
  readonly abilityWP?: number;
}

export type ActionResult = Pair;

const UNTIL_NEXT_TURN_MARKS: Partial<Record<MomentumActionId, MomentumConditionId>> = {
  defend: "defending",
  takingCover: "takingCover",
  command: "commanding",
};

function freeRefusal(spec: MomentumActionSpec, request: ActionRequest, combatant: MomentumCombatantState) {
  if (!spec.freeOncePerTurn) return { code: "notFree" as const, message: `${spec.label} is never free.` };
  if (spec.id === "switchWeapons" && request.handFree !== true) {
    return { code: "notFree" as const, message: "Switch Weapons is free only with an empty hand or to sheathe." };
  }
  const used = recordUse(MOMENTUM_LIMITS, combatant.economy.uses, "freeInteraction");
  return used.ok ? undefined : { code: "freeUsed" as const, message: "The free interaction of this turn is used." };
}

export function takeAction(
  actor: MomentumActor,
  combatant: MomentumCombatantState,
  request: ActionRequest,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): MomentumOutcome<ActionResult> {
  const unchanged: Pair = { actor, combatant };
  const spec = findMomentumAction(request.action);
  if (!spec) return refuse(unchanged, { code: "unknownAction", message: `No action "${request.action}".` });
  const blocked = whyCannotSpendAP(actor);
  if (blocked) return refuse(unchanged, blocked);
  if (!request.ownTurn) return refuse(unchanged, { code: "notYourTurn", message: "Actions are taken on your turn." });
  if (spec.movementGain > 0) {
    const stuck = whyCannotMove(actor);
    if (stuck) return refuse(unchanged, stuck);
  }
  let paid: Pair;
  if (request.free === true) {
    const why = freeRefusal(spec, request, combatant);
    if (why) return refuse(unchanged, why);
    const uses = recordUse(MOMENTUM_LIMITS, combatant.economy.uses, "freeInteraction").state;
    paid = { actor, combatant: { ...combatant, economy: { ...combatant.economy, uses } } };
  } else {
    const cost = spec.id === "useAbility" ? { ap: request.abilityAP ?? 0, wp: request.abilityWP ?? 0 } : spec.cost;
    const outcome = pay(unchanged, { cost, ownTurn: true }, options);
    if (!outcome.ok) return refuse(unchanged, outcome.reason);
    paid = outcome.state;
  }
  return { ok: true, state: applyActionEffect(paid, spec, request.round) };
}

/** What the action leaves behind once paid on your turn: attacks and movement for this turn, and its mark. */
export function applyActionEffect(pair: Pair, spec: MomentumActionSpec, round: number): Pair {
  let pools = pair.combatant.economy.pools;
  if (spec.attacksGranted > 0) pools = gain(pools, "attacks", spec.attacksGranted);
  if (spec.movementGain > 0) pools = gain(pools, "movement", spec.movementGain * effectiveBasicMovement(pair.actor));
  const combatant =
    pools === pair.combatant.economy.pools
      ? pair.combatant
      : { ...pair.combatant, economy: { ...pair.combatant.economy, pools } };
  return applyMark({ actor: pair.actor, combatant }, spec, round);
}

/** Defend, Taking Cover and Command last "until your next turn": a condition that ends at the holder's turn start. */
export function applyMark(pair: Pair, spec: MomentumActionSpec, round: number): Pair {
  const mark = UNTIL_NEXT_TURN_MARKS[spec.id];
  if (mark === undefined) return pair;
  const duration: Duration = { kind: "untilTurnStart", holder: pair.combatant.id };
  const conditions = addCondition(MOMENTUM_CONDITIONS, pair.actor.conditions, mark, {
    source: spec.id,
    duration,
    round,
  }).state;
  return { ...pair, actor: { ...pair.actor, conditions } };
}

/** Make one of the weapon attacks an Attack action granted this turn. */
export function useAttack(
  combatant: MomentumCombatantState,
  ownTurn: boolean,
): MomentumOutcome<MomentumCombatantState> {
  const have = combatant.economy.pools["attacks"] ?? 0;
  if (!ownTurn) return refuse(combatant, { code: "notYourTurn", message: "Weapon attacks are made on your turn." });
  if (have < 1) return refuse(combatant, { code: "noAttack", message: "Take the Attack action first (2 AP)." });
  const pools = { ...combatant.economy.pools, attacks: have - 1 };
  return { ok: true, state: { ...combatant, economy: { ...combatant.economy, pools } } };
}
