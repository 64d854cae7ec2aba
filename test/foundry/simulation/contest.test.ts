import { beforeAll, describe, expect, it } from "vitest";
import { getRuleset } from "../../../module/engine/registry.ts";
import type { ContestFighterSpec } from "../../../module/engine/rulesets/contest/sim/fighter.ts";
import { CONTEST_SIM } from "../../../module/engine/rulesets/contest/sim/index.ts";
import { encounterOdds } from "../../../module/engine/sim/odds.ts";
import { roomFor } from "../../../module/foundry/room-lookup.ts";
import { versusEncounter } from "../../../module/foundry/simulation/encounter.ts";
import { inThreadChannel, startOddsJob } from "../../../module/foundry/simulation/start.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { contestWorld, type ContestWorld } from "../contest/world-fixture.ts";

let w: ContestWorld;
let sprite: FakeActor;
let statue: FakeActor;

beforeAll(async () => {
  w = await contestWorld();
  sprite = w.createActor({
    name: "Sprite",
    type: "contest-npc",
    system: {
      attributes: { strength: -1, agility: 3, perception: 2 },
      skills: { sorcery: { rank: 2, attribute: "perception" } },
      health: { value: 5, max: 8 },
    },
    items: [
      {
        _id: "bolt000000000000",
        name: "Fire Bolt",
        type: "contest-ability",
        system: { kind: "spell", attack: true, delivery: "ranged", damage: { count: 1, faces: 10, bonus: 0 }, ap: 1 },
      },
      {
        _id: "mend000000000000",
        name: "Mending Word",
        type: "contest-ability",
        system: { kind: "spell", attack: false, ap: 1 },
      },
    ],
  });
  statue = w.createActor({ name: "Statue", type: "contest-npc", system: { health: { value: 0, max: 10 } } });
});

const actor = (a: FakeActor) => a as never;
const room = () => roomFor("contest")?.simulation;
const fighterOf = (a: FakeActor, id: string) => room()?.fighter(actor(a), id) as ContestFighterSpec | undefined;

describe("contest fighters from actor documents (the room's `simulation`)", () => {
  it("reads the actor as it is now: current Health, its Strikes as the card makes them, its defenses, as plain data", () => {
    const kara = fighterOf(w.kara, "k");
    expect(kara).toMatchObject({ id: "k", name: "Kara", initiative: { kind: "pc" } });
    expect(kara?.actor.creature.health).toEqual({ value: 20, max: 20 });
    // The equipped longsword only, with Classical Knight 2 and the higher of Strength 2 and Agility 1: a +4 Strike.
    expect(kara?.attacks.map((a) => [a.name, a.test.skill + a.test.attribute.value, a.ap])).toEqual([
      ["Longsword", 4, 1],
    ]);
    // No shield in hand: no Block.
    expect(Object.keys(kara?.defenses ?? {}).sort()).toEqual(["dodge", "parry", "withstand"]);
    expect(structuredClone(kara)).toEqual(kara);
  });

  it("an NPC rolls 1d6 + PER; a shield gives Block and its BR", () => {
    const brute = fighterOf(w.brute, "b");
    expect(brute?.initiative).toEqual({ kind: "npc", perception: 0 });
    expect(brute?.defenses.block).toBeDefined();
    expect(brute?.shield).toEqual({ label: "Bone Shield", blockRating: 4 });
  });

  it("an attack spell is a spell attack with Sorcery; a spell without the Attack trait is left out", () => {
    const s = fighterOf(sprite, "s");
    expect(s?.attacks.map((a) => [a.name, a.attack.kind, a.test.skill, a.test.attribute.value])).toEqual([
      ["Fire Bolt", "spell", 2, 2],
    ]);
    expect(s?.actor.creature.health.value).toBe(5);
  });

  it("takes the statuses the actor has now", async () => {
    await sprite.toggleStatusEffect("prone", { active: true });
    expect(fighterOf(sprite, "s")?.actor.conditions.active["prone"]).toBeDefined();
    await sprite.toggleStatusEffect("prone", { active: false });
  });

  it("names one localization key, present in the lang file, per sentence of the engine's policy", () => {
    const keys = room()?.assumptions ?? [];
    expect(keys.length).toBe(getRuleset("contest").sim?.assumptions.length);
    getRuleset("contest").sim?.assumptions.forEach((sentence, i) => {
      const key = keys[i] ?? "";
      expect(fake().game.i18n.has(key), key).toBe(true);
      expect(fake().game.i18n.localize(key)).toBe(sentence);
    });
  });
});

describe("the party against copies of a contest creature, through the worker protocol", () => {
  it("plays the engine's contest simulation: the same odds as the engine for the same fighters and seed", async () => {
    const encounter = versusEncounter("contest", [actor(w.kara), actor(statue)], actor(w.brute), 2);
    if ("refused" in encounter) throw new Error(encounter.refused);
    expect(encounter.party.map((f) => f.name)).toEqual(["Kara", "Statue"]);
    const job = { ruleset: "contest" as const, party: encounter.party, foes: encounter.foes, fights: 200, seed: 3 };
    const odds = await startOddsJob(structuredClone(job), () => undefined, inThreadChannel()).result;
    const party = encounter.party as readonly ContestFighterSpec[];
    const foes = encounter.foes as readonly ContestFighterSpec[];
    expect(odds).toEqual(await encounterOdds(CONTEST_SIM, { party, foes }, { fights: 200, seed: 3 }));
    expect(odds.fights).toBe(200);
    expect(odds.win.p).toBeGreaterThan(0);
    // The statue starts at 0 Health: down from the start, by nobody.
    expect(odds.members[1]).toMatchObject({ name: "Statue", downChance: 1 });
  });
});
