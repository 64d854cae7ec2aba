import { describe, expect, it } from "vitest";
import { npcContext } from "../../../../module/foundry/rulesets/contest/sheets/npc-context.ts";
import { KIT, KNIGHT, makeActor, makeInput } from "./fixtures.ts";

const brute = makeActor(KNIGHT, KIT, ["prone"], "Brute", "npc");

describe("contest NPC stat block", () => {
  it("a subtitle with the threat, the attributes and styles in one line each, the conditions in force", () => {
    const context = npcContext({ ...makeInput({ actor: brute }), threat: "elite" });
    expect(context.subtitle).toBe("Elite · Medium · speed 6 m");
    expect(context.attributeLine).toBe("Strength +2 · Agility +1 · PER +1");
    expect(context.styleLine).toBe(
      "Classical Knight 2 (full armor, shield, longsword, lance, flail) · " +
        "Forest Bandit 3 (partial armor, dagger, shortbow, unarmed fighting, club)",
    );
    expect(context.conditions.items.map((c) => c.label)).toEqual(["Prone"]);
    expect(context.strikes.rows[0]?.button.chanceText).toBe("70%");
    expect(context.itemGroups).toEqual([]);
  });

  it("edit mode: the threat select and every item group", () => {
    const context = npcContext({ ...makeInput({ actor: brute, mode: "edit" }), threat: "boss" });
    expect(context.threatField.options.find((o) => o.selected)?.label).toBe("Boss");
    expect(context.itemGroups.map((g) => g.id)).toEqual(["weapons", "armor", "shields", "gear", "abilities"]);
  });
});
