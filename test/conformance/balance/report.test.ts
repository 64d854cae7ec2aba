import { describe, expect, it } from "vitest";
import { createRng } from "../../../module/engine/core/dice/rng.ts";
import { BONUS_BALANCE } from "../../../scripts/balance/bonus.ts";
import { foesOf, GROUP_SIZE, groupOf, printBalance, verdict } from "../../../scripts/balance/report.ts";
import { readPackSources, type PackDocumentSource } from "../../../scripts/balance/sources.ts";

const withThreat = (threat: string): PackDocumentSource => ({
  _id: "x",
  name: "X",
  system: { threat, size: "medium" },
  _key: "!actors!x",
});

describe("balance report (shared by every ruleset's room)", () => {
  it("sizes a group at four standard monsters' worth", () => {
    expect(Object.fromEntries(Object.keys(GROUP_SIZE).map((t) => [t, groupOf(withThreat(t), (id) => id)]))).toEqual({
      minion: ["m0", "m1", "m2", "m3", "m4", "m5", "m6", "m7"],
      standard: ["m0", "m1", "m2", "m3"],
      elite: ["m0", "m1"],
      boss: ["m0"],
    });
  });

  it("calls 50 %–90 % ok, inclusive at both ends", () => {
    expect([0.49, 0.5, 0.9, 0.91].map(verdict)).toEqual(["too hard", "ok", "ok", "too easy"]);
  });

  it("runs the bonus room through it: the same seed gives the same fight, and the table has a row per group", () => {
    const monster = readPackSources("bonus-monsters")[0]?.doc;
    if (!monster) throw new Error("no bonus monsters");
    const fight = (seed: number) => BONUS_BALANCE.against(monster).fight(createRng(seed));
    expect(fight(5)).toEqual(fight(5));
    const lines: string[] = [];
    printBalance(BONUS_BALANCE, 1, (line) => lines.push(line));
    expect(lines).toHaveLength(foesOf(BONUS_BALANCE).length + 3);
    // "Everything has Durability, even objects": the pack's objects are no group to fight.
    expect(foesOf(BONUS_BALANCE).map((m) => m.name)).not.toContain("Wooden Door");
    expect(lines[0]).toBe("bonus balance: 1 seeded skirmishes per group, reference party of 4");
  });
});
