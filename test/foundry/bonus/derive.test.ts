import { describe, expect, it } from "vitest";
import {
  deriveBonus,
  NO_IMMUNITIES,
  toBonusActor,
  type BonusArmorSource,
  type BonusCreatureSource,
} from "../../../module/foundry/rulesets/bonus/derive.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";

const source: BonusCreatureSource = {
  abilities: { strength: 1, agility: 2, speed: 2, stamina: 1, soul: 0, reason: 0, resolve: 0, skill: 0 },
  speed: 30,
  stamina: 12,
  size: "medium",
  durability: { value: 20, max: 20 },
  health: { value: 10, max: 10 },
  vigor: { value: 20, max: 20 },
  mana: { value: 0, max: 0 },
  guardBonus: 1,
  extraActions: 0,
  recovery: { durability: 0, mana: 0 },
  superiorDurability: null,
  immunities: NO_IMMUNITIES,
  state: { shockRoundsLeft: null, stabilized: false, winded: false, vigorRecoveredWhileWinded: 0, dead: false },
};
const mail: BonusArmorSource = {
  id: "mail",
  name: "Mail",
  rank: 3,
  guardBonus: 2,
  quality: "ordinary",
  durability: { value: 20, max: 20 },
  equipped: true,
};

describe("bonus derivation: documents to engine values", () => {
  it('Guard is "15 plus any bonuses from armor and abilities", each part named', () => {
    const d = deriveBonus(source, [mail], []);
    expect(d.guard.total).toBe(18);
    expect(d.guard.parts.map((p) => p.id)).toEqual(["base", "armor:mail", "abilities"]);
    expect(d.armorRank).toBe(3);
  });

  it("unequipped armor gives neither Guard nor Armor Rank", () => {
    const d = deriveBonus(source, [{ ...mail, equipped: false }], []);
    expect(d.guard.total).toBe(16);
    expect(d.armorRank).toBe(0);
  });

  it('"your Bonus Dice move down one step" once Wounded: the derived bonus die is d8 at 0 Durability', () => {
    expect(deriveBonus(source, [], []).bonusDie).toBe(10);
    const wounded = deriveBonus({ ...source, durability: { value: 0, max: 20 } }, [], []);
    expect(wounded.bonusDie).toBe(8);
    expect(wounded.conditions).toContain("wounded");
  });

  it('prone: "your Speed is reduced to 1/4 for calculating your movement"', () => {
    expect(deriveBonus(source, [], []).movePerAction).toBe(30);
    expect(deriveBonus(source, [], ["prone"]).movePerAction).toBe(7);
  });

  it("statuses unknown to the ruleset are ignored rather than crashing the derivation", () => {
    expect(toBonusActor(source, ["burning", "prone"]).conditions.active).toHaveProperty("prone");
    expect(toBonusActor(source, ["burning"]).conditions.active).not.toHaveProperty("burning");
  });
});

describe("bonus data models on the fake runtime", () => {
  it("registers the bonus room's models and validates their fields", async () => {
    await import("../../../module/main.ts");
    fake().Hooks.callAll("init");
    const Character = fake().CONFIG.Actor.dataModels["bonus-character"];
    const Weapon = fake().CONFIG.Item.dataModels["bonus-weapon"];
    expect(Character?.name).toBe("BonusCharacterModel");
    if (!Character || !Weapon) return;
    const data = new Character({}).toObject();
    expect(data).toMatchObject({ size: "medium", durability: { value: 20, max: 20 }, state: { dead: false } });
    expect(() => new Character({ size: "gigantic" })).toThrow(/size: gigantic is not a valid choice/);
    expect(() => new Weapon({ quality: "mythic" })).toThrow(/quality/);
    expect(new Weapon({ damageValue: 3.4 }).toObject()).toMatchObject({ damageValue: 3 });
  });

  it("offers Durability, Health, Vigor and Mana as token bars for bonus actors", () => {
    const config = fake().CONFIG.Actor as unknown as { trackableAttributes: Record<string, { bar: string[] }> };
    expect(config.trackableAttributes["bonus-character"]?.bar).toEqual(["durability", "health", "vigor", "mana"]);
    expect(config.trackableAttributes["bonus-npc"]?.bar).toContain("vigor");
  });
});
