import { beforeAll, describe, expect, it } from "vitest";
import { getRuleset } from "../../../module/engine/registry.ts";
import { MOMENTUM_SIM } from "../../../module/engine/rulesets/momentum/sim/index.ts";
import type { MomentumFighterSpec } from "../../../module/engine/rulesets/momentum/sim/fighter.ts";
import { encounterOdds } from "../../../module/engine/sim/odds.ts";
import { roomFor } from "../../../module/foundry/room-lookup.ts";
import { versusEncounter } from "../../../module/foundry/simulation/encounter.ts";
import { inThreadChannel, startOddsJob } from "../../../module/foundry/simulation/start.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { momentumWorld, type MomentumWorld } from "../momentum/world-fixture.ts";

let w: MomentumWorld;
let wolf: FakeActor;

beforeAll(async () => {
  w = await momentumWorld();
  wolf = w.createActor({
    name: "Wolf",
    type: "momentum-npc",
    system: { stats: { strength: 12, dexterity: 14 }, vitality: { value: 5, max: 12 }, wp: { value: 1, max: 4 } },
    items: [
      {
        _id: "bite000000000000",
        name: "Bite",
        type: "momentum-weapon",
        system: { damage: [{ type: "physical", count: 1, faces: 6, flat: 1 }] },
      },
      {
        _id: "howl000000000000",
        name: "Howl",
        type: "momentum-ability",
        system: { delivery: "effect", ap: 1 },
      },
    ],
  });
});

const actor = (a: FakeActor) => a as never;
const room = () => roomFor("momentum")?.simulation;
const fighterOf = (a: FakeActor, id: string) => room()?.fighter(actor(a), id) as MomentumFighterSpec | undefined;

describe("momentum fighters from actor documents (the room's `simulation`)", () => {
  it("reads the actor as it is now: current Vitality and WP, equipped weapons and Abilities that roll, as plain data", () => {
    const fighter = fighterOf(wolf, "w1");
    expect(fighter).toMatchObject({ id: "w1", name: "Wolf", wp: 1 });
    expect(fighter?.actor.creature.vitality).toEqual({ value: 5, max: 12 });
    // Howl is an effect (no roll): it is used from its description, never by the simulation.
    expect(fighter?.attacks.map((a) => [a.name, a.ap, a.wp])).toEqual([["Bite", 2, 0]]);
    expect(structuredClone(fighter)).toEqual(fighter);
  });

  it("a weapon's hit bonus is the sheet's; a resisted Ability carries its Defense Roll", () => {
    const vera = fighterOf(w.vera, "v");
    // Strength 14 (+4) and half of Dexterity 13's +3 (1): the ax's +5.
    expect(vera?.attacks.find((a) => a.name === "Ax")?.hitBonus.reduce((s, p) => s + p.value, 0)).toBe(5);
    expect(vera?.attacks.find((a) => a.name === "Hex")).toMatchObject({ defenseRoll: "will", ap: 2 });
  });

  it("takes the statuses the actor has now", async () => {
    await wolf.toggleStatusEffect("prone", { active: true });
    expect(fighterOf(wolf, "w")?.actor.conditions.active["prone"]).toBeDefined();
    await wolf.toggleStatusEffect("prone", { active: false });
  });

  it("leaves out a creature with nothing to fight with", () => {
    expect(fighterOf(w.brute, "b")).toBeUndefined();
  });

  it("names one localization key, present in the lang file, per sentence of the engine's policy", () => {
    const keys = room()?.assumptions ?? [];
    expect(keys.length).toBe(getRuleset("momentum").sim?.assumptions.length);
    for (const key of keys) expect(fake().game.i18n.has(key), key).toBe(true);
  });
});

describe("the party against copies of a momentum creature, through the worker protocol", () => {
  it("plays the engine's momentum simulation: the same odds as the engine for the same fighters and seed", async () => {
    const encounter = versusEncounter("momentum", [actor(w.vera), actor(w.brute)], actor(wolf), 2);
    if ("refused" in encounter) throw new Error(encounter.refused);
    expect(encounter.party.map((f) => f.name)).toEqual(["Vera"]);
    expect(encounter.leftOut).toEqual(["Brute"]);
    const job = { ruleset: "momentum" as const, party: encounter.party, foes: encounter.foes, fights: 200, seed: 3 };
    const odds = await startOddsJob(structuredClone(job), () => undefined, inThreadChannel()).result;
    const party = encounter.party as readonly MomentumFighterSpec[];
    const foes = encounter.foes as readonly MomentumFighterSpec[];
    expect(odds).toEqual(await encounterOdds(MOMENTUM_SIM, { party, foes }, { fights: 200, seed: 3 }));
    expect(odds.fights).toBe(200);
    expect(odds.win.p).toBeGreaterThan(0);
  });
});
