import { clearDirect } from "../../../core/conditions/mutate.ts";
import { isActive, type ConditionState } from "../../../core/conditions/state.ts";
import { startAct } from "../../../core/economy/multi-turn.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import type { WoundsActor } from "../status.ts";
import type { InitiativeScores } from "../turns/initiative.ts";
import { INITIATIVE_SHIFT } from "../turns/initiative.ts";
import { whyCannotInterrupt } from "../turns/interrupt.ts";
import { spendStamina } from "../vitals/stamina.ts";
import { actionSpec, type WoundsActionId } from "./actions.ts";
import { whyCannotAct } from "./capability.ts";
import { actInProgress, apOf, cancelActs, dropReadiedChoice, type WoundsCombatantState } from "./combatant.ts";
import { apCost, type CostModifier } from "./costs.ts";
import { applyCompletion } from "./effects.ts";
import { refuse, type WoundsOutcome } from "./refusal.ts";
import { spendAp } from "./spend.ts";

/**
 * Taking an action (seed 004). "On your turn, you can move and take any number of actions, provided you have the
 * requisite AP." Off your turn only as an interrupt (higher initiative than the active character, −2 initiative).
 * "If you want to perform an action that costs more AP than you have, you can declare the action, spend all your
 * current AP, and continue to spend all AP on each of your subsequent turns until the total cost has been spent, at
 * which point the action takes effect." An interrupt must take effect at once, so it is paid in full or refused.
 */
export type TurnContext =
  { readonly kind: "own" } | { readonly kind: "offTurn"; readonly scores: InitiativeScores; readonly active: string };

export interface ActionRequest {
  readonly action: WoundsActionId;
  readonly round: number;
  readonly turn: TurnContext;
  /** Replaces the listed cost (the container for Retrieve or Stow, an item's own cost). */
  readonly baseCost?: number;
  readonly costModifiers?: readonly CostModifier[];
  /** Stamina the action costs, "spent when the action takes effect". */
  readonly stamina?: number;
  /**
   * What the action is aimed at, kept with it while it is paid over turns ("at which point the action takes effect":
   * a Treat Wound's patient and wound); given back by the boundary that completes it. Opaque to the engine.
   */
  readonly aim?: string;
}

export interface ActionResult {
  readonly actor: WoundsActor;
  readonly combatant: WoundsCombatantState;
  /** The action takes effect now (false: it is being paid over the following turns). */
  readonly completed: boolean;
  readonly apSpent: number;
  /** −2 for an interrupt; the combat applies it to the initiative scores. */
  readonly initiativeDelta: number;
  /** An act in progress that this action canceled. */
  readonly canceled?: string;
  /** Fatigue taken because the stamina cost exceeded the stamina left. */
  readonly fatigue: number;
}

/** "Until you take an action or reaction": any action or reaction uses up a readied action. */
export function dropReadied(conditions: ConditionState): ConditionState {
  return isActive(conditions, "readied") ? clearDirect(conditions, "readied").state.state : conditions;
}

export function takeAction(
  actor: WoundsActor,
  combatant: WoundsCombatantState,
  request: ActionRequest,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): WoundsOutcome<ActionResult> {
  const unchanged: ActionResult = { actor, combatant, completed: false, apSpent: 0, initiativeDelta: 0, fatigue: 0 };
  const spec = actionSpec(request.action);
  if (spec.kind !== "action")
    return refuse(unchanged, { code: "notAnAction", message: `${spec.label} is a reaction.` });
  const blocked = whyCannotAct(actor, request.action);
  if (blocked) return refuse(unchanged, blocked);
  const offTurn = request.turn.kind === "offTurn";
  if (request.turn.kind === "offTurn") {
    const why = whyCannotInterrupt(request.turn.scores, combatant.id, request.turn.active);
    if (why) return refuse(unchanged, why);
  }
  const cost = apCost(request.action, request.costModifiers, options, request.baseCost);
  const have = apOf(combatant);
  const stamina = request.stamina ?? 0;
  let canceled: string | undefined;
  let next: WoundsCombatantState;
  let completed = true;
  if (have >= cost || offTurn) {
    const paid = spendAp(combatant, cost);
    if (!paid.ok) return refuse(unchanged, paid.reason);
    next = paid.state.combatant;
    canceled = paid.state.canceled;
  } else {
    canceled = actInProgress(combatant);
    const cleared = cancelActs(combatant);
    const act = startAct(
      cleared.economy.pools,
      { action: request.action, pool: "ap", amount: cost, round: request.round },
      "carryOver",
    );
    if (!act.ok || act.state.pending === undefined) {
      return refuse(unchanged, { code: "noAp", message: `Needs ${cost} AP, has ${have}.`, need: cost, have });
    }
    completed = false;
    next = {
      ...cleared,
      economy: { ...cleared.economy, pools: act.state.values, pending: act.state.pending },
      ...(stamina > 0 ? { pendingStamina: stamina } : {}),
      ...(request.aim === undefined ? {} : { pendingAim: request.aim }),
    };
  }
  let after: WoundsActor = { ...actor, conditions: dropReadied(actor.conditions) };
  next = dropReadiedChoice(next);
  let fatigue = 0;
  if (completed) {
    const spent = spendStamina(after.creature, stamina);
    fatigue = spent.fatigue;
    const creature = spent.creature;
    const done = applyCompletion({ ...after, creature }, next, request.action, request.round, request.aim);
    after = done.actor;
    next = done.combatant;
  }
  const apSpent = have - apOf(next);
  return {
    ok: true,
    state: {
      actor: after,
      combatant: next,
      completed,
      apSpent,
      initiativeDelta: offTurn ? INITIATIVE_SHIFT.interrupt : 0,
      ...(canceled === undefined ? {} : { canceled }),
      fatigue,
    },
  };
}

/** "or you choose to cancel it": AP already spent is lost. */
export function cancelAct(combatant: WoundsCombatantState): WoundsCombatantState {
  return cancelActs(combatant);
}
