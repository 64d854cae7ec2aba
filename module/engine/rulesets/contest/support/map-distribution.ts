import type { Distribution } from "../../../core/odds/distribution.ts";

/**
 * The distribution of f(X) for an integer-valued f: the core computes the distribution of a roll's total, and a
 * ruleset that reads something else off the total (here: Successes) needs the distribution of that reading.
 * Generic (nothing `contest` about it): a candidate for `core/odds`. Truncated mass stays truncated.
 */
export function mapDistribution(dist: Distribution, f: (value: number) => number): Distribution {
  const mass = new Map<number, number>();
  dist.p.forEach((p, i) => {
    if (p === 0) return;
    const value = f(dist.min + i);
    if (!Number.isInteger(value)) throw new RangeError(`mapDistribution: f(${dist.min + i}) = ${value} is not whole`);
    mass.set(value, (mass.get(value) ?? 0) + p);
  });
  if (mass.size === 0) return { min: 0, p: Float64Array.of(0), truncated: dist.truncated };
  const values = [...mass.keys()];
  const min = Math.min(...values);
  const p = new Float64Array(Math.max(...values) - min + 1);
  for (const [value, m] of mass) p[value - min] = m;
  return { min, p, truncated: dist.truncated };
}
