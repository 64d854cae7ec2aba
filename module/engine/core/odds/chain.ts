/**
 * Distribution of a chain of rolls: one die's (a plain die, or an exploding one: roll again and add while the face is
 * >= `on`, at most `cap` extra rolls), or a chained request's, whose every roll is a link such as two dice keeping
 * one (`followChain`). The chain is followed level by level; once the probability of still rolling falls below
 * TRUNCATION_THRESHOLD that mass is dropped and reported as truncated (the engine's cap of 100 is never reached in
 * practice: a d10 is cut after 10 bursts, a d4 after 15). Die results are cached: every bonus die of a ruleset is one
 * of a handful of shapes.
 */
import { trim, uniformDie, type Distribution } from "./distribution.ts";

/** Chains less likely than this are dropped (and counted in `truncated`). */
export const TRUNCATION_THRESHOLD = 1e-9;

export interface ChainShape {
  readonly faces: number;
  /** Explode on faces >= on; undefined for a die that never explodes. */
  readonly on?: number;
  readonly cap?: number;
}

const cache = new Map<string, Distribution>();

/**
 * The total of a chain of rolls: `link` is one roll's distribution (a die, or two dice keeping one), and another roll
 * is added while a roll comes up at least `on`, at most `cap` more rolls. Followed level by level; a level's bursting
 * mass below TRUNCATION_THRESHOLD is dropped and reported as truncated. A link is a plain roll (whole, non-negative,
 * nothing truncated): what `validateRequest` allows a chain's link to be.
 */
export function followChain(link: Distribution, on: number, cap: number): Distribution {
  if (link.min < 0 || link.truncated !== 0) throw new RangeError("a chain's link must be one plain roll");
  const max = link.min + link.p.length - 1;
  let keepGoing = 0;
  link.p.forEach((p, i) => {
    if (link.min + i >= on) keepGoing += p;
  });
  // Levels = bursts followed: stop when the chance to still be rolling drops below the threshold, or at the cap.
  let levels = 0;
  let still = 1;
  while (levels < cap && still * keepGoing >= TRUNCATION_THRESHOLD) {
    still *= keepGoing;
    levels++;
  }
  const capped = levels === cap;
  const span = (levels + 1) * max;
  const final = new Float64Array(span + 1);
  let rolling = new Float64Array(span + 1);
  rolling[0] = 1;
  for (let level = 0; level <= levels; level++) {
    const next = new Float64Array(span + 1);
    const last = level === levels;
    rolling.forEach((mass, s) => {
      if (mass === 0) return;
      link.p.forEach((p, i) => {
        const v = link.min + i;
        const m = mass * p;
        if (v < on) final[s + v] = (final[s + v] ?? 0) + m;
        else if (!last) next[s + v] = (next[s + v] ?? 0) + m;
        // On the last level a bursting roll either stops at the cap (and counts) or is the truncated tail.
        else if (capped) final[s + v] = (final[s + v] ?? 0) + m;
      });
    });
    rolling = next;
  }
  return trim({ min: 0, p: final, truncated: capped ? 0 : still * keepGoing });
}

/** The distribution of one die (its chain total). Cached by shape. */
export function chainDistribution(shape: ChainShape): Distribution {
  const { faces } = shape;
  const on = shape.on;
  const cap = shape.cap ?? 0;
  if (on === undefined || cap === 0) {
    const key = `${faces}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const dist = uniformDie(faces);
    cache.set(key, dist);
    return dist;
  }
  const key = `${faces}x${on}c${cap}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const dist = followChain(uniformDie(faces), on, cap);
  cache.set(key, dist);
  return dist;
}
