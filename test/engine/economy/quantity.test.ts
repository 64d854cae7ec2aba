import { describe, expect, it } from "vitest";
import {
  constant,
  fromTable,
  lookupStep,
  resolveQuantity,
  stat,
  statsRead,
  sum,
  type StepTable,
} from "../../../module/engine/core/economy/quantity.ts";

// energy, "Energy Per Round": Stamina 0 → unconscious (0), 1 → 1, … 4 → 4, >=5 → 5.
const ENERGY_BY_STAMINA: StepTable = [
  { atLeast: 0, value: 0 },
  { atLeast: 1, value: 1 },
  { atLeast: 2, value: 2 },
  { atLeast: 3, value: 3 },
  { atLeast: 4, value: 4 },
  { atLeast: 5, value: 5 },
];

describe("quantities", () => {
  it.each([
    [0, 0],
    [1, 1],
    [4, 4],
    [5, 5],
    [12, 5],
    [-3, 0],
  ])("energy: Stamina %i gives %i Energy per Round (a step table)", (stamina, energy) => {
    expect(lookupStep(ENERGY_BY_STAMINA, stamina)).toBe(energy);
  });

  it('bonus: "1 point of Vigor for every 5 points of Stamina" (stat divided, rounded down)', () => {
    const q = stat("stamina", 5);
    expect([4, 5, 9, 10, 14, 23].map((s) => resolveQuantity(q, { stamina: s }))).toEqual([0, 1, 1, 2, 2, 4]);
  });

  it('energy Exhausted: "you gain 2 less Energy" (a sum of a table and a modifier stat)', () => {
    const q = sum(fromTable("stamina", ENERGY_BY_STAMINA), stat("energyModifier"));
    expect(resolveQuantity(q, { stamina: 7, energyModifier: -2 })).toBe(3);
    expect(statsRead(q)).toEqual(["stamina", "energyModifier"]);
    expect(resolveQuantity(constant(3), {})).toBe(3);
  });

  it("a stat the ruleset did not provide is a wiring defect and throws", () => {
    expect(() => resolveQuantity(stat("speed"), {})).toThrow(/speed/);
  });
});
