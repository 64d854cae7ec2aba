/**
 * The 95 % confidence interval of a proportion estimated from simulated fights. Wilson's score interval rather than
 * the normal approximation: it stays inside [0, 1] and is honest at 0 or 1 wins out of few fights, which a GM's
 * "the party always wins" encounter produces.
 */
export interface Interval {
  /** The observed proportion (0 with no trials). */
  readonly p: number;
  readonly low: number;
  readonly high: number;
}

/** z for a two-sided 95 % interval. */
export const Z_95 = 1.959963984540054;

export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval {
  if (trials <= 0) return { p: 0, low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  // The interval always holds p (it reaches 0 at no successes and 1 at all): clamp away rounding at the ends.
  return { p, low: Math.max(0, Math.min(p, centre - half)), high: Math.min(1, Math.max(p, centre + half)) };
}
