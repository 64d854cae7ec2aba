import { clearDirect } from "../../../core/conditions/mutate.ts";
import { ENERGY_ACTION_TABLE, STAMINA_AS_ENERGY_PER_ROUND } from "../economy/actions.ts";
import type { EnergyActor } from "../economy/actor.ts";
import { loseStamina } from "../economy/stamina.ts";
import { effectsInForce } from "../economy/status.ts";
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../options.ts";
import type { LeanEconomy } from "./lean-economy.ts";

/**
 * The simulation's own `takeAction` for the only actions its policy takes (a Melee, Unarmed or Ranged Attack, a
 * Load; never Swift, never a GM ruling on the Energy). A fight asks a few hundred times whether a
 * creature can pay, most of the answers "no": the engine's `takeAction` builds a refusal with its message each time
 * and walks the conditions in force for every check. Here the conditions are read once per actor (`ActionGate`) and
 * a refusal is `undefined`, built from nothing. It pays from the fighter's numbers (`LeanEconomy`), changed in
 * place, and returns the actor: the actor, pools and uses are the ones `takeAction` leaves
 * (test/engine/energy/sim/lean-action.test.ts holds the two equal over generated states); the payment details, the
 * Round's last action and Agile Moves and the Shaken drop check, which no fight reads, are left out.
 */
export type LeanActionId = "meleeAttack" | "unarmedAttack" | "rangedAttack" | "load";

export interface LeanRequest {
  readonly action: LeanActionId;
  /** Energy paid in Stamina ("Once per Round, you may spend 1 Stamina when you would normally spend 1 Energy"). */
  readonly staminaAsEnergy?: number;
  /** Ranged: not Proficient pays 1 Energy more. */
  readonly proficient?: boolean;
  /** Load: the weapon's Load cost. */
  readonly loadEnergy?: number;
}

/** What the conditions in force allow an actor (`whyCannotAct`, `whyNoStamina`), read once per actor value. */
export interface ActionGate {
  /** Neither dead nor under a condition that forbids all actions (Unconscious). */
  readonly acts: boolean;
  /** No condition forbidding attack actions (Restrained, Restraining). */
  readonly attacks: boolean;
  /** No condition forbidding spending Stamina (Shaken, Exhausted). */
  readonly spendsStamina: boolean;
}

export function actionGate(actor: EnergyActor): ActionGate {
  let acts = !actor.creature.dead;
  let attacks = true;
  let spendsStamina = true;
  for (const e of effectsInForce(actor)) {
    if (e.effects.noActions === true) acts = false;
    if (e.effects.noAttacks === true) attacks = false;
    if (e.effects.noStamina === true) spendsStamina = false;
  }
  return { acts, attacks, spendsStamina };
}

/** The action table's Energy for the two melee attacks. */
export const MELEE_ENERGY = ENERGY_ACTION_TABLE.meleeAttack.cost["energy"] ?? 0;
const UNARMED_ENERGY = ENERGY_ACTION_TABLE.unarmedAttack.cost["energy"] ?? 0;

/** The action's Energy (`actionCost` for these four), or NaN for a cost no pool can pay (a broken Load cost). */
function energyCost(request: LeanRequest, options: EnergyOptions): number {
  switch (request.action) {
    case "meleeAttack":
      return MELEE_ENERGY;
    case "unarmedAttack":
      return UNARMED_ENERGY;
    case "rangedAttack":
      return options.rangedAttackEnergy + (request.proficient === false ? 1 : 0);
    case "load":
      return Math.max(0, Math.floor(request.loadEnergy ?? 1));
  }
}

/**
 * Pays for the action from `economy` and returns the actor after paying, or `undefined` where `takeAction` refuses
 * (and changes nothing).
 */
export function leanTakeAction(
  actor: EnergyActor,
  economy: LeanEconomy,
  request: LeanRequest,
  gate: ActionGate = actionGate(actor),
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): EnergyActor | undefined {
  const attack = request.action !== "load";
  if (!gate.acts || (attack && !gate.attacks)) return undefined;
  const energy = energyCost(request, options);
  const swap = Math.max(0, Math.floor(request.staminaAsEnergy ?? 0));
  if (!(energy >= 0) || !Number.isFinite(energy) || swap > energy) return undefined;
  const creature = actor.creature;
  if (swap > 0) {
    // `staminaAsEnergyLeft`: once a Round, plus what abilities add.
    const allowance = STAMINA_AS_ENERGY_PER_ROUND + Math.max(0, creature.extraStaminaAsEnergy);
    if (!gate.spendsStamina || swap > Math.max(0, allowance - economy.staminaAsEnergy)) return undefined;
  }
  if (economy.energy < energy - swap || creature.stamina < swap) return undefined;
  economy.energy -= energy - swap;
  economy.staminaAsEnergy += swap;
  // Nothing paid in Stamina by a creature that has some: `loseStamina` leaves it as it is (most payments).
  const after = swap === 0 && creature.stamina > 0 ? creature : loseStamina(creature, swap).creature;
  const next = after === creature ? actor : { ...actor, creature: after };
  // Defend's bonus "lasts until you make an attack, cast a spell, or move more than your Speed during a Round"
  // (nobody moves here).
  if (!attack || next.conditions.active["defending"] === undefined) return next;
  return { ...next, conditions: clearDirect(next.conditions, "defending").state.state };
}
