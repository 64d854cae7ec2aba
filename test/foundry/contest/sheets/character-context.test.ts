import { describe, expect, it } from "vitest";
import { characterContext } from "../../../../module/foundry/rulesets/contest/sheets/character-context.ts";
import { BOW, KIT, KNIGHT, PLATE, SHIELD, SWORD, makeActor, makeInput } from "./fixtures.ts";

const flat = (rows: readonly { readonly label: string; readonly valueText: string }[]) =>
  Object.fromEntries(rows.map((r) => [r.label, r.valueText]));

describe("contest character sheet: what the engine derives, shown once", () => {
  it("header: Health as a bar, the Initiative roll, AR with its source, BR and speed", () => {
    const { header } = characterContext(makeInput());
    expect(header.bars.map((b) => [b.key, b.value, b.max])).toEqual([["health", 20, 20]]);
    expect(flat(header.values)).toEqual({ Initiative: "1d6 +2", AR: "5", BR: "6", Speed: "6 m" });
    expect(header.values.find((v) => v.id === "armorRating")?.hint).toContain("(Iron full armor)");
    expect(header.subtitle).toBe("Medium · speed 6 m");
  });

  it("an NPC rolls 1d6 + PER, whatever its stored Initiative", () => {
    const npc = makeActor({ ...KNIGHT, initiative: 5 }, KIT, [], "Brute", "npc");
    const { header } = characterContext(makeInput({ actor: npc }));
    expect(header.values[0]).toMatchObject({ valueText: "1d6 +1", hint: "Non-player characters roll 1d6 + PER." });
  });

  it("attributes signed; each skill with its governing attribute and attribute + rank", () => {
    const { traits } = characterContext(makeInput());
    expect(flat(traits.attributes)).toEqual({ Strength: "+2", Agility: "+1", PER: "+1" });
    const athletics = traits.skills.find((s) => s.id === "athletics");
    expect(athletics).toMatchObject({ attributeLabel: "Strength", rank: 2, bonusText: "+4" });
    expect(traits.skills.find((s) => s.id === "observation")).toMatchObject({ attributeLabel: "PER", bonusText: "+2" });
  });

  it("Fighting Styles: gear, training with what is held and worn, the default style marked", () => {
    const { styles } = characterContext(makeInput());
    const [knightStyle, bandit] = styles.rows;
    expect(knightStyle).toMatchObject({
      name: "Classical Knight",
      gearText: "full armor, shield, longsword, lance, flail",
      trainingText: "Trained with what you hold and wear",
      untrained: false,
      best: true,
      gearCountText: "5 of 10 pieces · 0 bought (25 XP each)",
    });
    // The bandit lists partial armor and no longsword or shield: −2 and, for the full plate, a bane.
    expect(bandit).toMatchObject({ trainingText: "Untrained weapon: −2 · Untrained armor: bane", best: false });
  });

  it("protection: armor level, the AR source in use, BR half against magic, the affinities that count", () => {
    const source = {
      ...KNIGHT,
      resistances: [
        { against: "fire", value: 2, source: "Ring" },
        { against: "magical", value: 3, source: "Ork" },
      ],
      vulnerabilities: [{ against: "crushing", value: 2, source: "Brittle" }],
    } as const;
    const { protection } = characterContext(makeInput({ actor: makeActor(source) }));
    expect(flat(protection.values)).toEqual({
      "Armor level": "Full armor",
      "Armor Rating": "5 (0 magical) from Iron full armor",
      "Block Rating": "6 (3 against magical damage)",
    });
    // "you only benefit from the highest one": Magic Resistance (3) over Fire Resistance (2).
    expect(flat(protection.affinities)).toMatchObject({ fire: "resistance 3", crushing: "vulnerability 2" });
  });

  it("unarmored without armor; untrained shows once nothing in hand is listed", () => {
    const { protection, styles } = characterContext(makeInput({ actor: makeActor(KNIGHT, [BOW]) }));
    expect(flat(protection.values)["Armor Rating"]).toBe("Unarmored");
    expect(styles.rows.every((s) => s.trainingText.startsWith("Untrained weapon"))).toBe(true);
  });

  it("edit mode: every stored number, each skill's rank and attribute, each style's fields, the AR source", () => {
    const context = characterContext(makeInput({ mode: "edit" }));
    expect(context.edit).toBe(true);
    expect(context.header.trackFields.map((f) => f.name)).toEqual(["system.health.value", "system.health.max"]);
    expect(context.traits.detailFields.map((f) => f.name)).toEqual([
      "system.initiative",
      "system.speed",
      "system.size",
      "system.xp",
    ]);
    expect(context.traits.detailFields[1]?.unit).toBe("m");
    expect(context.traits.skills[0]?.fields.map((f) => f.name)).toEqual([
      "system.skills.sorcery.rank",
      "system.skills.sorcery.attribute",
    ]);
    expect(context.styles.rows[0]?.fields.map((f) => [f.name, f.value])).toEqual([
      ["system.styles.0.name", "Classical Knight"],
      ["system.styles.0.rank", "2"],
      ["system.styles.0.gear", "full armor, shield, longsword, lance, flail"],
    ]);
    const choice = context.protection.armorChoiceField;
    expect(choice.options.map((o) => [o.value, o.label, o.selected])).toEqual([
      ["", "The one that stops most", true],
      [PLATE.id, "Iron full armor", false],
    ]);
  });

  it("inventory groups by kind, with equip toggles and quantities; spells on their own tab", () => {
    const context = characterContext(makeInput());
    expect(context.inventory.map((g) => [g.id, g.rows.map((r) => r.name)])).toEqual([
      ["weapons", [SWORD.name]],
      ["armor", [PLATE.name]],
      ["shields", [SHIELD.name]],
      ["gear", ["Rope"]],
    ]);
    expect(context.inventory[0]?.rows[0]?.summary).toBe("1d8 slashing · Melee · 1 AP");
    expect(context.abilities[0]?.rows[0]?.summary).toBe("Spell · 2d6 fire · 1 AP");
  });
});
