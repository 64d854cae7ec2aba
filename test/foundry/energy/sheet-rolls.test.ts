/**
 * Fortitude, Will and Chance rolls from the `energy` sheet (issue 22, reachability rows 109-111). Seed 001:
 * "Fortitude Roll = 1d10* + Fortitude"; "Will Roll = 1d10* + Will"; "*On any Defense roll, if you roll the highest
 * number on the die, reroll it and add the result"; "Chance Roll … It is a 1d20 roll. Unless otherwise specified, a
 * Chance roll has a DC: 10, meaning it succeeds on a roll of 10 or above and fails on a roll of 9 or less." Posted as
 * a card with the roll, the DC, the result and the chance.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { rollSheetCheck } from "../../../module/foundry/rulesets/energy/checks/roll-sheet-check.ts";
import { DEFAULT_ROLL_DC, steppedDc } from "../../../module/foundry/rulesets/energy/checks/sheet-rolls.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { energyWorld, type EnergyWorld } from "./world-fixture.ts";

type AnyActor = Parameters<typeof rollSheetCheck>[0];
let w: EnergyWorld;
const roll = (kind: Parameters<typeof rollSheetCheck>[1], dc: number) =>
  rollSheetCheck(w.vera as unknown as AnyActor, kind, dc);
const cards = (): FakeChatMessage[] => [...w.messages.values()].filter((m) => m.rolls.length > 0);

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await energyWorld();
  // Fortitude 13 (Inherent 10, halved Con +2, halved Str +1); Will 9 (Inherent 8, halved Wis +1).
  await w.vera.update({
    system: {
      inherent: { fortitude: 10, will: 8 },
      abilities: { constitution: { score: 18, modifier: 4 }, wisdom: { score: 12, modifier: 2 } },
    },
  });
  w.as(w.alice);
  return () => {
    vi.restoreAllMocks();
  };
});

describe("'Fortitude Roll = 1d10* + Fortitude'", () => {
  it("Vera's Fortitude 13 and a 4 meet DC 15: posted with its roll, the DC, the result and its chance", async () => {
    w.dice(4);
    expect(await roll("fortitude", 15)).toBe(true);
    const card = cards().at(-1);
    expect(card?.rolls.map((r) => r.total)).toEqual([17]);
    expect(card?.content).toContain("Vera makes a Fortitude roll");
    // 1d10 needs 2 or more (a 10 explodes past it): 9 in 10.
    expect(card?.content).toContain("17 against DC 15: success (chance 90%)");
  });

  it("'if you roll the highest number on the die, reroll it and add the result': 10 then 6 is 16 on the die", async () => {
    w.dice(10, 6);
    expect(await roll("fortitude", 30)).toBe(true);
    expect(cards().at(-1)?.content).toContain("29 against DC 30: failure");
  });
});

describe("'Will Roll = 1d10* + Will'", () => {
  it("Vera's Will 9 and a 5 miss DC 15 by one", async () => {
    w.dice(5);
    expect(await roll("will", 15)).toBe(true);
    expect(cards().at(-1)?.content).toContain("Vera makes a Will roll");
    // 1d10 needs 6 or more: 5 in 10.
    expect(cards().at(-1)?.content).toContain("14 against DC 15: failure (chance 50%)");
  });
});

describe("'a Chance roll has a DC: 10, meaning it succeeds on a roll of 10 or above and fails on a roll of 9 or less'", () => {
  it("the sheet starts at DC 10; a 10 succeeds with an 11-in-20 chance", async () => {
    expect(DEFAULT_ROLL_DC).toBe(10);
    w.dice(10);
    expect(await roll("chance", DEFAULT_ROLL_DC)).toBe(true);
    expect(
      cards()
        .at(-1)
        ?.rolls.map((r) => r.total),
    ).toEqual([10]);
    expect(cards().at(-1)?.content).toContain("10 against DC 10: success (chance 55%)");
  });

  it("a 9 fails", async () => {
    w.dice(9);
    expect(await roll("chance", DEFAULT_ROLL_DC)).toBe(true);
    expect(cards().at(-1)?.content).toContain("9 against DC 10: failure");
  });

  it("'Unless otherwise specified': the GM's DC 5 (Shaken's drop check) from the sheet's − button", async () => {
    expect(steppedDc(DEFAULT_ROLL_DC, -5)).toBe(5);
    expect(steppedDc(5, -5)).toBe(5);
    w.dice(5);
    expect(await roll("chance", 5)).toBe(true);
    expect(cards().at(-1)?.content).toContain("5 against DC 5: success (chance 80%)");
  });
});

describe("who may roll", () => {
  it("a player who does not own the creature is refused; nothing is posted", async () => {
    w.as(w.bob);
    expect(await roll("will", 10)).toBe(false);
    expect(cards()).toEqual([]);
  });
});
