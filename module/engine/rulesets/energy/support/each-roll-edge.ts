/**
 * Advantage on every roll of an exploding die: the "eachRoll" reading of "Advantage and Disadvantage applies every
 * time you would normally roll the die once". Each roll of the die — the first and every burst — is made as two
 * dice keeping the better (or worse) one, and the chain bursts while that kept face is the die's maximum.
 *
 * The core's edge rolls two whole chains and keeps the better total (one Foundry formula, `{1d10x,1d10x}kh`); this
 * shape cannot be one formula because whether a link follows depends on the kept face. So it is played link by
 * link: each link is a real Foundry roll `2d10kh` (`linkRequest`), and the core's chain (core/dice/chain.ts) says
 * whether another is due.
 * Generic (any faces, either edge): a candidate for the core.
 */
import { readLinks, type LinkReading } from "../../../core/dice/chain.ts";
import { MAX_EXPLODE_CAP, type DiceRequest } from "../../../core/dice/request.ts";
import { rollRequest } from "../../../core/dice/roll.ts";
import type { Rng } from "../../../core/dice/rng.ts";
import { TRUNCATION_THRESHOLD } from "../../../core/odds/chain.ts";
import { trim, type Distribution } from "../../../core/odds/distribution.ts";

export type LinkEdge = "advantage" | "disadvantage";

/** P(the kept face of one link is v): the larger (smaller) of two fair dice. */
export function linkFaceProbability(faces: number, edge: LinkEdge, v: number): number {
  if (!Number.isInteger(v) || v < 1 || v > faces) return 0;
  const n = edge === "advantage" ? v : faces - v + 1;
  return (n * n - (n - 1) * (n - 1)) / (faces * faces);
}

const cache = new Map<string, Distribution>();

/** Exact distribution of the chain total (tails below TRUNCATION_THRESHOLD dropped, as the core's chains do). */
export function eachRollChainDistribution(faces: number, edge: LinkEdge, cap = MAX_EXPLODE_CAP): Distribution {
  const key = `${faces}${edge}${cap}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const p = Array.from({ length: faces + 1 }, (_, v) => linkFaceProbability(faces, edge, v));
  const pMax = p[faces] ?? 0;
  let levels = 0;
  let still = 1;
  while (levels < cap && still * pMax >= TRUNCATION_THRESHOLD) {
    still *= pMax;
    levels++;
  }
  const capped = levels === cap;
  const span = (levels + 1) * faces;
  const final = new Float64Array(span + 1);
  let rolling = new Float64Array(span + 1);
  rolling[0] = 1;
  for (let level = 0; level <= levels; level++) {
    const next = new Float64Array(span + 1);
    const last = level === levels;
    rolling.forEach((mass, s) => {
      if (mass === 0) return;
      for (let v = 1; v <= faces; v++) {
        const m = mass * (p[v] ?? 0);
        if (v < faces || (last && capped)) final[s + v] = (final[s + v] ?? 0) + m;
        else if (!last) next[s + v] = (next[s + v] ?? 0) + m;
      }
    });
    rolling = next;
  }
  const dist = trim({ min: 0, p: final, truncated: capped ? 0 : still * pMax });
  cache.set(key, dist);
  return dist;
}

/** One link as a real Foundry roll: two dice, keep the better (`2d10kh`) or the worse (`2d10kl`). */
export function linkRequest(faces: number, edge: LinkEdge, label: string): DiceRequest {
  const mode = edge === "advantage" ? "highest" : "lowest";
  return { label, groups: [{ id: "link", source: label, count: 2, faces, keep: { mode, count: 1 } }], modifiers: [] };
}

/** The engine rolls the whole chain itself (tests, simulations), link by link with its seeded RNG. */
export function rollEachRollChain(faces: number, edge: LinkEdge, rng: Rng, label = "Link"): LinkReading {
  const request = linkRequest(faces, edge, label);
  const kept: number[] = [];
  let reading = readLinks(faces, kept);
  while (reading.another) {
    kept.push(rollRequest(request, rng).total);
    reading = readLinks(faces, kept);
  }
  return reading;
}
