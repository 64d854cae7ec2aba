import { applyEnergyDamage } from "../damage/apply.ts";
import type { EnergyHit } from "../damage/pipeline.ts";
import { auraStrength } from "../defense/derived.ts";
import type { EnergyActor } from "../economy/actor.ts";
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../options.ts";

/**
 * The simulation's own `applyEnergyDamage` for a lethal hit: the same numbers in the same order (armor's AR when the
 * armor was hit, then the multipliers rounded down once, then Aura; a Death roll due when the hit reaches a creature
 * already at 0 Aura, or its excess does under the world setting), worked out with plain arithmetic instead of the
 * core pipeline's steps and audit trail, which no fight reads. A Non-Lethal hit, or one with numbers the pipeline
 * refuses, goes to `applyEnergyDamage` itself. test/engine/energy/sim/lean-damage.test.ts holds the two equal.
 */
export interface LeanDamage {
  readonly actor: EnergyActor;
  readonly deathRollDue: boolean;
}

function count(names: readonly string[] | undefined): number {
  return names === undefined ? 0 : names.length;
}

/** `damageFactor`'s factor: doubles add ("two sources of double damage … 3 times"), each halving source halves. */
function factorOf(actor: EnergyActor, hit: EnergyHit): number {
  const c = actor.creature;
  const weakness = hit.type !== undefined && (c.weaknesses ?? []).includes(hit.type);
  const resistance = hit.type !== undefined && (c.resistances ?? []).includes(hit.type);
  const doubles = count(hit.doubles) + (weakness && !resistance ? 1 : 0);
  const halves = count(hit.halves) + (resistance && !weakness ? 1 : 0);
  return (1 + doubles) * 0.5 ** halves;
}

export function leanEnergyDamage(
  actor: EnergyActor,
  hit: EnergyHit,
  round: number,
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): LeanDamage {
  if (hit.nonLethal || !Number.isFinite(hit.amount) || !Number.isFinite(hit.armorRating)) {
    const full = applyEnergyDamage(actor, hit, round, options);
    return { actor: full.actor, deathRollDue: full.deathRollDue };
  }
  const c = actor.creature;
  if (c.dead) return { actor, deathRollDue: false };
  const max = auraStrength(c, options);
  const before = Math.min(Math.max(0, c.aura), max);
  let raw = hit.amount;
  if (hit.armorHit && hit.armorRating !== 0) raw -= hit.armorRating;
  const factor = factorOf(actor, hit);
  // The pipeline's rounding (`roundBy` "down"), snapped first so that float noise never loses a point.
  if (factor !== 1 && raw > 0) raw = Math.floor(Math.round(raw * factor * 1e9) / 1e9);
  const amount = Math.max(0, raw);
  const taken = Math.min(before, amount);
  const after = before - taken;
  const remaining = amount - taken;
  const harmsBody = before === 0 ? amount > 0 : options.overflowTriggersDeathRoll && remaining > 0;
  return { actor: { ...actor, creature: { ...c, aura: after } }, deathRollDue: harmsBody };
}
