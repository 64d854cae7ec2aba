import { beforeAll, describe, expect, it } from "vitest";
import { getRuleset } from "../../../module/engine/registry.ts";
import { WOUNDS_SIM } from "../../../module/engine/rulesets/wounds/sim/index.ts";
import type { WoundsFighterSpec } from "../../../module/engine/rulesets/wounds/sim/fighter.ts";
import { encounterOdds } from "../../../module/engine/sim/odds.ts";
import { roomFor } from "../../../module/foundry/room-lookup.ts";
import { versusEncounter } from "../../../module/foundry/simulation/encounter.ts";
import { inThreadChannel, startOddsJob } from "../../../module/foundry/simulation/start.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { woundsWorld, type WoundsWorld } from "../wounds/world-fixture.ts";

let w: WoundsWorld;
let wolf: FakeActor;

beforeAll(async () => {
  w = await woundsWorld();
  wolf = w.createActor({
    name: "Wolf",
    type: "wounds-npc",
    system: {
      attributes: {
        strength: 1,
        dexterity: 2,
        speed: 3,
        vitality: 1,
        perception: 3,
        reason: -2,
        lore: -3,
        persona: -1,
      },
      size: -1,
      wounds: { light: 1, moderate: 1, severe: 0, critical: 0, fatal: 0 },
      tier: "minion",
    },
    items: [
      {
        _id: "bite000000000000",
        name: "Bite",
        type: "wounds-weapon",
        system: { kind: "melee", group: "Natural", accuracy: 1, damage: 2, equipped: true },
      },
      {
        _id: "fang000000000000",
        name: "Spare Fang",
        type: "wounds-weapon",
        system: { kind: "melee", group: "Natural", accuracy: 0, damage: 9, equipped: false },
      },
      { _id: "hide000000000000", name: "Hide", type: "wounds-armor", system: { toughness: 2, equipped: true } },
    ],
  });
});

const actor = (a: FakeActor) => a as never;
const room = () => roomFor("wounds")?.simulation;
const fighterOf = (a: FakeActor, id: string) => room()?.fighter(actor(a), id) as WoundsFighterSpec | undefined;

describe("wounds fighters from actor documents (the room's `simulation`)", () => {
  it("reads the actor as it is now: its wounds, tier, equipped weapons and worn armor, as plain data", () => {
    const fighter = fighterOf(wolf, "w1");
    expect(fighter).toMatchObject({ id: "w1", name: "Wolf", toughness: { armor: 2, other: 0 } });
    expect(fighter?.actor.creature).toMatchObject({ kind: "npc", npcTier: "minion", size: -1 });
    expect(fighter?.actor.creature.wounds).toMatchObject({ light: 1, moderate: 1 });
    // The unequipped fang is not fought with.
    expect(fighter?.weapons.map((w) => [w.label, w.accuracy, w.damage, w.ranged])).toEqual([["Bite", 1, 2, false]]);
    expect(structuredClone(fighter)).toEqual(fighter);
  });

  it("reads a weapon as the attack flow reads it (toWoundsWeapon)", () => {
    expect(fighterOf(w.vera, "v")?.weapons[0]).toMatchObject({ label: "Longsword", group: "Swords", accuracy: 1 });
  });

  it("takes the statuses the actor has now", async () => {
    await wolf.toggleStatusEffect("prone", { active: true });
    expect(fighterOf(wolf, "w")?.actor.conditions.active["prone"]).toBeDefined();
    await wolf.toggleStatusEffect("prone", { active: false });
  });

  it("leaves out a creature with nothing to fight with", () => {
    expect(fighterOf(w.ogre, "o")).toBeUndefined();
  });

  it("names one localization key, present in the lang file, per sentence of the engine's policy", () => {
    const keys = room()?.assumptions ?? [];
    expect(keys.length).toBe(getRuleset("wounds").sim?.assumptions.length);
    for (const key of keys) expect(fake().game.i18n.has(key), key).toBe(true);
  });
});

describe("the party against copies of a wounds creature, through the worker protocol", () => {
  it("plays the engine's wounds simulation: the same odds as the engine for the same fighters and seed", async () => {
    const encounter = versusEncounter("wounds", [actor(w.vera), actor(w.ogre)], actor(wolf), 2);
    if ("refused" in encounter) throw new Error(encounter.refused);
    expect(encounter.party.map((f) => f.name)).toEqual(["Vera"]);
    expect(encounter.leftOut).toEqual(["Ogre"]);
    expect(encounter.foes).toHaveLength(2);
    const job = { ruleset: "wounds" as const, party: encounter.party, foes: encounter.foes, fights: 200, seed: 3 };
    const odds = await startOddsJob(structuredClone(job), () => undefined, inThreadChannel()).result;
    const party = encounter.party as readonly WoundsFighterSpec[];
    const foes = encounter.foes as readonly WoundsFighterSpec[];
    expect(odds).toEqual(await encounterOdds(WOUNDS_SIM, { party, foes }, { fights: 200, seed: 3 }));
    expect(odds.fights).toBe(200);
    expect(odds.win.p).toBeGreaterThan(0);
  });
});
