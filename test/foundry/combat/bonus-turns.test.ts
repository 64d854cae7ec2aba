import { beforeEach, describe, expect, it } from "vitest";
import { actFor, combatantEconomy, everyoneDone } from "../../../module/foundry/combat/economy-access.ts";
import { loopWorld, type LoopWorld } from "../chat/world-fixture.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import { combatantOf, createCombat, systemOf } from "./fixture.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import { setInitiativeSituation } from "../../../module/foundry/rulesets/bonus/combat/initiative-situation.ts";

// The adapter's functions take fvtt-types documents; the fake's are structurally what they read.
type AnyCombatant = Parameters<typeof combatantEconomy>[0];
const asCombatant = (c: unknown): AnyCombatant => c as AnyCombatant;

let world: LoopWorld;
const w = (): LoopWorld => world;
let combat: FakeCombat;

beforeEach(async () => {
  world = await loopWorld();
  combat = await createCombat("bonus", [world.aldo, world.brute]);
});

describe("bonus Combat and Combatant sub-types", () => {
  it("a combat and its combatants created by core get the world's ruleset sub-types", () => {
    expect(combat.type).toBe("bonus-combat");
    expect(combat.combatants.contents.map((c) => c.type)).toEqual(["bonus-combatant", "bonus-combatant"]);
    expect(systemOf(combatantOf(combat, world.aldo))).toMatchObject({ actions: 0, reactions: [], role: "none" });
  });

  it("initiative is a real roll of the action die, highest first (seed: 'act in order of their initiative roll from highest to lowest')", async () => {
    world.dice(7, 15);
    await combat.rollInitiative([combatantOf(combat, world.aldo).id, combatantOf(combat, world.brute).id]);
    expect(combatantOf(combat, world.aldo).initiative).toBe(7);
    expect(combatantOf(combat, world.brute).initiative).toBe(15);
    expect(combat.turns.map((c) => c.name)).toEqual(["Brute", "Aldo"]);
  });

  it("tied initiative: the higher Speed score acts first (docs/rules/bonus.md, seed silent)", async () => {
    await w().aldo.update({ system: { speed: 3 } });
    await w().brute.update({ system: { speed: 5 } });
    await combatantOf(combat, w().aldo).update({ initiative: 12 });
    await combatantOf(combat, w().brute).update({ initiative: 12 });
    expect(combat.turns.map((c) => c.name)).toEqual(["Brute", "Aldo"]);
    await w().aldo.update({ system: { speed: 6 } });
    // Core re-sorts its turns at the next `setupTurns` (a combatant change), not when an actor changes.
    combat.setupTurns();
    expect(combat.turns.map((c) => c.name)).toEqual(["Aldo", "Brute"]);
  });

  it("tied initiative and Speed: the combatant that joined the encounter first acts first, not the first name (docs/rules/bonus.md, seed silent)", async () => {
    const joined = await createCombat("bonus", [w().brute, w().aldo]);
    await w().aldo.update({ system: { speed: 4 } });
    await w().brute.update({ system: { speed: 4 } });
    await combatantOf(joined, w().aldo).update({ initiative: 12 });
    await combatantOf(joined, w().brute).update({ initiative: 12 });
    expect(joined.turns.map((c) => c.name)).toEqual(["Brute", "Aldo"]);
    // The first combat's order: Aldo joined first there.
    await combatantOf(combat, w().aldo).update({ initiative: 12 });
    await combatantOf(combat, w().brute).update({ initiative: 12 });
    expect(combat.turns.map((c) => c.name)).toEqual(["Aldo", "Brute"]);
  });

  it("Over Watch adds one bonus die to the initiative roll (seed: '+1 bonus dice to initiative')", async () => {
    const aldo = combatantOf(combat, world.aldo);
    expect(aldo.getInitiativeRoll().formula).toBe("1d20[Action die]");
    await actFor(asCombatant(aldo), "role", "overWatch");
    expect(aldo.getInitiativeRoll().formula).toBe("1d20[Action die] + 1d10x[Over Watch]");
  });
});

