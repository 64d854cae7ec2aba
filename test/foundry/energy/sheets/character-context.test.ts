import { describe, expect, it } from "vitest";
import { characterContext } from "../../../../module/foundry/rulesets/energy/sheets/character-context.ts";
import { npcContext } from "../../../../module/foundry/rulesets/energy/sheets/npc-context.ts";
import { FIGHTER, KIT, makeActor, makeInput } from "./fixtures.ts";

describe("energy character sheet context", () => {
  it("header: Aura and Stamina bars, Energy and Agility per Round as values, level and size", () => {
    const { header } = characterContext(makeInput());
    const actor = makeActor();
    expect(header.bars.map((b) => [b.label, b.value, b.max])).toEqual([
      ["Aura", 25, actor.system.derived.auraStrength],
      ["Stamina", 14, actor.system.derived.maxStamina],
    ]);
    expect(header.pools.map((p) => [p.label, p.text])).toEqual([
      ["Energy per Round", `${actor.system.derived.energyPerRound} per Round`],
      ["Maximum Agility", `${actor.system.derived.maxAgility} per Round`],
      ["Speed", `${String(FIGHTER.speed)} m`],
    ]);
    expect(header.subtitle).toBe("Level 3 · Medium");
    expect(header.trackFields).toEqual([]);
  });

  it("Slowed: 'Your Speed is halved (the Speed left is rounded up)', and the header says why", () => {
    const odd = { ...FIGHTER, speed: 7 };
    const header = characterContext(makeInput({ actor: makeActor(odd, KIT, ["slowed"]) })).header;
    expect(header.pools.at(-1)?.text).toBe("4 m (Slowed: halved)");
    // Restraining: "You are Slowed while Restraining" (a parent condition halves it too).
    const holding = characterContext(makeInput({ actor: makeActor(odd, KIT, ["restraining"]) })).header;
    expect(holding.pools.at(-1)?.text).toBe("4 m (Slowed: halved)");
  });

  it("states as badges with words: dead, bleeding out, unconscious", () => {
    const state = { bleedingOut: true, lastDeathSaveRound: null, unconscious: "dying" as const, dead: false };
    const header = characterContext(makeInput({ actor: makeActor({ ...FIGHTER, state }) })).header;
    expect(header.badges.map((b) => b.label)).toEqual(["Bleeding out", "Unconscious"]);
  });

  it("defenses: unarmed AV and the five defenses, each with the engine's parts", () => {
    const { stats } = characterContext(makeInput());
    const derived = makeActor().system.derived;
    expect(stats.values.map((v) => [v.label, v.total])).toEqual([
      ["Unarmed AV", derived.unarmedAv.total],
      ["Evasion", derived.defenses.evasion.total],
      ["Ranged Evasion", derived.defenses.rangedEvasion.total],
      ["Unarmed Evasion", derived.defenses.unarmedEvasion.total],
      ["Fortitude", derived.defenses.fortitude.total],
      ["Will", derived.defenses.will.total],
    ]);
    const evasion = stats.values[1];
    expect(evasion?.parts.map((p) => p.label)).toContain("Inherent Evasion");
    expect(evasion?.parts.map((p) => p.label)).toContain("Halved Dexterity Modifier");
    expect(evasion?.parts.find((p) => p.label === "Armor penalty")?.valueText).toBe("−2");
    expect(evasion?.tooltipId).toBe("vera-evasion-parts");
  });

  it("abilities: score and signed modifier; edit mode has labelled inputs for both", () => {
    const play = characterContext(makeInput()).stats.abilities[0];
    expect(play).toMatchObject({ label: "Strength", score: 16, modifierText: "+3" });
    const edit = characterContext(makeInput({ mode: "edit" }));
    expect(edit.stats.abilities[5]?.modifierField).toMatchObject({ label: "Charisma modifier", value: "-1" });
    expect(edit.header.trackFields.map((f) => f.name)).toEqual([
      "system.level",
      "system.aura.value",
      "system.stamina.value",
    ]);
  });

  it("inventory groups with equip toggles and quantities; abilities by kind with their costs", () => {
    const ctx = characterContext(makeInput());
    expect(ctx.inventory.map((g) => [g.heading, g.rows.length])).toEqual([
      ["Weapons", 3],
      ["Armor", 1],
      ["Shields", 1],
      ["Gear", 2],
    ]);
    const dagger = ctx.inventory[0]?.rows.find((r) => r.name === "Dagger");
    expect(dagger?.equip).toMatchObject({ pressed: false, ariaLabel: "Equipped: Dagger" });
    expect(ctx.inventory[3]?.rows.find((r) => r.name === "Tonic")?.quantity?.value).toBe(2);
    expect(ctx.abilities.map((g) => [g.heading, g.rows.map((r) => r.summary)])).toEqual([
      ["Themes", ["1 Energy · 2 Stamina"]],
      ["Feats", ["Free"]],
      ["Spells", ["2 Energy"]],
    ]);
  });

  it("conditions in force include the catalog's implications (Prone → Exposed)", () => {
    const ctx = characterContext(makeInput({ actor: makeActor(FIGHTER, KIT, ["prone"]) }));
    expect(ctx.conditions.items.map((c) => c.label)).toEqual(expect.arrayContaining(["Prone", "Exposed"]));
    expect(characterContext(makeInput()).conditions.emptyText).toBe("No conditions.");
  });

  it("tabs: the remembered one is active; biography editable only in edit mode", () => {
    const ctx = characterContext(makeInput({ activeTab: "inventory" }));
    expect(ctx.tabStrip.byId["inventory"]?.active).toBe(true);
    expect(ctx.biography.field).toBeNull();
    expect(characterContext(makeInput({ mode: "edit" })).biography.field?.name).toBe("system.details.biography");
  });
});

describe("energy NPC stat block context", () => {
  it("threat in the subtitle, abilities in one line, the same Attack buttons", () => {
    const input = makeInput();
    const npc = npcContext({ ...input, threat: "elite" });
    expect(npc.subtitle).toBe("Elite · Level 3 · Medium · Speed 6 m");
    expect(npc.header.pools.map((p) => p.id)).toEqual(["energyPerRound", "maxAgility"]);
    expect(npc.abilityLine).toMatch(/^Strength 16 \(\+3\) · Dexterity 14 \(\+2\)/);
    // A monster's attacks are every weapon it has, the unequipped dagger too; the character's only the equipped ones.
    const character = characterContext(input).attacks;
    expect(character.rows.map((r) => r.name)).not.toContain("Dagger");
    expect(npc.attacks.rows.map((r) => r.name)).toEqual([...character.rows.map((r) => r.name), "Dagger"]);
    // The same Attack buttons; the Throw is the character sheet's (decision 127).
    const attack = (rows: typeof character.rows) => rows.map((r) => ({ ...r, throwButton: null }));
    expect(npc.attacks.rows.slice(0, character.rows.length)).toEqual(attack(character.rows));
    expect(npc.itemGroups).toEqual([]);
    expect(npcContext({ ...makeInput({ mode: "edit" }), threat: "boss" }).itemGroups.length).toBe(7);
  });
});
