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
import { checkFace, shownCheck } from "../chat/check-card/shown.ts";
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
    expect(shownCheck(card).title).toBe("Vera — Fortitude roll");
    // 1d10 needs 2 or more (a 10 explodes past it): 9 in 10.
    expect(checkFace(card)).toMatch(
      /^Total 17 · (?:Had to beat|Needed) 15\b.* · Success · Chance before the roll: 90%$/,
    );
  });

  it("'if you roll the highest number on the die, reroll it and add the result': 10 then 6 is 16 on the die", async () => {
    w.dice(10, 6);
    expect(await roll("fortitude", 30)).toBe(true);
    expect(checkFace(cards().at(-1))).toMatch(/^Total 29 · (?:Had to beat|Needed) 30\b.* · Failure(?: · |$)/);
  });
});

describe("'Will Roll = 1d10* + Will'", () => {
  it("Vera's Will 9 and a 5 miss DC 15 by one", async () => {
    w.dice(5);
    expect(await roll("will", 15)).toBe(true);
    expect(shownCheck(cards().at(-1)).title).toBe("Vera — Will roll");
    // 1d10 needs 6 or more: 5 in 10.
    expect(checkFace(cards().at(-1))).toMatch(
      /^Total 14 · (?:Had to beat|Needed) 15\b.* · Failure · Chance before the roll: 50%$/,
    );
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
    expect(checkFace(cards().at(-1))).toMatch(
      /^Total 10 · (?:Had to beat|Needed) 10\b.* · Success · Chance before the roll: 55%$/,
    );
  });

  it("a 9 fails", async () => {
    w.dice(9);
    expect(await roll("chance", DEFAULT_ROLL_DC)).toBe(true);
    expect(checkFace(cards().at(-1))).toMatch(/^Total 9 · (?:Had to beat|Needed) 10\b.* · Failure(?: · |$)/);
  });

  it("'Unless otherwise specified': the GM's DC 5 (Shaken's drop check) from the sheet's − button", async () => {
    expect(steppedDc(DEFAULT_ROLL_DC, -5)).toBe(5);
    expect(steppedDc(5, -5)).toBe(5);
    w.dice(5);
    expect(await roll("chance", 5)).toBe(true);
    expect(checkFace(cards().at(-1))).toMatch(
      /^Total 5 · (?:Had to beat|Needed) 5\b.* · Success · Chance before the roll: 80%$/,
    );
  });
});

describe("'When you roll a natural 20 on a 1d20 roll it is a Critical Success … a natural 1 … a Critical Failure'", () => {
  it("a natural 20 on the Chance roll is named a Critical success beside its Success", async () => {
    w.dice(20);
    await roll("chance", 15);
    expect(shownCheck(cards().at(-1)).critical).toEqual({ text: "Critical success", icon: "fa-solid fa-burst" });
    expect(checkFace(cards().at(-1))).toMatch(/ · Success · Critical success · /);
  });

  it("'This does not necessarily mean you succeeded': a natural 20 against DC 25 is a failure and a Critical success", async () => {
    w.dice(20);
    await roll("chance", 25);
    expect(checkFace(cards().at(-1))).toMatch(/ · Failure · Critical success(?: · |$)/);
  });

  it("a natural 1 is a Critical failure", async () => {
    w.dice(1);
    await roll("chance", 5);
    expect(shownCheck(cards().at(-1))).toMatchObject({
      outcomeText: "Failure",
      critical: { text: "Critical failure" },
    });
  });

  it("a Fortitude roll is 1d10*, not a 1d20 roll: its top face bursts and names no critical", async () => {
    w.dice(10, 1);
    await roll("fortitude", 15);
    expect(shownCheck(cards().at(-1)).critical).toBeNull();
  });
});

describe("who may roll", () => {
  it("a player who does not own the creature is refused; nothing is posted", async () => {
    w.as(w.bob);
    expect(await roll("will", 10)).toBe(false);
    expect(cards()).toEqual([]);
  });
});
