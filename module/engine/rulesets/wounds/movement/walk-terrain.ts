/**
 * A walk priced over the ground it crosses (seed 004, Difficult Terrain): "Each yard of movement in difficult terrain
 * costs 2, 3, 4, or more yards worth of normal movement. If multiple modifiers apply (such as wading through water with
 * mud on the bottom), multiply them together to determine the total cost." A walk is legs between the points its mover
 * placed; each leg is walked in whole steps (the grid's spaces), and each step is priced by the ground it enters, where
 * the ground changes along the leg (decision 236).
 */
import { terrainMultiplier, terrainYards, type TerrainFactor } from "./terrain.ts";

/** Where along a leg (0 … 1, its progress) the ground changes: `factors` hold up to `at`. */
export interface GroundMark {
  readonly at: number;
  readonly factors: readonly TerrainFactor[];
}

/** A leg of a walk: its yards, the whole steps it is walked in, and its ground, marked in order to its end (at 1). */
export interface WalkLeg {
  readonly yards: number;
  readonly steps: number;
  readonly marks: readonly GroundMark[];
}

/** A stretch of a walk on one ground: its yards and the ground's factors. */
export interface TerrainStretch {
  readonly yards: number;
  readonly factors: readonly TerrainFactor[];
}

/** Progress noise (positions in whole pixels): a mark a billionth short of a step's end still holds it. */
const SLACK = 1e-9;

/** The leg's steps as stretches, each of an equal share of its yards, on the ground the step enters. */
export function legStretches(leg: WalkLeg): TerrainStretch[] {
  const steps = Math.max(1, Math.round(leg.steps));
  const share = Math.max(0, leg.yards) / steps;
  return Array.from({ length: steps }, (_, i) => {
    const end = (i + 1) / steps;
    const ground = leg.marks.find((mark) => mark.at >= end - SLACK) ?? leg.marks.at(-1);
    return { yards: share, factors: ground?.factors ?? [] };
  });
}

/** Yards of movement pool the stretches use, each at its ground's multiplier (not yet rounded to whole yards). */
export function stretchesYards(stretches: readonly TerrainStretch[]): number {
  return stretches.reduce((sum, s) => sum + terrainYards(s.yards, s.factors), 0);
}

/** The yards walked on difficult ground, by multiplier (largest first): what a refusal names. */
export function difficultYards(
  stretches: readonly TerrainStretch[],
): { readonly multiplier: number; readonly yards: number }[] {
  const byMultiplier = new Map<number, number>();
  for (const s of stretches) {
    const multiplier = terrainMultiplier(s.factors);
    if (multiplier > 1) byMultiplier.set(multiplier, (byMultiplier.get(multiplier) ?? 0) + s.yards);
  }
  return [...byMultiplier].sort(([a], [b]) => b - a).map(([multiplier, yards]) => ({ multiplier, yards }));
}
