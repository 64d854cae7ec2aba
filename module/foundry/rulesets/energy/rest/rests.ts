/**
 * The rests of seed 001 as the sheet offers them (plain data): a Short Rest's 5-minute block — "Every 5 minutes of a
 * Short Rest: You regain all your Stamina. You regain use of all your Short Rest spells and abilities. You may spend
 * 1 Recovery Surge to regain Aura" — taken with or without its Recovery Surge, and a completed Long Rest — "If you
 * complete your Long Rest: Your Aura is fully restored. You regain all your Recovery Surges. You regain all your
 * Stamina" (8 hours, "at least 6 of the 8 hours must be spent sleeping"). An interrupted rest is the GM's (rules
 * page decision 66). The engine's `shortRest` and `longRest` do the rest.
 */
import type { EnergyActor } from "../../../../engine/rulesets/energy/economy/actor.ts";
import {
  LONG_REST_HOURS,
  LONG_REST_SLEEP_HOURS,
  longRest,
  SHORT_REST_BLOCK_MINUTES,
  shortRest,
  type RestResult,
} from "../../../../engine/rulesets/energy/damage/rest.ts";
import type { EnergyOptions } from "../../../../engine/rulesets/energy/options.ts";

export const REST_KINDS = ["short", "shortSurge", "long"] as const;
export type RestKind = (typeof REST_KINDS)[number];

/** Why a rest cannot be taken now: a `FRAY.Energy.Rest.Refusal.*` key's last part. */
export type RestRefusal = "inCombat" | "dead" | "noSurges";

export function restRefusal(actor: EnergyActor, kind: RestKind, inCombat: boolean): RestRefusal | undefined {
  if (inCombat) return "inCombat";
  if (actor.creature.dead) return "dead";
  return kind === "shortSurge" && actor.creature.recoverySurges <= 0 ? "noSurges" : undefined;
}

export function takenRest(actor: EnergyActor, kind: RestKind, options: EnergyOptions): RestResult {
  if (kind === "long") return longRest(actor, { hours: LONG_REST_HOURS, hoursSlept: LONG_REST_SLEEP_HOURS }, options);
  return shortRest(actor, { minutes: SHORT_REST_BLOCK_MINUTES, surges: kind === "shortSurge" ? 1 : 0 }, options);
}
