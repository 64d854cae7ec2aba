/**
 * The die ladder d4, d6, d8, d10, d12, d20. Rulesets move dice along it ("drop a step, from d10 to d8", "increased
 * one rank, from d10 to d12, and d12 to d20"); the ends clamp ("cannot be reduced below d4"; d20 is the top).
 */
import type { StepEntry } from "./audit.ts";

export const DIE_LADDER = [4, 6, 8, 10, 12, 20] as const;
export type LadderDie = (typeof DIE_LADDER)[number];

export const LADDER_FLOOR: LadderDie = 4;
export const LADDER_CEILING: LadderDie = 20;

export function isLadderDie(faces: number): faces is LadderDie {
  return (DIE_LADDER as readonly number[]).includes(faces);
}

export interface StepResult {
  readonly faces: LadderDie;
  /** Steps asked for (+ up, − down). */
  readonly requested: number;
  /** Steps actually moved after clamping. */
  readonly applied: number;
  readonly clamped: "floor" | "ceiling" | null;
  readonly audit: StepEntry;
}

/**
 * Move `faces` by `steps` rungs (positive = up). Clamps at d4 and d20 and says so, so a chat card can show that a
 * fourth challenge had no further effect.
 */
export function stepDie(faces: number, steps: number, source = "Step"): StepResult {
  if (!isLadderDie(faces)) throw new RangeError(`d${faces} is not on the die ladder (${DIE_LADDER.join(", ")})`);
  if (!Number.isInteger(steps)) throw new RangeError(`steps must be an integer, got ${steps}`);
  const from = DIE_LADDER.indexOf(faces);
  const wanted = from + steps;
  const index = Math.min(DIE_LADDER.length - 1, Math.max(0, wanted));
  const clamped = wanted < 0 ? "floor" : wanted > DIE_LADDER.length - 1 ? "ceiling" : null;
  const to = DIE_LADDER[index] ?? faces;
  return {
    faces: to,
    requested: steps,
    applied: index - from,
    clamped,
    audit: { type: "step", source, steps, from: faces, to, clamped },
  };
}
