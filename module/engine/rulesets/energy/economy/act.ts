import { recordUse } from "../../../core/economy/limits.ts";
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../options.ts";
import { refuse, type EnergyOutcome, type EnergyRefusal } from "../refusal.ts";
import { actionSpec } from "./actions.ts";
import type { EnergyActor } from "./actor.ts";
import { whyCannotAct } from "./capability.ts";
import type { EnergyCombatantState } from "./combatant.ts";
import { actionCost } from "./cost.ts";
import { actionEffects } from "./effects.ts";
import { whyCannotEnhance } from "./enhancement.ts";
import { ENERGY_LIMITS, SWIFT_ATTACK_LIMIT } from "./limits.ts";
import { maxJump, runDistance, turnsCost, isRunKind } from "./movement.ts";
import { payCost, type Payment } from "./pay.ts";
import type { ActionRequest } from "./request.ts";
import { conditionWith } from "./status.ts";

/**
 * Taking an action. There are no turns: "if you want to do something, and you have the necessary resources, you just
 * do it". Checks, in order: able to act (dead, unconscious, restrained, prone), the action's own preconditions
 * (distance, a Swift Attack left, an Agile Move open, kneeling before standing, an attack to enhance within its
 * Stamina limit), then pays Energy, Agility and
 * Stamina in one go and applies the action's lasting effects. Nothing changes unless all of it works.
 */
export interface ActionResult {
  readonly actor: EnergyActor;
  readonly combatant: EnergyCombatantState;
  readonly payment: Payment;
  /** The Stamina paid took the creature to 0 and it fell unconscious. */
  readonly fellUnconscious: boolean;
  /** Shaken: the Chance roll DC to keep hold of the item (equipping, stowing, loading). */
  readonly dropCheckDc?: number;
}

type Pair = { readonly actor: EnergyActor; readonly combatant: EnergyCombatantState };

function movementProblem(pair: Pair, request: ActionRequest): EnergyRefusal | undefined {
  const metres = request.metres ?? 0;
  if (!(metres >= 0)) return { code: "invalid", message: "Distance must be 0 or more." };
  if (isRunKind(request.action)) {
    const turns = request.turns ?? [];
    const max = runDistance(pair.actor, request.action) - turnsCost(turns);
    if (metres > max)
      return { code: "tooFar", message: `Can move ${Math.max(0, max)} m, not ${metres}.`, need: metres };
  }
  if (request.action === "jump") {
    const max = maxJump(pair.actor, pair.combatant);
    if (metres > max) return { code: "tooFar", message: `Can jump ${max} m, not ${metres}.`, need: metres };
  }
  if (request.action === "agileMove" && pair.combatant.agileMovesLeft <= 0) {
    return { code: "noAgileMove", message: "Agile Moves come with Energy spent on a non-movement action." };
  }
  return undefined;
}

function postureProblem(actor: EnergyActor, request: ActionRequest): EnergyRefusal | undefined {
  if (request.action === "kneelFromProne" && conditionWith(actor, "sprawled") === undefined) {
    return { code: "notProne", message: "Only a creature on the ground kneels from Prone." };
  }
  if (request.action === "standUp") {
    if (conditionWith(actor, "sprawled") !== undefined) {
      return { code: "kneelFirst", message: "Kneel From Prone first (1 Energy), then stand (1 Energy)." };
    }
    if (conditionWith(actor, "kneeling") === undefined) {
      return { code: "notKneeling", message: "Already standing." };
    }
  }
  return undefined;
}

export function takeAction(
  actor: EnergyActor,
  combatant: EnergyCombatantState,
  request: ActionRequest,
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): EnergyOutcome<ActionResult> {
  const spec = actionSpec(request.action);
  // Built only for a refusal: simulations ask thousands of times a fight, most of them paid.
  const refused = (reason: EnergyRefusal): EnergyOutcome<ActionResult> =>
    refuse(
      { actor, combatant, payment: { energy: 0, agility: 0, stamina: 0, staminaAsEnergy: 0 }, fellUnconscious: false },
      reason,
    );
  const blocked =
    whyCannotAct(actor, spec) ??
    postureProblem(actor, request) ??
    movementProblem({ actor, combatant }, request) ??
    whyCannotEnhance(combatant, request);
  if (blocked) return refused(blocked);
  if (request.action === "catchYourBreath" && (combatant.economy.pools.energy ?? 0) <= 0) {
    return refused({ code: "short", message: "Catching your breath takes Energy.", need: 1, have: 0 });
  }
  let uses = combatant.economy.uses;
  if (request.swift === true && spec.kind === "attack") {
    const used = recordUse(ENERGY_LIMITS, uses, SWIFT_ATTACK_LIMIT.id);
    if (!used.ok) return refused({ code: "swiftAttackUsed", message: "One Swift Attack per Round." });
    uses = used.state;
  }
  const cost = actionCost(actor, combatant, request, options);
  const charged =
    uses === combatant.economy.uses ? combatant : { ...combatant, economy: { ...combatant.economy, uses } };
  const paid = payCost(actor, charged, cost, request.staminaAsEnergy);
  if (!paid.ok) return refused(paid.reason);
  const after = actionEffects(paid.state, request, options);
  return {
    ok: true,
    state: {
      actor: after.actor,
      combatant: after.combatant,
      payment: paid.state.payment,
      fellUnconscious: paid.state.fellUnconscious,
      ...(after.dropCheckDc === undefined ? {} : { dropCheckDc: after.dropCheckDc }),
    },
  };
}
