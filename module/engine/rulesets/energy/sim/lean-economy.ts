import { expireAt } from "../../../core/conditions/expire.ts";
import { poolMax } from "../../../core/economy/pool.ts";
import { lookupStep } from "../../../core/economy/quantity.ts";
import { roundEnd } from "../../../core/turns/boundary.ts";
import type { EnergyActor } from "../economy/actor.ts";
import type { DueRoll } from "../economy/boundary.ts";
import { INITIATIVE_LIMIT } from "../economy/limits.ts";
import { agilityBonus, energyAdjustment, ENERGY_POOLS } from "../economy/pools.ts";
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../options.ts";
import { ENERGY_PER_ROUND } from "../tables/energy-per-round.ts";

/**
 * A simulated fighter's round-scoped economy as plain numbers, changed in place: what a fight reads of the engine's
 * `EnergyCombatantState` (the Energy and Agility pools, the Stamina paid in place of Energy this Round, the
 * Initiative rolls made this Round). A fight asks hundreds of times a fight whether a creature can pay and starts
 * every creature's Round over; the engine builds a new combatant record through the generic economy each time. Nobody
 * moves in a simulated fight, so the Round's movement, Agile Moves and last action, which only movement reads, are
 * not kept. test/engine/energy/sim/lean-economy.test.ts holds these equal to `joinCombat`, `energyAtBoundary` and
 * `useInitiativeRoll` over generated states.
 */
export interface LeanEconomy {
  energy: number;
  agility: number;
  /** Uses of "spend 1 Stamina when you would normally spend 1 Energy" this Round (`STAMINA_AS_ENERGY_LIMIT`). */
  staminaAsEnergy: number;
  /** Initiative rolls this Round (`INITIATIVE_LIMIT`). */
  initiative: number;
}

const AGILITY_POOL = ENERGY_POOLS.find((p) => p.id === "agility");

/** The Energy pool's max: the Energy Per Round table by Stamina, adjusted by Exhausted, never below 0. */
function energyMax(actor: EnergyActor, options: EnergyOptions): number {
  return Math.max(0, lookupStep(ENERGY_PER_ROUND, actor.creature.stamina) + energyAdjustment(actor, options));
}

/** Maximum Agility (`3 + Leg Strength + abilities`): nothing a fight does changes it, so a fighter plans it once. */
export function agilityMax(actor: EnergyActor): number {
  if (AGILITY_POOL === undefined) return 0;
  return poolMax(AGILITY_POOL, { agilityBonus: agilityBonus(actor) });
}

/** `joinCombat`: both pools full, nothing used. */
export function leanJoin(
  actor: EnergyActor,
  agility = agilityMax(actor),
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): LeanEconomy {
  return { energy: energyMax(actor, options), agility, staminaAsEnergy: 0, initiative: 0 };
}

const NONE_DUE: readonly DueRoll[] = [];
const SAVE_DUE: readonly DueRoll[] = ["deathSave"];
const WAKE_DUE: readonly DueRoll[] = ["wakeRoll"];
const BOTH_DUE: readonly DueRoll[] = ["deathSave", "wakeRoll"];

/**
 * `energyAtBoundary` at a Round's start: Energy reset from Stamina, Agility to its maximum, the once-per-Round uses
 * cleared, and the rolls that fall due. The actor stays as it is: nothing an `energy` condition lasts for ends at a
 * Round's start, and suppressions lift at its end.
 */
export function leanRoundStart(
  actor: EnergyActor,
  economy: LeanEconomy,
  round: number,
  agility = agilityMax(actor),
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): readonly DueRoll[] {
  economy.energy = energyMax(actor, options);
  economy.agility = agility;
  economy.staminaAsEnergy = 0;
  economy.initiative = 0;
  const c = actor.creature;
  if (c.dead) return NONE_DUE;
  const save = c.bleedingOut && c.lastDeathSaveRound !== round;
  const wake = c.unconscious === "stamina" || c.unconscious === "nonLethal";
  return save ? (wake ? BOTH_DUE : SAVE_DUE) : wake ? WAKE_DUE : NONE_DUE;
}

/**
 * `energyAtBoundary` at a Round's end, for the actor (the economy neither refills nor clears there): conditions
 * lasting to the end of this Round end, and suppressions lift.
 */
export function leanRoundEnd(actor: EnergyActor, round: number): EnergyActor {
  const expired = expireAt(actor.conditions, roundEnd(round));
  let next = expired.state === actor.conditions ? actor : { ...actor, conditions: expired.state };
  if (next.suppressed.length > 0) {
    next = { ...next, suppressed: next.suppressed.filter((s) => s.round > round) };
  }
  return next;
}

/** `useInitiativeRoll`: records this Round's roll; true when it is an automatic failure (already rolled). */
export function leanInitiativeRoll(economy: LeanEconomy): boolean {
  if (economy.initiative >= INITIATIVE_LIMIT.times) return true;
  economy.initiative++;
  return false;
}
