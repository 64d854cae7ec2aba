import { addCondition, removeCondition } from "../../../core/conditions/mutate.ts";
import { isActive } from "../../../core/conditions/state.ts";
import { findAction } from "../../../core/economy/actions.ts";
import { startAct } from "../../../core/economy/multi-turn.ts";
import { BONUS_CONDITIONS } from "../conditions.ts";
import type { BonusActor } from "./actor.ts";
import { BONUS_ACTIONS, OFF_HAND_VIGOR, type BonusActionId } from "./actions.ts";
import { whyCannotAct } from "./capability.ts";
import type { BonusCombatantState } from "./combatant.ts";
import { refuse, type BonusOutcome } from "./refusal.ts";
import { spendVigor } from "./vigor.ts";

/**
 * Taking an action on your turn. Checks, in order: alive, your turn, able to act (Winded, Unconscious…), able to
 * move if the action is physical (Incapacitated), no act still being paid, off-hand allowed, then pays actions
 * (carrying a multi-action act over into following turns), Vigor and Mana. Nothing changes unless all of it works.
 */
export interface ActionRequest {
  readonly action: BonusActionId;
  readonly round: number;
  /** Is it this combatant's turn? "On your turn, you may take as many actions as you have." */
  readonly ownTurn: boolean;
  /** Actions the act needs when it is not the table's (an ability needing 3 actions). */
  readonly actions?: number;
  readonly vigor?: number;
  readonly mana?: number;
  /** For actions whose physicality "varies": does this use need physical movement? Default yes. */
  readonly physical?: boolean;
  /** Add an Off-hand attack "for 8 Vigor" (Attack, or a light weapon technique used via Use Ability). */
  readonly offHand?: boolean;
}

export interface ActionResult {
  readonly actor: BonusActor;
  readonly combatant: BonusCombatantState;
  /** The act takes effect now (false: it is paid over following turns and completes later). */
  readonly completed: boolean;
  /** "you create an opening": adjacent enemies may Take Opening. */
  readonly createsOpening: boolean;
}

type Pair = { readonly actor: BonusActor; readonly combatant: BonusCombatantState };

export function takeAction(
  actor: BonusActor,
  combatant: BonusCombatantState,
  request: ActionRequest,
): BonusOutcome<ActionResult> {
  const unchanged: ActionResult = { actor, combatant, completed: false, createsOpening: false };
  const spec = findAction(BONUS_ACTIONS, request.action);
  if (!spec) return refuse(unchanged, { code: "unknownAction", message: `No action "${request.action}".` });
  const physical = spec.physical === "varies" ? (request.physical ?? true) : spec.physical;
  const blocked = whyCannotAct(actor, physical);
  if (blocked) return refuse(unchanged, blocked);
  if (!request.ownTurn) return refuse(unchanged, { code: "notYourTurn", message: "Actions are taken on your turn." });
  if (combatant.economy.pending) {
    const { action, remaining } = combatant.economy.pending;
    const message = `Still paying for ${action} (${remaining} more).`;
    return refuse(unchanged, { code: "actInProgress", message });
  }
  if (request.offHand && !spec.allowsOffHand) {
    return refuse(unchanged, { code: "offHandNotAllowed", message: "An Off-hand attack is part of an Attack action." });
  }
  if (spec.id === "standUp" && !isActive(actor.conditions, "prone")) {
    return refuse(unchanged, { code: "notProne", message: "Only a knocked-down creature stands up." });
  }
  const amount = request.actions ?? spec.cost.actions ?? 1;
  const vigor = (request.vigor ?? 0) + (request.offHand ? OFF_HAND_VIGOR : 0);
  const mana = request.mana ?? 0;
  const c = actor.creature;
  const values: Readonly<Record<string, number>> = {
    ...combatant.economy.pools,
    vigor: c.vigor.value,
    mana: c.mana.value,
  };
  const policy = spec.multiTurn ? "carryOver" : "refuse";
  const paid = startAct(
    values,
    { action: spec.id, pool: "actions", amount, extra: { vigor, mana }, round: request.round },
    policy,
  );
  if (!paid.ok) {
    const r = paid.reason;
    if (r.code === "cannotFinish" || (r.code === "short" && r.pool === "actions")) {
      return refuse(unchanged, { code: "noActions", message: r.message, need: amount, have: values.actions ?? 0 });
    }
    return refuse(unchanged, {
      code: "short",
      message: r.message,
      ...(r.pool === undefined ? {} : { pool: r.pool }),
      ...(r.need === undefined ? {} : { need: r.need }),
      ...(r.have === undefined ? {} : { have: r.have }),
    });
  }
  // Vigor goes through spendVigor so that exhausting it makes the creature Winded.
  const vigorSpent = spendVigor(c, vigor);
  const creature = { ...vigorSpent.state, mana: { ...c.mana, value: paid.state.values.mana ?? c.mana.value } };
  const pools = { ...combatant.economy.pools, actions: paid.state.values.actions ?? 0 };
  const economy = paid.state.pending
    ? { ...combatant.economy, pools, pending: paid.state.pending }
    : { ...combatant.economy, pools };
  const after: Pair = { actor: { ...actor, creature }, combatant: { ...combatant, economy } };
  const completed = paid.state.pending === undefined;
  const applied = completed ? applyActionEffect(after, spec.id, request.round) : after;
  return { ok: true, state: { ...applied, completed, createsOpening: spec.createsOpening } };
}

/** The lasting effects of some actions on the actor's conditions. */
function applyActionEffect(pair: Pair, action: BonusActionId, round: number): Pair {
  const holder = pair.combatant.id;
  const untilNextTurn = { kind: "untilTurnStart", holder } as const;
  let conditions = pair.actor.conditions;
  if (action === "defend") {
    conditions = addCondition(BONUS_CONDITIONS, conditions, "defending", {
      source: "defend",
      duration: untilNextTurn,
      round,
    }).state;
  } else if (action === "ready") {
    conditions = addCondition(BONUS_CONDITIONS, conditions, "readied", {
      source: "ready",
      duration: untilNextTurn,
      round,
    }).state;
  } else if (action === "standUp") {
    conditions = removeCondition(conditions, "prone").state.state;
  }
  return conditions === pair.actor.conditions ? pair : { ...pair, actor: { ...pair.actor, conditions } };
}

/**
 * Knocked down: "This event negates the character's action if it happens on their turn." The creature becomes
 * prone; on its own turn, an act being paid over turns is lost too (`negated` tells the UI that the current
 * action has no effect).
 */
export function knockDown(
  actor: BonusActor,
  combatant: BonusCombatantState,
  round: number,
  ownTurn: boolean,
): { readonly actor: BonusActor; readonly combatant: BonusCombatantState; readonly negated: boolean } {
  const conditions = addCondition(BONUS_CONDITIONS, actor.conditions, "prone", {
    source: "knockedDown",
    duration: { kind: "permanent" },
    round,
  }).state;
  const next = { ...actor, conditions };
  if (!ownTurn) return { actor: next, combatant, negated: false };
  const economy = { pools: combatant.economy.pools, uses: combatant.economy.uses };
  return { actor: next, combatant: { ...combatant, economy }, negated: true };
}

/** Give up an act being paid over turns; actions already spent on it are lost. */
export function abandonAct(combatant: BonusCombatantState): BonusCombatantState {
  if (!combatant.economy.pending) return combatant;
  return { ...combatant, economy: { pools: combatant.economy.pools, uses: combatant.economy.uses } };
}
