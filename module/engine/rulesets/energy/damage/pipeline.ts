import type { DamagePacket } from "../../../core/damage/pipeline.ts";
import type { DamagePipeline, DamageStep } from "../../../core/damage/steps.ts";
import type { EnergyCreature } from "../creature.ts";
import { damageFactor, typeMultipliers } from "./multipliers.ts";

/**
 * The `energy` damage pipeline, in the seed's order: the hit's rolled damage already holds its additive modifiers
 * (MASDB, Draw Weight's extra damage); then "– AR if Combat roll is less than AC" (the attack decided whether the
 * armor was hit); then the multipliers, "applied after any additive modifiers … after any damage reduction from
 * armor", rounded down; then Aura ("Taking damage reduces the strength of your Aura").
 */
export const AURA = "aura";

export interface EnergyHit {
  /** Rolled damage with its additive modifiers. */
  readonly amount: number;
  /** What dealt it ("Longsword"). */
  readonly source: string;
  /** Damage type, for Weakness and Resistance. */
  readonly type?: string;
  /** The attack struck armor (attack/outcome.ts `armorHit`). */
  readonly armorHit: boolean;
  readonly armorRating: number;
  /** Other doubling / halving sources (abilities; not Proficient; thrown without the Thrown property). */
  readonly doubles?: readonly string[];
  readonly halves?: readonly string[];
  /** Non-Lethal damage (attack/non-lethal.ts). */
  readonly nonLethal: boolean;
}

export function hitPacket(hit: EnergyHit): DamagePacket {
  const tags = [...(hit.type === undefined ? [] : [hit.type]), ...(hit.nonLethal ? ["nonLethal"] : [])];
  return { amount: hit.amount, source: hit.source, tags };
}

export function energyPipeline(creature: EnergyCreature, hit: EnergyHit): DamagePipeline {
  const steps: DamageStep[] = [];
  if (hit.armorHit && hit.armorRating !== 0) {
    steps.push({ kind: "reduce", source: `Armor (AR ${hit.armorRating})`, by: hit.armorRating });
  }
  const factor = damageFactor({
    ...typeMultipliers(hit.type, creature.weaknesses, creature.resistances),
    doubles: hit.doubles,
    halves: hit.halves,
  });
  if (factor.factor !== 1) {
    const names = [...factor.doubledBy, ...factor.halvedBy].join(", ");
    steps.push({ kind: "multiply", source: names, factor: factor.factor, round: "down" });
  }
  steps.push({ kind: "track", source: "Aura", order: [AURA] });
  return steps;
}
