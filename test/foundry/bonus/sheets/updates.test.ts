import { describe, expect, it } from "vitest";
import {
  adjustedQuantity,
  adjustedValue,
  isTrackKey,
  parseDelta,
} from "../../../../module/foundry/rulesets/bonus/sheets/updates.ts";

describe("what the sheet's buttons change", () => {
  it("resource − / + stay within 0 … max and report no change at a limit", () => {
    expect(adjustedValue({ value: 17, max: 20 }, -1)).toBe(16);
    expect(adjustedValue({ value: 20, max: 20 }, 1)).toBeNull();
    expect(adjustedValue({ value: 0, max: 20 }, -1)).toBeNull();
  });

  it("only the four tracks can be adjusted, by whole-number deltas", () => {
    expect(["durability", "health", "vigor", "mana"].every(isTrackKey)).toBe(true);
    expect(isTrackKey("guardBonus")).toBe(false);
    expect(isTrackKey(undefined)).toBe(false);
    expect(parseDelta("-1")).toBe(-1);
    expect(parseDelta("1.5")).toBe(0);
    expect(parseDelta(undefined)).toBe(0);
  });

  it("gear quantity never goes below 0", () => {
    expect(adjustedQuantity(3, -1)).toBe(2);
    expect(adjustedQuantity(0, -1)).toBeNull();
    expect(adjustedQuantity(0, 1)).toBe(1);
  });
});
