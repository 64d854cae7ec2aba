import { describe, expect, it } from "vitest";
import {
  readRollExtra,
  ROLL_EXTRA_SOURCE,
  storedRollExtra,
  withExtraAgainst,
  withRollExtra,
} from "../../../module/foundry/dice/roll-extra.ts";
import type { DiceRequest } from "../../../module/engine/core/dice/request.ts";

const REQUEST: DiceRequest = {
  label: "Attack",
  groups: [{ id: "action", source: "Action die", count: 1, faces: 20 }],
  modifiers: [{ source: "Agility", value: 1 }],
};

describe("the roll dialog's free-form bonus", () => {
  it("reads signed numbers and dice, normalized, each die term its own group named by the bonus source", () => {
    expect(readRollExtra(" 2 ", "dice")).toEqual({ ok: true, extra: { text: "+2", dice: [], flat: 2 } });
    expect(readRollExtra("−3", "dice")).toEqual({ ok: true, extra: { text: "-3", dice: [], flat: -3 } });
    const reading = readRollExtra("+1d6 - d4 + 2 - 1", "dice");
    expect(reading).toEqual({
      ok: true,
      extra: {
        text: "+1d6 -1d4 +2 -1",
        flat: 1,
        dice: [
          { id: "rollExtra0", source: ROLL_EXTRA_SOURCE, count: 1, faces: 6 },
          { id: "rollExtra1", source: ROLL_EXTRA_SOURCE, count: 1, faces: 4, negative: true },
        ],
      },
    });
  });

  it("empty or adding up to nothing is no bonus", () => {
    expect(readRollExtra("", "dice")).toEqual({ ok: true, extra: null });
    expect(readRollExtra("   ", "flat")).toEqual({ ok: true, extra: null });
    expect(readRollExtra("+2 -2", "flat")).toEqual({ ok: true, extra: null });
  });

  it("refuses what is not a bonus, what is too large, and dice where the roll takes a number only", () => {
    for (const text of ["abc", "2 3", "+", "1d", "d", "2*3", "1d6+", "@str"])
      expect(readRollExtra(text, "dice")).toEqual({ ok: false, reason: "syntax" });
    for (const text of ["+51", "11d6", "1d101", "1d1", "0d6", "+1 +1 +1 +1 +1"])
      expect(readRollExtra(text, "dice")).toEqual({ ok: false, reason: "tooLarge" });
    expect(readRollExtra("+1d6", "flat")).toEqual({ ok: false, reason: "flatOnly" });
    expect(readRollExtra("+50", "flat")).toMatchObject({ ok: true, extra: { flat: 50 } });
  });

  it("a stored bonus is read again within the same bounds; anything refused is no bonus", () => {
    expect(storedRollExtra("+1d6", "dice")?.dice).toHaveLength(1);
    expect(storedRollExtra("+1d6", "flat")).toBeNull();
    expect(storedRollExtra("99d100", "dice")).toBeNull();
    expect(storedRollExtra("+2", undefined)).toBeNull();
    expect(storedRollExtra(undefined, "dice")).toBeNull();
  });

  it("adds its dice and flat part to a request, each named; moves the number to beat on the audit", () => {
    const bonus = storedRollExtra("+1d6 +2", "dice");
    const request = withRollExtra(REQUEST, bonus);
    expect(request.groups.map((g) => g.source)).toEqual(["Action die", ROLL_EXTRA_SOURCE]);
    expect(request.modifiers).toEqual([...REQUEST.modifiers, { source: ROLL_EXTRA_SOURCE, value: 2 }]);
    expect(withRollExtra(REQUEST, null)).toBe(REQUEST);
    expect(withExtraAgainst(REQUEST, ROLL_EXTRA_SOURCE, -2).audit).toEqual([
      { type: "vs", source: ROLL_EXTRA_SOURCE, value: -2 },
    ]);
    expect(withExtraAgainst(REQUEST, ROLL_EXTRA_SOURCE, 0)).toBe(REQUEST);
  });
});
