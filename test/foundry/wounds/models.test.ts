import { beforeAll, describe, expect, it } from "vitest";
import { WoundsCombatantModel } from "../../../module/foundry/rulesets/wounds/combat/combatant-model.ts";
import { WoundsCharacterModel, WoundsNpcModel } from "../../../module/foundry/rulesets/wounds/data/actor-models.ts";
import {
  WoundsAbilityModel,
  WoundsArmorModel,
  WoundsGearModel,
  WoundsShieldModel,
  WoundsWeaponModel,
} from "../../../module/foundry/rulesets/wounds/data/item-models.ts";
import { woundsActorView, woundsWeaponOf } from "../../../module/foundry/rulesets/wounds/documents.ts";
import { forecastAttack } from "../../../module/foundry/rulesets/wounds/forecast.ts";
import { WOUNDS_MODELS } from "../../../module/foundry/rulesets/wounds/models.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { installFakeWorld, type FakeWorld } from "../../support/fake-foundry/world/install-world.ts";

/** What `registerDataModels` does at `init` once the room is in the registry: one model per namespaced type. */
function registerWoundsModels(): void {
  const config = fake().CONFIG;
  for (const [local, model] of Object.entries(WOUNDS_MODELS.Actor)) {
    Object.assign(config.Actor.dataModels, { [`wounds-${local}`]: model });
  }
  for (const [local, model] of Object.entries(WOUNDS_MODELS.Item)) {
    Object.assign(config.Item.dataModels, { [`wounds-${local}`]: model });
  }
}

/** The registered class as the fake types it: lets a test hand it data the real types would refuse to compile. */
function modelFor(document: "Actor" | "Item", type: string) {
  const model = fake().CONFIG[document].dataModels[`wounds-${type}`];
  if (!model) throw new Error(`wounds-${type} is not registered`);
  return model;
}

