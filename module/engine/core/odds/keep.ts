/**
 * Exact distribution of "keep the k highest (or lowest) of n independent dice", which also gives advantage
 * (highest 1 of 2 chains) and disadvantage (lowest 1 of 2).
 *
 * Method: walk the die's values from best to worst. A state is (m dice already placed at better values, sum of
 * their kept values) weighted by ∏ p(v)^c / c!. At each value v, c more dice land on v; as soon as k dice are
 * placed the rest must all be worse than v, a single lumped category, so the state closes with the multinomial
 * factor n! · P(worse)^r / r!. Cost ~ values × k × sums × n, with no enumeration of the n-dice outcome space.
 *
 * Truncated mass (bursts too unlikely to follow) sits above every tracked value: for "highest" such a die would be
 * kept with an unknown value, so those outcomes stay truncated; for "lowest" it is simply a worse die and counts in
 * the lumped category, which keeps disadvantage exact.
 */
import type { Distribution } from "./distribution.ts";

export type KeepMode = "highest" | "lowest";

export function keepDistribution(die: Distribution, n: number, k: number, mode: KeepMode): Distribution {
  if (k >= n) throw new RangeError("keepDistribution needs k < n (keeping every die is a plain sum)");
  const length = die.p.length;
  // Processing order: best value first. order[i] = index into die.p of the i-th processed value.
  const at = (i: number): number => (mode === "highest" ? length - 1 - i : i);
  // worse[i] = P(a die is worse than the i-th processed value).
  const worse = new Float64Array(length);
  let acc = mode === "lowest" ? die.truncated : 0;
  for (let i = length - 1; i >= 0; i--) {
    worse[i] = acc;
    acc += die.p[at(i)] ?? 0;
  }
  const factorial = new Float64Array(n + 1);
  factorial[0] = 1;
  for (let i = 1; i <= n; i++) factorial[i] = (factorial[i - 1] ?? 1) * i;
  const nFact = factorial[n] ?? 1;

  // Kept sums in processing-index space: sum of k processed indices, 0 .. k·(length − 1).
  const sums = k * (length - 1) + 1;
  const result = new Float64Array(sums);
  // states[m · sums + s]: weight of "m dice placed at better values, kept sum s" (flat, for cache-friendly loops).
  let states = new Float64Array(k * sums);
  let next = new Float64Array(k * sums);
  states[0] = 1;
  const powers = new Float64Array(n + 1);
  const rest = new Float64Array(n + 1);
  for (let i = 0; i < length; i++) {
    const pv = die.p[at(i)] ?? 0;
    const pw = worse[i] ?? 0;
    powers[0] = 1;
    rest[0] = 1;
    for (let c = 1; c <= n; c++) {
      powers[c] = ((powers[c - 1] ?? 0) * pv) / c; // pv^c / c!
      rest[c] = ((rest[c - 1] ?? 0) * pw) / c; // pw^r / r!
    }
    next.fill(0);
    for (let m = 0; m < k; m++) {
      for (let s = 0; s < sums; s++) {
        const w = states[m * sums + s] ?? 0;
        if (w === 0) continue;
        for (let c = 0; c <= n - m; c++) {
          const coef = w * (powers[c] ?? 0);
          if (coef === 0) break;
          if (m + c >= k) {
            const keptSum = s + (k - m) * i;
            result[keptSum] = (result[keptSum] ?? 0) + nFact * coef * (rest[n - m - c] ?? 0);
          } else {
            const slot = (m + c) * sums + s + c * i;
            next[slot] = (next[slot] ?? 0) + coef;
          }
        }
      }
    }
    [states, next] = [next, states];
  }
  let mass = 0;
  for (const v of result) mass += v;
  const truncated = Math.max(0, 1 - mass);
  if (mode === "lowest") return { min: k * die.min, p: result, truncated };
  // Highest: processed index i is value index length − 1 − i, so sums map back reversed.
  return { min: k * die.min, p: result.reverse(), truncated };
}
