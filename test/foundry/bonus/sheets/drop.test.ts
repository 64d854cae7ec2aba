import { describe, expect, it } from "vitest";
import { foreignItemMessage } from "../../../../module/foundry/applications/sheets/drop-hook.ts";
import { foreignItemRefusal } from "../../../../module/foundry/applications/sheets/drop.ts";
import { recordingLocalizer } from "./fixtures.ts";

describe("dropping another ruleset's item on an actor (ARCHITECTURE.md decision 4)", () => {
  it("is refused when the rulesets differ, allowed when they match or either is not Fray's", () => {
    expect(foreignItemRefusal("bonus-character", "energy-weapon")).toEqual({
      actorRuleset: "bonus",
      itemRuleset: "energy",
    });
    expect(foreignItemRefusal("bonus-npc", "bonus-weapon")).toBeNull();
    expect(foreignItemRefusal("bonus-character", "base")).toBeNull();
    expect(foreignItemRefusal("character", "energy-weapon")).toBeNull();
  });

  it("says so in words, naming both rulesets", () => {
    const refusal = foreignItemRefusal("bonus-character", "energy-weapon");
    if (!refusal) throw new Error("expected a refusal");
    expect(foreignItemMessage(recordingLocalizer(), refusal, "Pulse Rifle", "Aldra Venn")).toBe(
      "Pulse Rifle belongs to the Energy rules and cannot be added to Aldra Venn, who plays by Bonus Dice.",
    );
  });
});
