import type { MomentumActor } from "../creature.ts";
import type { TickDue } from "../economy/boundary.ts";
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";
import { applyDamage } from "./apply.ts";
import { loseVitality } from "./vitality.ts";

/**
 * Damage over time, rolled from `TickDue.request`. An Elemental Status Effect is "a lingering form" of its damage
 * type, so its tick is a hit of that type (Armor/DR and affinities apply as to any hit); Bleeding is Vitality lost
 * with no mitigation.
 */
export function applyTick(
  actor: MomentumActor,
  tick: TickDue,
  rolled: number,
  round: number,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): MomentumActor {
  if (tick.type === undefined) return loseVitality(actor, rolled, options).actor;
  return applyDamage(actor, { parts: { [tick.type]: rolled }, source: tick.condition }, round, options).actor;
}
