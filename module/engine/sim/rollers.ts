import { compileTotal } from "../core/dice/fast.ts";
import type { DiceRequest } from "../core/dice/request.ts";
import { meetsTarget } from "../core/dice/result.ts";
import type { Rng } from "../core/dice/rng.ts";

/**
 * The simulation's dice: every request is rolled through the fast path (`compileTotal`: totals only, no audit
 * trail), compiled once per shape and kept. The fast path draws exactly as `rollRequest` does, so a fight rolls the
 * same totals from the same seed as it would with the audited path; only what a fight never reads (the audit, the
 * faces) is skipped. A shape is everything that decides the total: each group's dice, burst rule, edge, keep and
 * sign, and the sum of the flat modifiers. Labels, sources and targets do not change a total.
 */
export type Roller = (rng: Rng) => number;

/** Distinct shapes kept before the cache starts over (a fight uses a few dozen; a long-lived worker many more). */
const MAX_SHAPES = 4096;
const rollers = new Map<string, Roller>();

export function shapeKey(request: DiceRequest): string {
  let key = "";
  for (const g of request.groups) {
    key += `${g.count}d${g.faces}`;
    if (g.explode) key += `x${g.explode.on}/${g.explode.cap}`;
    if (g.edge !== undefined && g.edge !== "normal") key += g.edge === "advantage" ? "A" : "D";
    if (g.keep) key += `k${g.keep.mode === "highest" ? "h" : "l"}${g.keep.count}`;
    if (g.negative === true) key += "-";
    key += ",";
  }
  let modifiers = 0;
  for (const m of request.modifiers) modifiers += m.value;
  return `${key}+${modifiers}`;
}

/** The request compiled for the fast path; a caller rolling one request again and again keeps it. */
export function rollerFor(request: DiceRequest): Roller {
  const key = shapeKey(request);
  let roller = rollers.get(key);
  if (roller === undefined) {
    if (rollers.size >= MAX_SHAPES) rollers.clear();
    roller = compileTotal(request);
    rollers.set(key, roller);
  }
  return roller;
}

/** The request's total, rolled on the fast path. */
export function rollTotal(request: DiceRequest, rng: Rng): number {
  return rollerFor(request)(rng);
}

/** Whether the request's target is met, on the fast path (a request without a target never succeeds). */
export function rollSucceeds(request: DiceRequest, rng: Rng): { readonly total: number; readonly success: boolean } {
  const total = rollTotal(request, rng);
  return { total, success: request.target !== undefined && meetsTarget(total, request.target) };
}