describe("initiative's situational modifiers (seed: 'Talents or skills might add bonus dice, as might situational modifiers')", () => {
  it("the situation the GM marks on the row steps the initiative's bonus dice: a Charge up a rank, a Challenge down", async () => {
    const aldo = combatantOf(combat, world.aldo);
    await actFor(asCombatant(aldo), "role", "overWatch");
    await actFor(asCombatant(aldo), "initiativeSituation", "charge1");
    expect(aldo.getInitiativeRoll().formula).toBe("1d20[Action die] + 1d12x[Over Watch]");
    await actFor(asCombatant(aldo), "initiativeSituation", "challenge2");
    expect(aldo.getInitiativeRoll().formula).toBe("1d20[Action die] + 1d6x[Over Watch]");
  });

  it("the marked Charge reaches the rolled initiative: its die has 12 faces", async () => {
    const aldo = combatantOf(combat, world.aldo);
    await actFor(asCombatant(aldo), "role", "overWatch");
    await actFor(asCombatant(aldo), "initiativeSituation", "charge2");
    world.dice(7, 4);
    await combat.rollInitiative([aldo.id]);
    expect(combatantOf(combat, world.aldo).initiative).toBe(11);
    expect(aldo.getInitiativeRoll().formula).toBe("1d20[Action die] + 1d20x[Over Watch]");
  });

  it("once the initiative is rolled its situation is not marked again, and the row no longer offers it", async () => {
    const aldo = combatantOf(combat, world.aldo);
    expect(combatantEconomy(asCombatant(aldo))?.controls.map((c) => c.id)).toContain("initiativeSituation");
    const choiceOf = () => {
      const me = { id: aldo.id, name: aldo.name };
      const ctx = {
        i18n: englishLocalizer(),
        combatant: me,
        all: [me],
        showPools: true,
        adjusts: true,
        started: false,
      };
      const row = combatantEconomy(asCombatant(aldo))?.row(ctx);
      return row?.controls.initiativeSituation;
    };
    expect(choiceOf()).toBeDefined();
    await aldo.update({ initiative: 9 });
    await actFor(asCombatant(aldo), "initiativeSituation", "charge1");
    expect(systemOf(aldo)).toMatchObject({ initiativeSituation: "none" });
    expect(await setInitiativeSituation(asCombatant(aldo), "charge1")).toEqual({
      refused: "FRAY.Bonus.Refusal.initiativeRolled",
    });
    expect(await setInitiativeSituation(asCombatant(aldo), "charge9")).toEqual({
      refused: "FRAY.Query.refused.malformed",
    });
    expect(choiceOf()).toBeUndefined();
  });
});

describe("bonus turns: actions set at the turn start, lost at its end", () => {
  beforeEach(async () => {
    await combatantOf(combat, world.brute).update({ initiative: 15 });
    await combatantOf(combat, world.aldo).update({ initiative: 7 });
  });

  it("'You begin with 2 Actions' on your turn; the next combatant's turn starts when yours ends", async () => {
    await combat.startCombat();
    expect(combat.combatant?.name).toBe("Brute");
    expect(systemOf(combatantOf(combat, world.brute))).toMatchObject({ actions: 2, actionsMax: 2, turnsStarted: 1 });
    expect(systemOf(combatantOf(combat, world.aldo))).toMatchObject({ actions: 0, turnsStarted: 0 });
    await combat.nextTurn();
    expect(combat.combatant?.name).toBe("Aldo");
    expect(systemOf(combatantOf(combat, world.brute))).toMatchObject({ actions: 0 });
    expect(systemOf(combatantOf(combat, world.aldo))).toMatchObject({ actions: 2 });
    await combat.nextTurn();
    expect(combat.round).toBe(2);
    expect(combat.combatant?.name).toBe("Brute");
  });

  it("ambushed: 1 action in round 1; ambusher: 1 more; both back to 2 in round 2 (seed: 'Ambushers gain 1 extra action for the first round')", async () => {
    // The GM marks the roles (the tracker's menu calls this).
    await actFor(asCombatant(combatantOf(combat, world.brute)), "role", "ambusher");
    await actFor(asCombatant(combatantOf(combat, world.aldo)), "role", "ambushed");
    await combat.startCombat();
    expect(systemOf(combatantOf(combat, world.brute))).toMatchObject({ actions: 3, actionsMax: 3 });
    await combat.nextTurn();
    expect(systemOf(combatantOf(combat, world.aldo))).toMatchObject({ actions: 1, actionsMax: 1 });
    await combat.nextTurn();
    expect(systemOf(combatantOf(combat, world.brute))).toMatchObject({ actions: 2 });
    await combat.nextTurn();
    expect(systemOf(combatantOf(combat, world.aldo))).toMatchObject({ actions: 2 });
  });

  it("Over Watch attacked from another vector is Ambushed: 1 action in round 1 (seed: 'if an attack is initiated from another vector, the Over Watch combatant is considered Ambushed')", async () => {
    const aldo = combatantOf(combat, world.aldo);
    await actFor(asCombatant(aldo), "role", "overWatch");
    // The GM says the attack came from elsewhere (the tracker's button calls this).
    await actFor(asCombatant(aldo), "wrongVector");
    expect(systemOf(aldo)).toMatchObject({ role: "ambushed" });
    expect(aldo.getInitiativeRoll().formula).toBe("1d20[Action die]");
    await combat.startCombat();
    await combat.nextTurn();
    expect(systemOf(combatantOf(combat, world.aldo))).toMatchObject({ actions: 1, actionsMax: 1 });
    // No second effect, and nothing to be wrong about without Over Watch.
    await actFor(asCombatant(aldo), "wrongVector");
    expect(world.warnings.at(-1)).toBe(
      "Only a creature in Over Watch in round 1 can be attacked from a vector it did not expect.",
    );
    expect(systemOf(combatantOf(combat, world.aldo))).toMatchObject({ role: "ambushed", actions: 1 });
  });

  it("the tracker reads pools with their max: actions of the turn, Vigor of the actor", async () => {
    await combat.startCombat();
    const economy = combatantEconomy(asCombatant(combatantOf(combat, world.brute)));
    expect(economy?.ruleset).toBe("bonus");
    expect(economy?.pools).toEqual([
      { id: "actions", home: "combatant", value: 2, max: 2 },
      { id: "vigor", home: "actor", value: 20, max: 20 },
    ]);
    expect(everyoneDone(combat as unknown as Parameters<typeof everyoneDone>[0])).toBe(false);
  });
});