describe("wounds data models on the strict fake", () => {
  let world: FakeWorld;
  beforeAll(() => {
    world = installFakeWorld();
    registerWoundsModels();
  });

  it("a new character starts at the seed's ordinary numbers: attributes 0, no wounds, no afflictions", () => {
    expect(new WoundsCharacterModel({}).toObject()).toMatchObject({
      attributes: { strength: 0, speed: 0, persona: 0 },
      size: 0,
      skills: [],
      wounds: { light: 0, moderate: 0, severe: 0, critical: 0, fatal: 0 },
      afflictions: { bleeding: null, burning: null },
      state: { dying: false, unconscious: false, dead: false },
    });
    expect(new WoundsNpcModel({}).toObject()).toMatchObject({ tier: "standard", special: false });
  });

  it("validates creature fields: choices, whole numbers, ranges, skill rows", () => {
    expect(() => new (modelFor("Actor", "npc"))({ tier: "boss" })).toThrow(/tier/);
    expect(() => new (modelFor("Actor", "character"))({ afflictions: { bleeding: "grievous" } })).toThrow(/bleeding/);
    expect(
      () => new (modelFor("Actor", "character"))({ invested: [{ id: "ward", amount: 2, retrieve: "never" }] }),
    ).toThrow(/invested.0: never is not a valid choice/);
    expect(new WoundsCharacterModel({ skills: [{ skill: "Melee", rank: 25 }] }).toObject().skills).toEqual([
      { skill: "Melee", specialization: "", rank: 20 },
    ]);
    expect(new WoundsCharacterModel({ attributes: { vitality: 2.6 } }).toObject()).toMatchObject({
      attributes: { vitality: 3 },
    });
    // Out-of-range numbers are clamped by cleaning (module/foundry/data/fields.ts): the Speed table's −10 … 10.
    expect(new WoundsCharacterModel({ attributes: { speed: 14 } }).toObject()).toMatchObject({
      attributes: { speed: 10 },
    });
  });

  it("reads skills written as the engine's record into rows (migrateData)", () => {
    const model = new (modelFor("Actor", "npc"))({ skills: { Melee: 3, "Melee/Axes": 1, Notes: "fast" } });
    expect(model.toObject().skills).toEqual([
      { skill: "Melee", specialization: "", rank: 3 },
      { skill: "Melee", specialization: "Axes", rank: 1 },
    ]);
  });

  it("validates item fields: weapon kind and properties, shield block, ability defense and mana use", () => {
    expect(() => new (modelFor("Item", "weapon"))({ kind: "thrown" })).toThrow(/kind/);
    expect(() => new (modelFor("Item", "weapon"))({ properties: ["vorpal"] })).toThrow(/properties/);
    expect(new WoundsWeaponModel({ properties: ["slicing"] }).toObject()).toMatchObject({
      kind: "melee",
      reach: 1,
      properties: ["slicing"],
      equipped: true,
    });
    expect(new WoundsShieldModel({}).toObject()).toMatchObject({ block: 1, equipped: true });
    expect(new WoundsArmorModel({ toughness: 40 }).toObject()).toMatchObject({ toughness: 20 });
    expect(new WoundsGearModel({}).toObject()).toMatchObject({ quantity: 1, healingKit: false });
    expect(() => new (modelFor("Item", "ability"))({ targets: "reflex" })).toThrow(/targets/);
    expect(() => new (modelFor("Item", "ability"))({ manaUse: "borrow" })).toThrow(/manaUse/);
    expect(new WoundsAbilityModel({ kind: "spell", attack: true }).toObject()).toMatchObject({
      kind: "spell",
      ap: 4,
      targets: "ranged",
      ranged: true,
    });
  });

  it("an actor's preparation derives through the engine and writes the current maxima into its tracks", () => {
    const actor = new FakeActor({
      name: "Aldric",
      type: "wounds-character",
      system: {
        attributes: { vitality: 1, persona: 1, speed: 1 },
        raceStamina: 10,
        raceMana: 3,
        fatigue: 4,
        stamina: { value: 9, max: 99 },
        invested: [{ id: "ward", label: "Ward", amount: 1, retrieve: "longRest" }],
      },
      items: [
        { name: "Mail", type: "wounds-armor", system: { toughness: 3 } },
        { name: "Buckler", type: "wounds-shield", system: { block: 1 } },
        { name: "Old Shield", type: "wounds-shield", system: { block: 3, equipped: false } },
      ],
    });
    const system = actor.system;
    if (!(system instanceof WoundsCharacterModel)) throw new Error("not a wounds character");
    expect(system.stamina.max).toBe(7); // race 10 + Vitality 1 − fatigue 4
    expect(system.mana.max).toBe(2); // race 3 + Lore 0 − invested 1
    expect(system.derived.toughness).toMatchObject({ base: 1, armor: 3, total: 4 });
    expect(system.derived.defenses.ranged.total).toBe(12); // 10 + Speed 1 + Reason 0 + the equipped shield
    expect(system.derived.woundGrid.map((row) => row.capacity)).toEqual([6, 3, 3, 2, 1]);
  });

  it("an NPC's status effects reach its derived conditions", () => {
    const actor = new FakeActor({ name: "Goblin", type: "wounds-npc", system: { tier: "minion" } });
    actor.statuses.add("prone");
    actor.prepareData();
    const system = actor.system;
    if (!(system instanceof WoundsNpcModel)) throw new Error("not a wounds NPC");
    expect(system.derived.conditions).toContain("prone");
    expect(system.derived.woundGrid.map((row) => row.capacity)).toEqual([5, 1, 1, 1, 1]);
  });

  it("the combatant holds the round-scoped pools, a blank act meaning none", () => {
    expect(new WoundsCombatantModel({}).toObject()).toMatchObject({
      ap: 0,
      uses: [],
      pending: { action: "", remaining: 0 },
      timed: { action: "", endsAtRound: 0 },
      movement: 0,
      dash: { doubled: false, bonus: 0, checkUsed: false },
      ignoring: [],
      opening: { target: "", result: 0 },
    });
    expect(() => new WoundsCombatantModel({ uses: [{ key: "", count: 1 }] })).toThrow(/uses/);
    expect(new WoundsCombatantModel({ ap: -3 }).toObject()).toMatchObject({ ap: 0 });
  });

  it("documents read as the forecast's views: only wounds creatures and wounds weapons", () => {
    // The fake's documents stand in for Foundry's (`as never`, as the other rooms' tests hand them over).
    const stored = (data: Record<string, unknown>) => world.createActor(data);
    const aldric = stored({
      name: "Aldric",
      type: "wounds-character",
      system: { attributes: { dexterity: 2 } },
      items: [
        { name: "Spear", type: "wounds-weapon", system: { group: "Spears", damage: 3 } },
        { name: "Mail", type: "wounds-armor", system: { toughness: 3 } },
      ],
    });
    const view = woundsActorView(aldric as never);
    const goblin = stored({ name: "Goblin", type: "wounds-npc", system: { tier: "minion" } });
    const target = woundsActorView(goblin as never);
    const spear = aldric.items.find((i) => i.name === "Spear");
    const mail = aldric.items.find((i) => i.name === "Mail");
    if (!view || !target || !spear || !mail) throw new Error("fixture");
    expect(view.gear.armor.map((a) => a.name)).toEqual(["Mail"]);
    expect(woundsWeaponOf(mail as never)).toBeUndefined();
    const weapon = woundsWeaponOf(spear as never);
    if (!weapon) throw new Error("not a weapon");
    const f = forecastAttack(view, { weapon }, target, {});
    expect(f.ok && f.plan.damage.modifiers).toEqual([{ source: "Spear damage", value: 3 }]);
    const brann = stored({ name: "Brann", type: "base", system: {} });
    expect(woundsActorView(brann as never)).toBeUndefined();
  });
});
