import { describe, expect, it } from "vitest";
import { fake } from "../../support/fake-foundry/runtime.ts";

async function init() {
  await import("../../../module/main.ts");
  fake().Hooks.callAll("init");
  return { actors: fake().CONFIG.Actor.dataModels, items: fake().CONFIG.Item.dataModels };
}

describe("energy data models on the fake runtime", () => {
  it("registers the energy room's models under the namespaced types", async () => {
    const { actors, items } = await init();
    expect(actors["energy-character"]?.name).toBe("EnergyCharacterModel");
    expect(actors["energy-npc"]?.name).toBe("EnergyNpcModel");
    for (const t of ["weapon", "armor", "shield", "gear", "ability"]) {
      expect(items[`energy-${t}`]?.name).toBe(`Energy${t[0]?.toUpperCase() ?? ""}${t.slice(1)}Model`);
    }
  });

  it("validates creature fields: choices, whole numbers, ranges", async () => {
    const { actors } = await init();
    const Character = actors["energy-character"];
    const Npc = actors["energy-npc"];
    if (!Character || !Npc) throw new Error("not registered");
    expect(new Character({}).toObject()).toMatchObject({
      size: "medium",
      aura: { value: 20, max: 20 },
      abilities: { dexterity: { score: 10, modifier: 0 } },
      state: { unconscious: null, dead: false },
    });
    expect(() => new Character({ size: "gigantic" })).toThrow(/size/);
    expect(() => new Character({ state: { unconscious: "bored" } })).toThrow(/unconscious/);
    expect(() => new Npc({ threat: "apocalyptic" })).toThrow(/threat/);
    expect(new Character({ level: 2.6 }).toObject()).toMatchObject({ level: 3 });
    expect(new Npc({}).toObject()).toMatchObject({ threat: "standard" });
  });

  it("validates item fields: weapon kind, armor coverage clamped to the d20, ability costs", async () => {
    const { items } = await init();
    const Weapon = items["energy-weapon"];
    const Armor = items["energy-armor"];
    const Ability = items["energy-ability"];
    if (!Weapon || !Armor || !Ability) throw new Error("not registered");
    expect(() => new Weapon({ kind: "laser" })).toThrow(/kind/);
    expect(new Weapon({}).toObject()).toMatchObject({
      kind: "melee",
      damage: { count: 1, faces: 6 },
      loadEnergy: null,
    });
    // Out-of-range numbers are clamped by cleaning (module/foundry/data/fields.ts): AC stays on the d20.
    expect(new Armor({ coverage: 40 }).toObject()).toMatchObject({ coverage: 21 });
    expect(new Ability({ kind: "spell", energy: 2 }).toObject()).toMatchObject({
      kind: "spell",
      energy: 2,
      stamina: 0,
    });
    expect(() => new Ability({ kind: "talent" })).toThrow(/kind/);
  });

  it("offers Aura and Stamina as token bars, Energy per Round and Maximum Agility as values", async () => {
    await init();
    const config = fake().CONFIG.Actor as unknown as {
      trackableAttributes: Record<string, { bar: string[]; value: string[] }>;
    };
    expect(config.trackableAttributes["energy-character"]).toEqual({
      bar: ["aura", "stamina"],
      value: ["derived.energyPerRound", "derived.maxAgility"],
    });
    expect(config.trackableAttributes["energy-npc"]?.bar).toEqual(["aura", "stamina"]);
  });
});
