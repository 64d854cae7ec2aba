import { auraStrength, maxRecoverySurges } from "../defense/derived.ts";
import { maxStamina } from "../creature.ts";
import type { EnergyActor } from "../economy/actor.ts";
import { gainStamina } from "../economy/stamina.ts";
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../options.ts";
import { spendRecoverySurge } from "./heal.ts";
import { endRestBound } from "./rest-bound.ts";

/**
 * Resting (seed).
 * Short Rest: "Every 5 minutes of a Short Rest: You regain all your Stamina. You regain use of all your Short Rest
 * spells and abilities. You may spend 1 Recovery Surge to regain Aura." "During a Short Rest you may spend 15
 * minutes to fix Broken armor or a shield." "If you are interrupted … you may have completed some things but not
 * others": each finished 5-minute block counts, and conditions lasting "until your next Short Rest" end with the
 * first one.
 * Long Rest: "If you complete your Long Rest: Your Aura is fully restored. You regain all your Recovery Surges. You
 * regain all your Stamina. You regain all your Short and Long Rest spells and abilities." — complete means 8 hours,
 * "at least 6 of the 8 hours must be spent sleeping". "Anything you can do during a Short Rest, you can do during a
 * Long Rest." Interrupted (Fray): the Short Rest benefits, and Recovery Surges in proportion to the hours rested
 * ("you may only have regained half your Recovery Surges"), rounded down; no full Aura.
 */
export const SHORT_REST_BLOCK_MINUTES = 5;
export const ARMOR_REPAIR_MINUTES = 15;
export const LONG_REST_HOURS = 8;
export const LONG_REST_SLEEP_HOURS = 6;

export interface RestLog {
  readonly blocks: number;
  readonly stamina: number;
  readonly surgesSpent: number;
  readonly aura: number;
  readonly surgesRegained: number;
  /** Short Rest abilities come back (after one block). */
  readonly shortRestAbilities: boolean;
  readonly longRestAbilities: boolean;
  /** Time enough to fix Broken armor or a shield. */
  readonly armorRepair: boolean;
  readonly conditionsEnded: readonly string[];
}

export interface RestResult {
  readonly actor: EnergyActor;
  readonly log: RestLog;
}

export function shortRest(
  actor: EnergyActor,
  rest: { readonly minutes: number; readonly surges: number },
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): RestResult {
  const blocks = Math.max(0, Math.floor(rest.minutes / SHORT_REST_BLOCK_MINUTES));
  const empty: RestLog = {
    blocks,
    stamina: 0,
    surgesSpent: 0,
    aura: 0,
    surgesRegained: 0,
    shortRestAbilities: false,
    longRestAbilities: false,
    armorRepair: false,
    conditionsEnded: [],
  };
  if (blocks === 0 || actor.creature.dead) return { actor, log: empty };
  const startAura = actor.creature.aura;
  const restored = gainStamina(actor.creature, maxStamina(actor.creature));
  const ended = endRestBound(actor.conditions);
  let next: EnergyActor = { ...actor, creature: restored.creature, conditions: ended.state };
  let surgesSpent = 0;
  for (let i = 0; i < Math.min(blocks, Math.max(0, Math.floor(rest.surges))); i++) {
    const spent = spendRecoverySurge(next, options);
    if (!spent.ok) break;
    next = spent.state.actor;
    surgesSpent++;
  }
  const log: RestLog = {
    ...empty,
    stamina: restored.amount,
    surgesSpent,
    aura: next.creature.aura - startAura,
    shortRestAbilities: true,
    armorRepair: rest.minutes >= ARMOR_REPAIR_MINUTES,
    conditionsEnded: ended.ended,
  };
  return { actor: next, log };
}

export function longRest(
  actor: EnergyActor,
  rest: { readonly hours: number; readonly hoursSlept: number; readonly surges?: number },
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): RestResult {
  const short = shortRest(actor, { minutes: rest.hours * 60, surges: rest.surges ?? 0 }, options);
  const c = short.actor.creature;
  if (c.dead || rest.hours <= 0) return short;
  const complete = rest.hours >= LONG_REST_HOURS && rest.hoursSlept >= LONG_REST_SLEEP_HOURS;
  const maxSurges = maxRecoverySurges(c, options);
  const regained = complete
    ? maxSurges
    : Math.floor((maxSurges * Math.min(rest.hours, LONG_REST_HOURS)) / LONG_REST_HOURS);
  const surges = Math.max(c.recoverySurges, Math.min(maxSurges, c.recoverySurges + regained));
  const aura = complete ? Math.max(c.aura, auraStrength(c, options)) : c.aura;
  const stabilized = complete && aura > c.aura ? { bleedingOut: false } : {};
  const creature = { ...c, recoverySurges: surges, aura, ...stabilized };
  return {
    actor: { ...short.actor, creature },
    log: {
      ...short.log,
      aura: short.log.aura + (aura - c.aura),
      surgesRegained: surges - c.recoverySurges,
      longRestAbilities: complete,
    },
  };
}
