/**
 * A whole-number stepper on a sheet (a check's TN, a timed act's rounds, a jump's yards): its bounds, where it starts
 * and its − / + buttons. One shape, so that every stepper clamps what the sheet holds, reads what a request names and
 * renders its buttons the same way.
 */
import { signed } from "../sheets/labels.ts";

export interface Stepper {
  readonly min: number;
  readonly max: number;
  /** Where the sheet starts. */
  readonly initial: number;
  /** The buttons' deltas, negative first. */
  readonly steps: readonly number[];
}

export interface StepButton {
  readonly delta: number;
  readonly text: string;
  readonly label: string;
  /** A button that would leave the bounds. */
  readonly disabled: boolean;
}

/** `value` moved by `delta`, kept within the bounds. */
export function stepped(stepper: Stepper, value: number, delta: number): number {
  return Math.min(stepper.max, Math.max(stepper.min, value + delta));
}

/** The whole number a request names, when it lies within the bounds; anything else (a forged choice) is undefined. */
export function steppedValueOf(stepper: Stepper, text: string | undefined): number | undefined {
  if (text === undefined || !/^-?\d{1,4}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= stepper.min && value <= stepper.max ? value : undefined;
}

/** The buttons at `value`, each labelled by `label` from its signed delta ("+5"). */
export function stepButtons(stepper: Stepper, value: number, label: (delta: string) => string): StepButton[] {
  return stepper.steps.map((delta) => ({
    delta,
    text: signed(delta),
    label: label(signed(delta)),
    disabled: delta < 0 ? value <= stepper.min : value >= stepper.max,
  }));
}
