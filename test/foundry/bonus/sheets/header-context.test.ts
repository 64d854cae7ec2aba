import { describe, expect, it } from "vitest";
import { headerContext } from "../../../../module/foundry/rulesets/bonus/sheets/header-context.ts";
import { FIGHTER, KIT, makeActor, recordingLocalizer } from "./fixtures.ts";

const i18n = recordingLocalizer();

describe("bonus sheet header", () => {
  it("four resource bars with keyboard labels; Mana hidden when the creature has none (except when editing)", () => {
    const header = headerContext(i18n, makeActor(), "play", true);
    expect(header.bars.map((b) => b.label)).toEqual(["Durability", "Health", "Vigor", "Mana"]);
    expect(header.bars[2]).toMatchObject({ decreaseLabel: "Decrease Vigor", valueText: "Vigor: 17 of 20" });
    const manaless = makeActor({ ...FIGHTER, mana: { value: 0, max: 0 } });
    expect(headerContext(i18n, manaless, "play", true).bars).toHaveLength(3);
    expect(headerContext(i18n, manaless, "edit", true).bars).toHaveLength(4);
  });

  it("the mode toggle names the mode it switches to, and only editors get it", () => {
    expect(headerContext(i18n, makeActor(), "play", true).mode).toEqual({
      edit: false,
      text: "Edit",
      ariaLabel: "Edit the sheet",
    });
    expect(headerContext(i18n, makeActor(), "edit", true).mode?.ariaLabel).toBe("Done editing");
    expect(headerContext(i18n, makeActor(), "edit", false).mode).toBeNull();
    expect(headerContext(i18n, makeActor(), "edit", false).edit).toBe(false);
  });

  it("edit mode: name and every track's current and maximum value as inputs", () => {
    const header = headerContext(i18n, makeActor(), "edit", true);
    expect(header.nameField).toMatchObject({ name: "name", value: "Aldra Venn", kind: "text" });
    expect(header.trackFields.map((f) => f.name)).toEqual([
      "system.durability.value",
      "system.durability.max",
      "system.health.value",
      "system.health.max",
      "system.vigor.value",
      "system.vigor.max",
      "system.mana.value",
      "system.mana.max",
    ]);
    expect(headerContext(i18n, makeActor(), "play", true).trackFields).toEqual([]);
  });

  it("damage states are badges in words: Wounded at 0 Durability, Shock (not Unconscious twice) at 0 Health", () => {
    expect(headerContext(i18n, makeActor(), "play", true).badges).toEqual([]);
    const wounded = makeActor({ ...FIGHTER, durability: { value: 0, max: 20 } });
    expect(headerContext(i18n, wounded, "play", true).badges).toEqual([{ id: "wounded", label: "Wounded" }]);
    const dying = makeActor({ ...FIGHTER, durability: { value: 0, max: 20 }, health: { value: 0, max: 10 } });
    expect(headerContext(i18n, dying, "play", true).badges.map((b) => b.label)).toEqual(["Shock", "Wounded"]);
    expect(headerContext(i18n, makeActor(FIGHTER, KIT), "play", true).portraitAlt).toBe("Portrait of Aldra Venn");
  });
});
