/**
 * The sheets' whole-number stepper (module/foundry/applications/parts/stepper.ts): clamped steps, a request's number
 * read within the bounds only (the GM's side reads a player's choice through it), and the buttons at each bound.
 */
import { describe, expect, it } from "vitest";
import {
  stepButtons,
  stepped,
  steppedValueOf,
  type Stepper,
} from "../../../module/foundry/applications/parts/stepper.ts";

const ROUNDS: Stepper = { min: 1, max: 40, initial: 4, steps: [-4, -1, 1, 4] };

describe("a sheet's number stepper", () => {
  it("moves by its steps and stops at its bounds", () => {
    expect(stepped(ROUNDS, 4, 4)).toBe(8);
    expect(stepped(ROUNDS, 38, 4)).toBe(40);
    expect(stepped(ROUNDS, 2, -4)).toBe(1);
  });

  it("reads a request's whole number within the bounds, and nothing else", () => {
    expect(steppedValueOf(ROUNDS, "12")).toBe(12);
    expect(steppedValueOf(ROUNDS, "40")).toBe(40);
    for (const forged of [undefined, "", "0", "41", "-3", "2.5", "1e1", " 5", "12345", "five"]) {
      expect(steppedValueOf(ROUNDS, forged), String(forged)).toBeUndefined();
    }
  });

  it("disables the buttons that would leave the bounds, labelled from the signed delta", () => {
    const atMin = stepButtons(ROUNDS, 1, (delta) => `Change by ${delta}`);
    expect(atMin.map((b) => [b.text, b.label, b.disabled])).toEqual([
      ["−4", "Change by −4", true],
      ["−1", "Change by −1", true],
      ["+1", "Change by +1", false],
      ["+4", "Change by +4", false],
    ]);
    expect(stepButtons(ROUNDS, 40, String).map((b) => b.disabled)).toEqual([false, false, true, true]);
  });
});
