import { describe, expect, it } from "vitest";
import { npcContext } from "../../../../module/foundry/rulesets/wounds/sheets/npc-context.ts";
import { englishLocalizer } from "../../../e2e/support/i18n.ts";
import { GOBLIN, SWORD, makeActor, makeInput } from "./fixtures.ts";

const i18n = englishLocalizer();
const goblin = makeActor(GOBLIN, [SWORD], [], "Goblin");

describe("wounds NPC stat block: the tier's wound track and one-line stats", () => {
  const context = npcContext({ ...makeInput({ i18n, actor: goblin }), npc: GOBLIN });

  it('a minion\'s track: 1 slot of each level from moderate to critical ("1, 2, or 3 … minion, standard, or elite"), light 5 + Persona −1', () => {
    expect(context.woundGrid.rows.map((r) => r.slots.length)).toEqual([4, 1, 1, 1, 1]);
    expect(context.woundGrid.sourceText).toBe("An NPC's track: Minion");
    const elite = { ...GOBLIN, tier: "elite" as const };
    const block = npcContext({ ...makeInput({ i18n, actor: makeActor(elite, []) }), npc: elite });
    expect(block.woundGrid.rows.map((r) => r.slots.length)).toEqual([4, 3, 3, 3, 1]);
  });

  it("attributes, Defenses and skills each on one line; the subtitle names the tier and Size", () => {
    expect(context.attributeLine).toBe("Str +2 · Dex +1 · Spd +1 · Vit −1 · Prc +1 · Rsn 0 · Lor 0 · Prs −1");
    expect(context.defenseLine).toBe(
      "Melee 14 · Ranged 13 · Immobile 7 · Power 11 · Agility 14 · Fortitude 11 · Willpower 10",
    );
    expect(context.skillLine).toContain("Melee/Swords 1");
    expect(context.subtitle).toBe("Minion · Size −2");
    expect(context.attacks.rows.map((r) => r.name)).toEqual(["Longsword"]);
  });

  it("edit mode: the tier and the special-case flag, and every owned item to open or delete", () => {
    const edit = npcContext({ ...makeInput({ i18n, actor: goblin, mode: "edit" }), npc: GOBLIN });
    expect(edit.npcFields.map((f) => [f.name, f.value])).toEqual([
      ["system.tier", "minion"],
      ["system.special", "true"],
    ]);
    expect(edit.itemGroups.map((g) => g.id)).toEqual(["weapons", "armor", "shields", "gear", "abilities"]);
    expect(context.itemGroups).toEqual([]);
  });
});
