import { describe, expect, it } from "vitest";
import { sortInitiative } from "../../../module/engine/core/turns/initiative.ts";
import { contestEntry, contestInitiativeRequest } from "../../../module/foundry/rulesets/contest/combat/initiative.ts";
import { knight } from "./sources.ts";

describe("contest initiative from documents", () => {
  it('"each player character rolls 1d6 + their Initiative"; "NPCs … roll 1d6 + PER"', () => {
    expect(contestInitiativeRequest("pc", knight)).toMatchObject({
      groups: [{ count: 1, faces: 6 }],
      modifiers: [{ source: "Initiative", value: 2 }],
    });
    expect(contestInitiativeRequest("npc", knight).modifiers).toEqual([{ source: "PER", value: 1 }]);
  });

  it("ties: the higher modifier first, then player characters before NPCs (rules page decision 6)", () => {
    const quick = { ...knight, initiative: 4 };
    const order = sortInitiative([
      contestEntry("npc", 6, "npc", knight),
      contestEntry("pc", 6, "pc", { ...knight, initiative: 1 }),
      contestEntry("quick", 6, "pc", quick),
    ]);
    expect(order).toEqual(["quick", "pc", "npc"]);
  });
});
