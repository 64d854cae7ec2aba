import { clearDirect, removeCondition } from "../../../core/conditions/mutate.ts";
import type { ConditionState } from "../../../core/conditions/state.ts";
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../options.ts";
import { actionSpec, CATCH_YOUR_BREATH_STAMINA } from "./actions.ts";
import type { EnergyActor } from "./actor.ts";
import type { EnergyCombatantState, LastAction } from "./combatant.ts";
import { lastAfterEnhancing } from "./enhancement.ts";
import { runDistance, speedOf, turnsCost, isRunKind } from "./movement.ts";
import type { Paid } from "./pay.ts";
import type { ActionRequest } from "./request.ts";
import { gainStamina } from "./stamina.ts";
import { applyCondition, effectsInForce } from "./status.ts";

/**
 * What an action leaves behind once paid:
 * - Defend: "If you were Unguarded, you no longer are. If you were Exposed, you are no longer Exposed. You now win
 *   ties on your Defenses. This defense bonus lasts until you make an attack, cast a spell, or move more than your
 *   Speed during a Round." Only Exposure and Unguardedness of your own are ended: "Taking the Defense action while
 *   surprised does not remove the Unguarded condition. You cannot remove a 'daughter' condition by itself."
 * - Kneel From Prone: off the ground, kneeling, "You become Unguarded."
 * - Stand Up: from kneeling ("It would take an additional 1 Energy to stand completely").
 * - Pick Up off the ground: "you spend 1 Energy and become Exposed".
 * - Jump: "When landing from a Jump, you become Unguarded."
 * - Catch Your Breath: "regain 1 Stamina".
 * - Agile Move: "Once per Energy you spend on a non-movement action" — that action opens as many Agile Moves.
 */
export interface Effects {
  readonly actor: EnergyActor;
  readonly combatant: EnergyCombatantState;
  readonly dropCheckDc?: number;
}

function metresMoved(actor: EnergyActor, request: ActionRequest): number {
  if (request.action === "shift" || request.action === "agileMove") return 1;
  if (isRunKind(request.action)) {
    const full = runDistance(actor, request.action) - turnsCost(request.turns ?? []);
    return request.metres ?? Math.max(0, full);
  }
  return request.action === "jump" ? (request.metres ?? 0) : 0;
}

function clear(conditions: ConditionState, id: string): ConditionState {
  return conditions.active[id] === undefined ? conditions : clearDirect(conditions, id).state.state;
}

function conditionsAfter(actor: EnergyActor, request: ActionRequest, moved: number, options: EnergyOptions) {
  const spec = actionSpec(request.action);
  const source = spec.label;
  const round = request.round;
  let next = actor;
  const set = (conditions: ConditionState): void => {
    next = { ...next, conditions };
  };
  if (spec.kind === "attack" || moved > speedOf(actor)) set(clear(next.conditions, "defending"));
  switch (request.action) {
    case "defend":
      set(clear(clear(next.conditions, "unguarded"), "exposed"));
      next = applyCondition(next, "defending", { source, round }, options);
      break;
    case "kneelFromProne":
      if (next.conditions.active.prone !== undefined) set(removeCondition(next.conditions, "prone").state.state);
      next = applyCondition(next, "unguarded", { source, round }, options);
      next = applyCondition(next, "kneeling", { source, round }, options);
      break;
    case "standUp":
      set(clear(next.conditions, "kneeling"));
      break;
    case "pickUpItem":
      if (request.pickUp === "fromGround") next = applyCondition(next, "exposed", { source, round }, options);
      break;
    case "jump":
      next = applyCondition(next, "unguarded", { source: "Landing a Jump", round }, options);
      break;
    case "catchYourBreath":
      next = { ...next, creature: gainStamina(next.creature, CATCH_YOUR_BREATH_STAMINA).creature };
      break;
    default:
      break;
  }
  return next;
}

export function actionEffects(
  paid: Paid,
  request: ActionRequest,
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): Effects {
  const spec = actionSpec(request.action);
  const { payment, combatant } = paid;
  const moved = metresMoved(paid.actor, request);
  const movedThisRound = combatant.movedThisRound + moved;
  const energy = payment.energy + payment.staminaAsEnergy;
  const last: LastAction = {
    action: spec.id,
    energy,
    staminaAsEnergy: payment.staminaAsEnergy,
    metres: moved,
    sprint: spec.id === "sprint",
  };
  const agileMovesLeft =
    spec.id === "agileMove" ? Math.max(0, combatant.agileMovesLeft - 1) : spec.kind === "movement" ? 0 : energy;
  const actor = conditionsAfter(paid.actor, request, movedThisRound, options);
  // An enhancing ability keeps the attack it adds to as `last`, counting its Stamina (enhancement.ts).
  // Agile Moves ride along with the action that opened them; they are not an action of their own for `last`.
  const next: EnergyCombatantState = {
    ...combatant,
    movedThisRound,
    agileMovesLeft,
    last:
      lastAfterEnhancing(combatant, request, payment.stamina) ??
      (spec.id === "agileMove" && combatant.last !== undefined ? combatant.last : last),
  };
  const manipulates = spec.id === "stowEquip" || spec.id === "load";
  const dc = manipulates ? effectsInForce(actor).find((e) => e.effects.dropChanceDc !== undefined) : undefined;
  const dropCheckDc = dc?.effects.dropChanceDc;
  return dropCheckDc === undefined ? { actor, combatant: next } : { actor, combatant: next, dropCheckDc };
}
