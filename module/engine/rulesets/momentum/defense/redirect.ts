import type { AttackOutcome } from "../dice/attack.ts";
import { NATURAL_CRITICAL, NATURAL_MISS } from "../dice/attack.ts";
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";

/**
 * Misses that strike someone else (seed 002): creature cover — "all attacks that miss you target the creature in front
 * of you instead, possibly leading it to be hit" — and Climb — "Any attack that targets you and misses targets the
 * creature you have climbed onto instead." Fray compares the same roll (its natural and total) with the new target's
 * Evasion: nothing is rolled again. A critical miss stays a miss, and a miss the attacker chose ("You can choose to
 * miss with your own attack") is not redirected. Returns undefined when the miss does not move on.
 */
export function redirectMiss(
  first: AttackOutcome,
  newEvasion: number,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): AttackOutcome | undefined {
  if (first.hit || first.reason === "chosenMiss" || first.total === undefined || first.natural === undefined) {
    return undefined;
  }
  const base = { natural: first.natural, total: first.total, margin: first.total - newEvasion };
  if (first.natural === NATURAL_MISS) return { ...base, hit: false, critical: false, reason: "criticalMiss" };
  const hit = first.total >= newEvasion || (first.natural === NATURAL_CRITICAL && options.naturalTwentyHits);
  const critical = hit && first.natural === NATURAL_CRITICAL;
  return { ...base, hit, critical, reason: critical ? "critical" : "roll" };
}
