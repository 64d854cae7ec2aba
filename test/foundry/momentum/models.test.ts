import { describe, expect, it } from "vitest";
import {
  MomentumCharacterModel,
  MomentumNpcModel,
} from "../../../module/foundry/rulesets/momentum/data/actor-models.ts";
import {
  MomentumAbilityModel,
  MomentumArmorModel,
  MomentumWeaponModel,
} from "../../../module/foundry/rulesets/momentum/data/item-models.ts";
import { MomentumCombatantModel } from "../../../module/foundry/rulesets/momentum/combat/combatant-model.ts";

/** Builds a model from a source the field types forbid (what a hand-edited or foreign document could hold). */
function fromUntyped(Model: new (...args: never[]) => unknown, source: Record<string, unknown>): unknown {
  return Reflect.construct(Model, [source]);
}

describe("momentum data models on the fake runtime", () => {
  it("creature defaults: Stats at 10, a medium biological creature, Basic Movement 3 m", () => {
    expect(new MomentumCharacterModel({}).toObject()).toMatchObject({
      kind: "creature",
      stats: { strength: 10, instinct: 10, will: 10 },
      skills: { athletics: 0, firstAid: 0 },
      archetype: { primary: "strength", secondary: "dexterity", evasion: "dexterity" },
      size: "medium",
      biological: true,
      basicMovement: 3,
      affinities: { resistant: [], immune: [], vulnerable: [] },
    });
    expect(new MomentumNpcModel({}).toObject()).toMatchObject({ threat: "standard" });
  });

  it("validates choices: kind, size, archetype Stats, damage types, threat", () => {
    expect(() => fromUntyped(MomentumCharacterModel, { kind: "spirit" })).toThrow(/kind/);
    expect(() => fromUntyped(MomentumCharacterModel, { size: "colossal" })).toThrow(/size/);
    expect(() => fromUntyped(MomentumCharacterModel, { archetype: { evasion: "luck" } })).toThrow(/evasion/);
    expect(() => fromUntyped(MomentumCharacterModel, { affinities: { resistant: ["fire"] } })).toThrow(/resistant/);
    expect(() => fromUntyped(MomentumNpcModel, { threat: "apocalyptic" })).toThrow(/threat/);
  });

  it("Vitality may fall below 0 (bleeding, death at −max); Temporary Vitality may not; Stats are whole numbers", () => {
    expect(new MomentumCharacterModel({ vitality: { value: -7, max: 20 } }).toObject()).toMatchObject({
      vitality: { value: -7, max: 20 },
    });
    expect(new MomentumCharacterModel({ stats: { dexterity: 12.6 } }).toObject()).toMatchObject({
      stats: { dexterity: 13 },
    });
    // Out-of-range numbers are clamped by cleaning (module/foundry/data/fields.ts).
    expect(new MomentumCharacterModel({ temporaryVitality: -1 }).toObject()).toMatchObject({ temporaryVitality: 0 });
  });

  it("items: a weapon's Stats and reach, damage components of the seed's types, an armor's nullable Evasion Cap", () => {
    expect(new MomentumWeaponModel({}).toObject()).toMatchObject({
      primary: "strength",
      secondary: "dexterity",
      reach: "melee",
      range: 1,
      damage: [{ type: "physical", count: 1, faces: 6, flat: 0 }],
    });
    expect(() => fromUntyped(MomentumWeaponModel, { reach: "thrown" })).toThrow(/reach/);
    expect(() => fromUntyped(MomentumWeaponModel, { damage: [{ type: "fire" }] })).toThrow(
      /fire is not a valid choice/,
    );
    expect(new MomentumArmorModel({}).toObject()).toMatchObject({ armor: 0, evasionCap: null });
    expect(new MomentumArmorModel({ evasionCap: 14 }).toObject()).toMatchObject({ evasionCap: 14 });
  });

  it("abilities: Tier, AP at most 3, delivery and the Defense Roll kind", () => {
    expect(new MomentumAbilityModel({ delivery: "defenseRoll", defenseRoll: "will" }).toObject()).toMatchObject({
      tier: 1,
      ap: 2,
      delivery: "defenseRoll",
      defenseRoll: "will",
    });
    expect(() => fromUntyped(MomentumAbilityModel, { delivery: "aura" })).toThrow(/delivery/);
    expect(() => fromUntyped(MomentumAbilityModel, { defenseRoll: "luck" })).toThrow(/defenseRoll/);
  });

  it("the combatant's pools start empty with no held action; a held action must be an action of the tables", () => {
    expect(new MomentumCombatantModel({}).toObject()).toMatchObject({
      ap: 0,
      rp: 0,
      movement: 0,
      attacks: 0,
      freeInteraction: 0,
      held: { action: null, trigger: "", ap: 0 },
    });
    expect(() => fromUntyped(MomentumCombatantModel, { held: { action: "nap" } })).toThrow(/action/);
  });
});
