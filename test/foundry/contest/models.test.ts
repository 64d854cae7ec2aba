import { describe, expect, it } from "vitest";
import { ContestCharacterModel, ContestNpcModel } from "../../../module/foundry/rulesets/contest/data/actor-models.ts";
import {
  ContestAbilityModel,
  ContestArmorModel,
  ContestShieldModel,
  ContestWeaponModel,
} from "../../../module/foundry/rulesets/contest/data/item-models.ts";
import { CONTEST_TOKEN_BARS } from "../../../module/foundry/rulesets/contest/models.ts";

/** Builds a model from data as a form or an import could send it: not checked against the schema's types. */
type Loose = new (data: Record<string, unknown>) => { toObject(): unknown };
const loose = (Model: Loose, data: Record<string, unknown>) => () => new Model(data);

describe("contest data models: validated fields", () => {
  it("a new character has three attributes, every skill but Fighting Style with its governing attribute, no styles", () => {
    expect(new ContestCharacterModel({}).toObject()).toMatchObject({
      attributes: { strength: 0, agility: 0, perception: 0 },
      skills: { athletics: { rank: 0, attribute: "strength" }, observation: { rank: 0, attribute: "perception" } },
      styles: [],
      health: { value: 10, max: 10 },
      size: "medium",
      armorChoice: "",
    });
    expect(Object.keys(new ContestCharacterModel({}).toObject().skills)).not.toContain("fightingStyle");
  });

  it("refuses unknown sizes, attributes and damage types; rounds and clamps numbers", () => {
    expect(loose(ContestCharacterModel, { size: "gigantic" })).toThrow(/size/);
    expect(loose(ContestCharacterModel, { skills: { dodge: { attribute: "charm" } } })).toThrow(/attribute/);
    expect(loose(ContestCharacterModel, { resistances: [{ against: "cold", value: 2 }] })).toThrow(
      /resistances.0: cold/,
    );
    expect(new ContestCharacterModel({ resistances: [{ against: "magical", value: 2 }] }).toObject()).toMatchObject({
      resistances: [{ against: "magical", value: 2, source: "" }],
    });
    expect(new ContestCharacterModel({ initiative: 2.6, speed: -3 }).toObject()).toMatchObject({
      initiative: 3,
      speed: 0,
    });
  });

  it('a Fighting Style holds "a maximum of 10 different types of gear"', () => {
    const gear = (n: number) => Array.from({ length: n }, (_, i) => `piece ${i}`);
    expect(
      new ContestCharacterModel({ styles: [{ name: "Wide", gear: gear(10) }] }).toObject().styles[0]?.gear,
    ).toHaveLength(10);
    expect(loose(ContestCharacterModel, { styles: [{ name: "Too wide", gear: gear(11) }] })).toThrow(/gear/);
  });

  it("an NPC is rated by threat", () => {
    expect(new ContestNpcModel({}).toObject()).toMatchObject({ threat: "standard" });
    expect(loose(ContestNpcModel, { threat: "apocalyptic" })).toThrow(/threat/);
  });

  it("items: weapon delivery and hands, armor level, shield BR, an ability's defenses", () => {
    expect(new ContestWeaponModel({}).toObject()).toMatchObject({
      delivery: "melee",
      reach: 1,
      hands: 1,
      ap: 1,
      damageType: "slashing",
    });
    expect(loose(ContestWeaponModel, { delivery: "laser" })).toThrow(/delivery/);
    expect(loose(ContestWeaponModel, { hands: 3 })).toThrow(/hands/);
    expect(loose(ContestArmorModel, { level: "unarmored" })).toThrow(/level/);
    expect(new ContestShieldModel({ blockRating: 6 }).toObject()).toMatchObject({ blockRating: 6, equipped: true });
    expect(new ContestAbilityModel({ defenses: ["dodge", "withstand"] }).toObject()).toMatchObject({
      kind: "spell",
      defenses: ["dodge", "withstand"],
    });
    expect(loose(ContestAbilityModel, { defenses: ["evade"] })).toThrow(/defenses/);
  });

  it("token bars: the Health Pool as a bar, AR in use and BR as numbers", () => {
    expect(CONTEST_TOKEN_BARS.character).toEqual({
      bar: ["health"],
      value: ["derived.armorRating", "derived.blockRating"],
    });
  });
});
