import type { PoolSpec } from "../../../core/economy/pool.ts";
import { constant, fromTable, lookupStep, stat, sum, type Stats } from "../../../core/economy/quantity.ts";
import { legStrength, maxStamina } from "../creature.ts";
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../options.ts";
import { bandRow } from "../support/bands.ts";
import { ENERGY_PER_ROUND } from "../tables/energy-per-round.ts";
import { BASE_AGILITY, LEG_STRENGTH_TABLE } from "../tables/leg-strength.ts";
import type { EnergyActor } from "./actor.ts";
import { energyPenalty } from "./status.ts";

/**
 * The `energy` pools as data.
 * - energy (Combatant): "At the beginning of each Round, your Energy pool is reset based on your Stamina" — set (not
 *   added) at round start from the Energy Per Round table, adjusted by Exhausted.
 * - agility (Combatant): "At the beginning of each Round, your Agility pool resets to your Maximum Agility"
 *   (3 + Leg Strength + abilities).
 * - stamina (Actor): "Maximum Stamina = Constitution Score"; nothing refills it in combat (rests and Catch Your
 *   Breath do).
 * Combatants joining mid-Round start full (Fray: they act in the Round they join).
 */
export const ENERGY_POOLS: readonly PoolSpec[] = [
  {
    id: "energy",
    label: "Energy",
    home: "combatant",
    max: sum(fromTable("stamina", ENERGY_PER_ROUND), stat("energyAdjustment")),
    refills: [{ at: "roundStart", amount: "max", carryOver: false }],
    initial: "max",
  },
  {
    id: "agility",
    label: "Agility",
    home: "combatant",
    max: sum(constant(BASE_AGILITY), stat("agilityBonus")),
    refills: [{ at: "roundStart", amount: "max", carryOver: false }],
    initial: "max",
  },
  { id: "stamina", label: "Stamina", home: "actor", max: stat("maxStamina"), refills: [] },
];

/**
 * Exhausted (setting `exhaustedEnergy`): "you gain 2 less Energy at the beginning of each Round" (twoFewer), or
 * "only gain 3 Energy per Round" (onlyThree: the table's value capped at 3).
 */
export function energyAdjustment(actor: EnergyActor, options: EnergyOptions = DEFAULT_ENERGY_OPTIONS): number {
  const penalty = energyPenalty(actor);
  if (penalty === 0) return 0;
  if (options.exhaustedEnergy === "twoFewer") return -penalty;
  const fromStamina = lookupStep(ENERGY_PER_ROUND, actor.creature.stamina);
  return Math.min(0, 3 - fromStamina);
}

/** Leg Strength's Agility plus abilities ("When abilities give you additional Agility, it increases your Maximum"). */
export function agilityBonus(actor: EnergyActor): number {
  return bandRow(LEG_STRENGTH_TABLE, legStrength(actor.creature)).agility + actor.creature.extraAgility;
}

/** The numbers the pool specs read, for one creature now. */
export function energyStats(actor: EnergyActor, options: EnergyOptions = DEFAULT_ENERGY_OPTIONS): Stats {
  return {
    stamina: actor.creature.stamina,
    energyAdjustment: energyAdjustment(actor, options),
    agilityBonus: agilityBonus(actor),
    maxStamina: maxStamina(actor.creature),
  };
}
