/**
 * Distribution of one die's chain: a plain die, or an exploding one (roll again and add while the face is
 * >= `on`, at most `cap` extra rolls). The chain is followed level by level; once the probability of still
 * rolling falls below TRUNCATION_THRESHOLD that mass is dropped and reported as truncated (the engine's cap of 100
 * is never reached in practice: a d10 is cut after 10 bursts, a d4 after 15). Results are cached: every bonus die
 * of a ruleset is one of a handful of shapes.
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

function compute(faces: number, on: number, cap: number): Distribution {
  const keepGoing = (faces - on + 1) / faces;
  // Levels = bursts followed: stop when the chance to still be rolling drops below the threshold, or at the cap.
  let levels = 0;
  let still = 1;
  while (levels < cap && still * keepGoing >= TRUNCATION_THRESHOLD) {
    still *= keepGoing;
    levels++;
  }
  const capped = levels === cap;
  const span = (levels + 1) * faces;
  const final = new Float64Array(span + 1);
  let rolling = new Float64Array(span + 1);
  rolling[0] = 1;
  const pFace = 1 / faces;
  for (let level = 0; level <= levels; level++) {
    const next = new Float64Array(span + 1);
    const last = level === levels;
    for (let s = 0; s < rolling.length; s++) {
      const mass = rolling[s] ?? 0;
      if (mass === 0) continue;
      const m = mass * pFace;
      for (let f = 1; f <= faces; f++) {
        if (f < on) final[s + f] = (final[s + f] ?? 0) + m;
        else if (!last) next[s + f] = (next[s + f] ?? 0) + m;
        // On the last level a bursting face either stops at the cap (and counts) or is the truncated tail.
        else if (capped) final[s + f] = (final[s + f] ?? 0) + m;
      }
    }
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
  const dist = compute(faces, on, cap);
  cache.set(key, dist);
  return dist;
}
