/**
 * The engine rolls a request itself (tests, simulations, previews): draw faces for the term plan exactly as
 * Foundry would roll them — same term order, same explode order — then hand them to the shared interpreter.
 * So `rollRequest(r, rng)` equals `interpretFaces(r, drawFaces(r, rng'))` for an identically seeded `rng'`.
 */
import { planTerms } from "./formula.ts";
import { interpretPlannedFaces } from "./interpret.ts";
import type { DiceRequest } from "./request.ts";
import type { RollResult } from "./result.ts";
import type { Rng } from "./rng.ts";
import { runExplodeLoop, type TermPlan } from "./terms.ts";

function drawPlanned(terms: readonly TermPlan[], rng: Rng): number[][] {
  return terms.map((term) => {
    const faces: number[] = [];
    runExplodeLoop(term.count, term.explode, (i) => {
      if (i === faces.length) faces.push(rng.die(term.faces));
      return faces[i] ?? 0;
    });
    return faces;
  });
}

/** Faces of each die term in plan order, as Foundry's `roll.dice[i].results` would hold them. */
export function drawFaces(request: DiceRequest, rng: Rng): number[][] {
  return drawPlanned(planTerms(request), rng);
}

export function rollRequest(request: DiceRequest, rng: Rng): RollResult {
  // One layout of the formula serves both the draw and the interpretation.
  const terms = planTerms(request);
  return interpretPlannedFaces(request, terms, drawPlanned(terms, rng));
}
