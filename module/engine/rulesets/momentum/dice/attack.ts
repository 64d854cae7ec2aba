import type { DiceRequest, FlatModifier } from "../../../core/dice/request.ts";
import type { RollResult } from "../../../core/dice/result.ts";
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";
import { d20Request, naturalRoll, sumParts } from "./d20.ts";
import type { EdgeSource } from "./edge.ts";

/**
 * Attack rolls (seed 002): "To make an attack roll, roll a d20 and add your weapon or Ability hit bonus. Your attack
 * hits if you roll at least the same amount as the Evasion of your target." Naturals: "If you roll a natural 20 when
 * you attack, you perform a critical hit"; "A critical miss always fails to hit the target, no matter how high your
 * hit bonus is." Also "You can choose to miss with your own attack" and "If your target is an object, you hit it
 * automatically."
 */
export const NATURAL_CRITICAL = 20;
export const NATURAL_MISS = 1;

export interface AttackInput {
  readonly label?: string;
  /** Hit bonus parts (see hit-bonus.ts) plus situational modifiers. */
  readonly hitBonus: readonly FlatModifier[];
  /** The target's Evasion against this attack (defense/evasion.ts). */
  readonly evasion: number;
  readonly edges?: readonly EdgeSource[];
}

export function attackRequest(input: AttackInput, options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS): DiceRequest {
  return d20Request(
    {
      label: input.label ?? "Attack",
      modifiers: input.hitBonus,
      edges: input.edges,
      target: { kind: "meet", value: input.evasion, source: "Evasion" },
    },
    options,
  );
}

export type AttackReason = "roll" | "critical" | "criticalMiss" | "chosenMiss" | "object";

export interface AttackOutcome {
  readonly hit: boolean;
  /** Natural 20: damage increases (dice/damage.ts). */
  readonly critical: boolean;
  /** Why the attack hit or missed: the roll against Evasion, or a rule that overrides it. */
  readonly reason: AttackReason;
  /** The d20 face that counted; undefined for an automatic hit on an object. */
  readonly natural?: number;
  readonly total?: number;
  /** total − Evasion. */
  readonly margin?: number;
}

export function resolveAttack(
  result: RollResult,
  choice: { readonly chooseToMiss?: boolean } = {},
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): AttackOutcome {
  const target = result.target;
  if (!target) throw new RangeError(`"${result.label}" was rolled without an Evasion`);
  const natural = naturalRoll(result);
  const base = { natural, total: result.total, margin: result.total - target.value };
  if (choice.chooseToMiss === true) return { ...base, hit: false, critical: false, reason: "chosenMiss" };
  if (natural === NATURAL_MISS) return { ...base, hit: false, critical: false, reason: "criticalMiss" };
  if (natural === NATURAL_CRITICAL) {
    // A critical hit is a hit (default); the stricter setting still needs the total to reach Evasion.
    const hit = options.naturalTwentyHits || result.success === true;
    return { ...base, hit, critical: hit, reason: hit ? "critical" : "roll" };
  }
  return { ...base, hit: result.success === true, critical: false, reason: "roll" };
}

/** "If your target is an object, you hit it automatically": no roll, so no natural and no critical hit. */
export function objectHit(): AttackOutcome {
  return { hit: true, critical: false, reason: "object" };
}

/** The total hit bonus of a list of parts. */
export function hitBonusTotal(parts: readonly FlatModifier[]): number {
  return sumParts(parts);
}
