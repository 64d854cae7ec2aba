/**
 * Exact probability distributions of roll totals, on typed arrays. `p[i]` is the probability that the total is
 * `min + i`. Exploding dice have infinite tails, so distributions may be sub-probabilities: chains less likely
 * than 1e-9 are dropped and their mass is reported in `truncated` (sum(p) = 1 − truncated). Queries count only
 * the tracked mass, so every probability returned is exact to within `truncated` (a few 1e-9 at most).
 * Distributions are immutable once built (caches share their arrays).
 */

export interface Distribution {
  /** The smallest total with an entry. */
  readonly min: number;
  /** p[i] = P(total = min + i). */
  readonly p: Float64Array;
  /** Probability mass dropped by tail truncation. */
  readonly truncated: number;
}

/** A certain total. */
export function constant(value: number): Distribution {
  return { min: value, p: Float64Array.of(1), truncated: 0 };
}

/** A fair die with no bursts: 1..faces, each 1/faces. */
export function uniformDie(faces: number): Distribution {
  return { min: 1, p: new Float64Array(faces).fill(1 / faces), truncated: 0 };
}

export function shift(dist: Distribution, by: number): Distribution {
  return by === 0 ? dist : { min: dist.min + by, p: dist.p, truncated: dist.truncated };
}

/** The distribution of −X (a negative group, "- 1d6"). */
export function negate(dist: Distribution): Distribution {
  const p = dist.p.slice().reverse();
  return { min: -(dist.min + dist.p.length - 1), p, truncated: dist.truncated };
}

function isUniform(p: Float64Array): boolean {
  const first = p[0];
  for (let i = 1; i < p.length; i++) if (p[i] !== first) return false;
  return true;
}

/** Sum of two independent totals. Uniform operands (plain dice) use a sliding window: O(n) instead of O(n·m). */
export function convolve(x: Distribution, y: Distribution): Distribution {
  const [a, b] = x.p.length >= y.p.length ? [x, y] : [y, x];
  const truncated = 1 - (1 - a.truncated) * (1 - b.truncated);
  const min = a.min + b.min;
  if (b.p.length === 1) {
    const weight = b.p[0] ?? 0;
    return { min, p: weight === 1 ? a.p : a.p.map((v) => v * weight), truncated };
  }
  const la = a.p.length;
  const lb = b.p.length;
  const out = new Float64Array(la + lb - 1);
  if (isUniform(b.p)) {
    const weight = b.p[0] ?? 0;
    let window = 0;
    for (let i = 0; i < out.length; i++) {
      if (i < la) window += a.p[i] ?? 0;
      if (i - lb >= 0) window -= a.p[i - lb] ?? 0;
      // Cancellation can leave a −1e-18 where the true value is 0; probabilities are never negative.
      out[i] = window > 0 ? window * weight : 0;
    }
    return { min, p: out, truncated };
  }
  for (let i = 0; i < la; i++) {
    const pa = a.p[i] ?? 0;
    if (pa === 0) continue;
    for (let j = 0; j < lb; j++) out[i + j] = (out[i + j] ?? 0) + pa * (b.p[j] ?? 0);
  }
  return { min, p: out, truncated };
}

/** Drop zero entries at both ends (shorter arrays make every later convolution cheaper). */
export function trim(dist: Distribution): Distribution {
  let start = 0;
  let end = dist.p.length;
  while (start < end - 1 && dist.p[start] === 0) start++;
  while (end - 1 > start && dist.p[end - 1] === 0) end--;
  if (start === 0 && end === dist.p.length) return dist;
  return { min: dist.min + start, p: dist.p.slice(start, end), truncated: dist.truncated };
}

/** Total probability tracked (1 − truncated, up to rounding). */
export function totalMass(dist: Distribution): number {
  let sum = 0;
  for (const v of dist.p) sum += v;
  return sum;
}

function massFrom(dist: Distribution, index: number): number {
  let sum = 0;
  for (let i = Math.max(0, index); i < dist.p.length; i++) sum += dist.p[i] ?? 0;
  return sum;
}

/** P(total ≥ n). */
export function probabilityAtLeast(dist: Distribution, n: number): number {
  return massFrom(dist, Math.ceil(n - dist.min));
}

/** P(total > n). */
export function probabilityAbove(dist: Distribution, n: number): number {
  return massFrom(dist, Math.floor(n - dist.min) + 1);
}

/** P(total ≤ n). */
export function probabilityAtMost(dist: Distribution, n: number): number {
  let sum = 0;
  const end = Math.min(dist.p.length - 1, Math.floor(n - dist.min));
  for (let i = 0; i <= end; i++) sum += dist.p[i] ?? 0;
  return sum;
}

/** P(total = n). */
export function probabilityOf(dist: Distribution, n: number): number {
  const i = n - dist.min;
  return Number.isInteger(i) ? (dist.p[i] ?? 0) : 0;
}

/** Expected total over the tracked mass (renormalised). */
export function mean(dist: Distribution): number {
  let sum = 0;
  let mass = 0;
  dist.p.forEach((v, i) => {
    sum += v * (dist.min + i);
    mass += v;
  });
  return mass === 0 ? 0 : sum / mass;
}
