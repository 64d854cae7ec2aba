import type { Rng } from "../core/dice/rng.ts";

/**
 * The shared targeting choice of the rulesets' policies: focus the standing enemy with the least left (the first
 * such in side order on a tie), or pick a standing enemy at random (one `rng.next()` draw, only when someone stands).
 */
export function chooseTarget<F>(
  enemies: readonly F[],
  up: (f: F) => boolean,
  remaining: (f: F) => number,
  focus: boolean,
  rng: Rng,
): F | undefined {
  if (focus) {
    let best: F | undefined;
    let least = Number.POSITIVE_INFINITY;
    for (const e of enemies) {
      if (!up(e)) continue;
      const left = remaining(e);
      if (best === undefined || left < least) {
        best = e;
        least = left;
      }
    }
    return best;
  }
  let standing = 0;
  for (const e of enemies) if (up(e)) standing++;
  if (standing === 0) return undefined;
  let pick = Math.floor(rng.next() * standing);
  for (const e of enemies) {
    if (!up(e)) continue;
    if (pick === 0) return e;
    pick--;
  }
  return undefined;
}
