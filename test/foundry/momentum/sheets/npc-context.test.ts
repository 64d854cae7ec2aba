import { describe, expect, it } from "vitest";
import { npcContext } from "../../../../module/foundry/rulesets/momentum/sheets/npc-context.ts";
import { englishLocalizer } from "../../../e2e/support/i18n.ts";
import { makeActor, makeInput } from "./fixtures.ts";

const i18n = englishLocalizer();

describe("momentum NPC stat block: compact, attacks and Abilities first", () => {
  const context = npcContext({
    ...makeInput({ i18n, actor: makeActor(undefined, undefined, [], "Brute") }),
    threat: "elite",
  });

  it("subtitle with threat, kind and size; the seven Stats in one line", () => {
    expect(context.subtitle).toBe("Elite · Creature · Medium");
    expect(context.statLine).toBe(
      "Strength 14 (+4) · Dexterity 13 (+3) · Constitution 10 (0) · Intelligence 10 (0) · Charisma 9 (−1) · Instinct 12 (+2) · Will 11 (+1)",
    );
  });

  it("the attacks with their odds; only the Abilities that are effects are listed apart", () => {
    expect(context.attacks.rows.map((r) => r.name)).toEqual(["Ax", "Shortbow", "Fire Bolt", "Hex"]);
    expect(context.abilities.map((g) => g.rows.map((r) => r.name))).toEqual([["Ward"]]);
    expect(context.itemGroups).toEqual([]);
  });

  it("edit mode: the threat select and every owned item to open, equip or delete", () => {
    const edit = npcContext({ ...makeInput({ i18n, mode: "edit" }), threat: "boss" });
    expect(edit.threatField).toMatchObject({ name: "system.threat", label: "Threat", value: "boss" });
    expect(edit.threatField.options.map((o) => o.label)).toEqual(["Minion", "Standard", "Elite", "Boss"]);
    expect(edit.itemGroups.map((g) => g.id)).toEqual(["weapons", "armor", "shields", "gear", "abilities"]);
  });
});
