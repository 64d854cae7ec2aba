/**
 * Term plans: the die terms of a request in Foundry formula order, and which group/die/chain each one feeds. The
 * formula builder writes them, the adapter reads `roll.dice[i].results` in the same order, and the engine's own
 * draw produces faces in the same order, so one interpreter serves both.
 *
 * Foundry's explode loop is modelled here because it fixes the order of faces inside a multi-die term: new rolls
 * are appended at the end of the term's results as the loop walks them (breadth first), so `2d10x` rolling 10, 10,
 * 3, 5 means die 1 = 10 + 3 and die 2 = 10 + 5. The interpreter must attribute faces the same way.
 */

/** How Foundry itself limits the explosions of one term. */
export type FoundryExplode =
  /** `xo`: each initial result may explode once (recursive = false); equals an engine cap of 1 on every die. */
  | { readonly mode: "once" }
  /** `x<max>>=<on>`: at most `max` extra rolls for the whole term; only used on single-die terms. */
  | { readonly mode: "max"; readonly max: number }
  /** Plain `x`: no limit other than Foundry's error after 1000 checks; used for the maximum cap. */
  | { readonly mode: "unbounded" };

export interface TermExplode {
  /** Explode on faces >= on. */
  readonly on: number;
  /** Engine cap: at most this many extra rolls per die count toward its total. */
  readonly cap: number;
  /** How Foundry (the host that rolls in play) limits this term, so the formula and the interpreter agree. */
  readonly hostLimit: FoundryExplode;
}

export interface TermPlan {
  /** Index of the request group this term feeds. */
  readonly group: number;
  readonly groupId: string;
  /** First die (index within the group) this term rolls; the term rolls dice firstDie .. firstDie + count − 1. */
  readonly firstDie: number;
  readonly count: number;
  /** Which chain of those dice: 0, or 1 for the second roll of an advantage/disadvantage die. */
  readonly chain: 0 | 1;
  readonly faces: number;
  readonly explode: TermExplode | null;
  /** The Foundry die term as written in the formula, e.g. `2d10x[Agility]`. */
  readonly expression: string;
}

/** Foundry throws after checking this many results of one exploding term; the engine's draw does the same. */
export const FOUNDRY_EXPLODE_CHECK_LIMIT = 1000;

/**
 * Walk Foundry's explode loop over one term. `faceAt(i)` yields result i of the term: the drawer rolls it when it
 * does not exist yet, the interpreter reads it. Returns the owning die (0-based within the term) of every result.
 */
export function runExplodeLoop(count: number, explode: TermExplode | null, faceAt: (i: number) => number): number[] {
  const owners: number[] = [];
  for (let i = 0; i < count; i++) {
    faceAt(i);
    owners.push(i);
  }
  if (!explode) return owners;
  let maxLeft = explode.hostLimit.mode === "max" ? explode.hostLimit.max : Number.POSITIVE_INFINITY;
  let checked = 0;
  while (checked < owners.length) {
    const face = faceAt(checked);
    const owner = owners[checked] ?? 0;
    checked++;
    if (maxLeft <= 0) break;
    if (face >= explode.on) {
      faceAt(owners.length);
      owners.push(owner);
      maxLeft--;
    }
    if (explode.hostLimit.mode === "once" && checked === count) break;
    if (checked > FOUNDRY_EXPLODE_CHECK_LIMIT) {
      throw new Error("Maximum recursion depth for exploding dice roll exceeded");
    }
  }
  return owners;
}
