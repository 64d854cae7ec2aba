import { describe, expect, it } from "vitest";
import { characterContext } from "../../../../module/foundry/rulesets/bonus/sheets/character-context.ts";
import { npcContext } from "../../../../module/foundry/rulesets/bonus/sheets/npc-context.ts";
import { FIGHTER, GOBLIN, KIT, makeActor, makeInput } from "./fixtures.ts";

describe("bonus character sheet context", () => {
  it("tabs: the remembered tab is active, an unknown one falls back to the first", () => {
    const strip = characterContext(makeInput({ activeTab: "inventory" })).tabStrip;
    expect(strip.tabs.map((t) => [t.label, t.active])).toEqual([
      ["Combat", false],
      ["Inventory", true],
      ["Abilities", false],
      ["Biography", false],
    ]);
    expect(strip.byId["inventory"]?.cssClass).toBe("active");
    expect(characterContext(makeInput({ activeTab: "gone" })).tabStrip.byId["main"]?.active).toBe(true);
  });

  it("edit mode needs both the edit toggle and the right to edit", () => {
    expect(characterContext(makeInput({ mode: "edit" })).edit).toBe(true);
    expect(characterContext(makeInput({ mode: "edit", editable: false })).edit).toBe(false);
    expect(characterContext(makeInput({ mode: "edit" })).cssClass).toBe("fray-mode-edit");
  });

  it("biography: enriched HTML to read, the stored source for the editor in edit mode", () => {
    const play = characterContext(makeInput()).biography;
    expect(play).toMatchObject({ heading: "Biography", field: null });
    expect(play.html).toContain("<em>Ninth Reach</em>");
    const edit = characterContext(makeInput({ mode: "edit", biographyHtml: "<p>enriched</p>" })).biography;
    expect(edit.field).toEqual({
      name: "system.details.biography",
      value: "<p>Sellsword of the <em>Ninth Reach</em>.</p>",
      label: "Biography",
    });
  });

  it("gathers every section, conditions from the derived list", () => {
    const ctx = characterContext(makeInput({ actor: makeActor(FIGHTER, KIT, ["prone"]) }));
    expect(ctx.conditions.items).toEqual([
      {
        id: "prone",
        label: "Knocked Down (Prone)",
        hint: expect.stringContaining("Challenge") as unknown,
        page: "Compendium.fray.bonus-rules.JournalEntry.4avNchrBW2KXVcn8.JournalEntryPage.frayprone0000000",
      },
    ]);
    expect(ctx.attacks.rows).toHaveLength(2);
    expect(ctx.inventory).toHaveLength(3);
    expect(ctx.powers).toHaveLength(4);
    expect(characterContext(makeInput()).conditions.emptyText).toBe("No conditions.");
  });
});

describe("bonus NPC sheet context", () => {
  const input = { ...makeInput({ target: GOBLIN }), threat: "elite" as const };

  it("a subtitle of threat and size, abilities in one line (only those with dice)", () => {
    const ctx = npcContext(input);
    expect(ctx.subtitle).toBe("Elite · Medium");
    expect(ctx.abilityLine).toBe(
      "Strength 1d10 · Agility 2d10 · Speed 2d10 · Stamina 1d10 · Reason 1d10 · Resolve 1d10",
    );
    const none = { ...FIGHTER.abilities, strength: 0, agility: 0, speed: 0, stamina: 0, reason: 0, resolve: 0 };
    expect(npcContext({ ...input, actor: makeActor({ ...FIGHTER, abilities: none }) }).abilityLine).toBe(
      "No ability dice",
    );
  });

  it("the same Attack buttons as the character sheet, and only non-empty ability groups", () => {
    const ctx = npcContext(input);
    expect(ctx.attacks.rows[0]?.button.chanceText).toMatch(/^\d+%$/);
    // A monster's attacks are every weapon it has, the unequipped dagger too; the character's only the equipped ones.
    const character = characterContext(input).attacks.rows;
    expect(character.map((r) => r.name)).not.toContain("Dagger");
    expect(ctx.attacks.rows.map((r) => r.name)).toEqual([...character.map((r) => r.name), "Dagger"]);
    expect(ctx.powers.map((g) => g.id)).toEqual(["talents", "techniques", "spells"]);
    expect(npcContext({ ...input, actor: makeActor(FIGHTER, []) }).powers).toEqual([]);
  });

  it("edit mode: a threat select and every item group to manage items", () => {
    const play = npcContext(input);
    expect(play.itemGroups).toEqual([]);
    const edit = npcContext({ ...input, mode: "edit" });
    expect(edit.itemGroups.map((g) => g.id)).toEqual([
      "weapons",
      "armor",
      "gear",
      "skills",
      "talents",
      "techniques",
      "spells",
    ]);
    expect(edit.threatField.options.map((o) => [o.label, o.selected])).toEqual([
      ["Minion", false],
      ["Standard", false],
      ["Elite", true],
      ["Boss", false],
    ]);
    expect(edit.biography.heading).toBe("Notes");
    // "Everything has Durability, even objects": the edit mode's checkbox marks the NPC as one, with its hint.
    expect(edit.objectField).toMatchObject({ name: "system.object", label: "Inanimate object", checked: false });
    expect(edit.objectField.hint).toContain("Armor Rank is subtracted");
    expect(npcContext({ ...input, mode: "edit", object: true }).objectField).toMatchObject({ checked: true });
  });
});
