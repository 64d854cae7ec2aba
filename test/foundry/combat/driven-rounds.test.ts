/**
 * An initiative structure's round is the engine's (ARCHITECTURE.md decision 14): the Combat stores its `RoundState`
 * in `system.turns`, moves it with the engine's steps, keeps core's `turn` at the acting combatant and hands every
 * boundary to `runBoundary` in the engine's order. `bonus` (ordered, no holds) through its own room; holds, saved
 * turns, unions and immediate re-sorts through test rooms (turn-rooms.ts) on the engine's structures for them.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { actFor } from "../../../module/foundry/combat/economy-access.ts";
import { stampRequest } from "../../../module/foundry/queries/proof.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import { loopWorld, type LoopWorld } from "../chat/world-fixture.ts";
import { bonusFight, combatantOf } from "./fixture.ts";
import { acting, installTurnRoom, named, roundOf, turnCombat, turnNames, type TurnRoom } from "./turn-rooms.ts";

type AdapterCombatant = Parameters<typeof actFor>[0];
const c = (x: FakeCombatant): AdapterCombatant => x as unknown as AdapterCombatant;
const processed = (combat: FakeCombat) => combat.system.toObject().processed;

describe("bonus: an ordered round stored and driven by the engine", () => {
  it("the round is the engine's state; core's pointer follows its acting combatant", async () => {
    const { w, combat } = await bonusFight();
    const [aldo, brute] = [combatantOf(combat, w.aldo).id, combatantOf(combat, w.brute).id];
    expect(roundOf(combat)).toMatchObject({ round: 1, order: [aldo, brute], active: aldo, queue: [brute], done: [] });
    expect(combat.turn).toBe(0);
    await combat.nextTurn();
    expect(roundOf(combat)).toMatchObject({ round: 1, active: brute, queue: [], done: [aldo] });
    expect(combat.turn).toBe(1);
    await combat.nextTurn();
    expect(roundOf(combat)).toMatchObject({ round: 2, active: aldo, queue: [brute], done: [] });
    expect([combat.round, combat.turn]).toEqual([2, 0]);
  });

  it("stepping back a turn retakes the last turn without running a boundary twice", async () => {
    const { w, combat } = await bonusFight();
    await combat.nextTurn();
    await combat.nextTurn();
    await combat.previousTurn();
    expect([combat.round, acting(combat)]).toEqual([1, "Brute"]);
    expect(roundOf(combat)).toMatchObject({
      active: combatantOf(combat, w.brute).id,
      done: [combatantOf(combat, w.aldo).id],
    });
    await combat.nextTurn();
    expect(processed(combat)).toEqual({ roundStart: 2, roundEnd: 1 });
  });

  it("a bare write of core's `turn` cannot move the pointer off the engine's acting combatant", async () => {
    const { combat } = await bonusFight();
    await combat.update({ turn: 1 });
    expect(acting(combat)).toBe("Aldo");
  });

  it("a player ends their own turn through the relay; another player's click is refused", async () => {
    const { w, combat } = await bonusFight();
    w.as(w.bob);
    await combat.nextTurn();
    expect(acting(combat)).toBe("Aldo");
    w.as(w.alice);
    await combat.nextTurn();
    expect(acting(combat)).toBe("Brute");
  });

  it("bonus has no held turns: the control is not declared, so it is refused before anything moves", async () => {
    const { w, combat } = await bonusFight();
    await actFor(c(combatantOf(combat, w.aldo)), "holdTurn");
    expect(acting(combat)).toBe("Aldo");
    expect(w.warnings.at(-1)).toBe("This ruleset has no such combat action.");
  });
});

let w: LoopWorld;
let room: TurnRoom;

async function fight(ruleset: "momentum" | "contest" | "wounds"): Promise<FakeCombat> {
  room = installTurnRoom(ruleset);
  return turnCombat(ruleset, [
    { name: "Aldo", initiative: 20, actorId: w.aldo.id },
    { name: "Brute", initiative: 10, actorId: w.brute.id },
    { name: "Cat", initiative: 5 },
  ]);
}

beforeEach(async () => {
  w = await loopWorld();
});

describe("held turns (the engine's `hold`): hold, release, forfeit", () => {
  it("a held turn lets the next act at once; released, it comes right after the turn in progress", async () => {
    const combat = await fight("momentum");
    expect(room.log).toEqual(["R1 roundStart", "R1 turnStart(Aldo)"]);
    await actFor(c(named(combat, "Aldo")), "holdTurn");
    expect(acting(combat)).toBe("Brute");
    await actFor(c(named(combat, "Aldo")), "releaseTurn");
    await combat.nextTurn();
    // Core's pointer goes back up the list: the index of the acting combatant, not core's next index.
    expect([acting(combat), combat.turn]).toEqual(["Aldo", 0]);
    await combat.nextTurn();
    expect(acting(combat)).toBe("Cat");
    expect(room.log).toEqual([
      "R1 roundStart",
      "R1 turnStart(Aldo)",
      "R1 turnHeld(Aldo)",
      "R1 turnStart(Brute)",
      "R1 turnEnd(Brute)",
      "R1 turnResumed(Aldo)",
      "R1 turnEnd(Aldo)",
      "R1 turnStart(Cat)",
    ]);
  });

  it("a turn held to the round's end is taken then; a forfeited one just ends", async () => {
    const combat = await fight("momentum");
    await actFor(c(named(combat, "Aldo")), "holdTurn");
    await actFor(c(named(combat, "Brute")), "holdTurn");
    expect(acting(combat)).toBe("Cat");
    await actFor(c(named(combat, "Brute")), "forfeitTurn");
    await combat.nextTurn();
    expect(acting(combat)).toBe("Aldo");
    await combat.nextTurn();
    expect([combat.round, acting(combat)]).toEqual([2, "Aldo"]);
    expect(room.log.slice(4)).toEqual([
      "R1 turnHeld(Brute)",
      "R1 turnStart(Cat)",
      "R1 turnEnd(Brute)",
      "R1 turnEnd(Cat)",
      "R1 turnResumed(Aldo)",
      "R1 turnEnd(Aldo)",
      "R1 roundEnd",
      "R2 roundStart",
      "R2 turnStart(Aldo)",
    ]);
  });

  it("refused when not legal: holding another's turn, holding twice, releasing a turn not held; nothing moves", async () => {
    const combat = await fight("momentum");
    await actFor(c(named(combat, "Brute")), "holdTurn");
    expect(w.warnings.at(-1)).toBe("It is not that combatant's turn.");
    await actFor(c(named(combat, "Brute")), "releaseTurn");
    expect(w.warnings.at(-1)).toBe("That combatant is not holding a turn.");
    await actFor(c(named(combat, "Aldo")), "holdTurn");
    await actFor(c(named(combat, "Aldo")), "releaseTurn");
    await combat.nextTurn();
    await actFor(c(named(combat, "Aldo")), "holdTurn");
    expect(w.warnings.at(-1)).toBe("That turn was already held once this round.");
    expect(acting(combat)).toBe("Aldo");
  });

  it("the owner holds through the relay with a stamp; another player cannot hold it", async () => {
    const combat = await fight("momentum");
    w.as(w.bob);
    await actFor(c(named(combat, "Aldo")), "holdTurn");
    expect(acting(combat)).toBe("Aldo");
    w.as(w.alice);
    await actFor(c(named(combat, "Aldo")), "holdTurn");
    expect(acting(combat)).toBe("Brute");
    w.as(w.alice);
    const requestId = await stampRequest(w.aldo as never, "combatAct");
    w.as(w.gm);
    const ids = { combatId: combat.id, combatantId: named(combat, "Aldo").id, requestId };
    expect(await w.gm.query("fray.combatAct", { ...ids, act: "holdTurn" })).toEqual({
      ok: false,
      reason: "FRAY.Query.refused.notYourTurn",
    });
  });
});

describe("saved turns (the engine's `save`): a turn saved to come after another", () => {
  it("saved after Cat, Aldo acts when Cat's turn ends", async () => {
    const combat = await fight("contest");
    await actFor(c(named(combat, "Aldo")), "saveTurn", named(combat, "Cat").id);
    expect(acting(combat)).toBe("Brute");
    await combat.nextTurn();
    await combat.nextTurn();
    expect(acting(combat)).toBe("Aldo");
    expect(room.log.slice(2)).toEqual([
      "R1 turnHeld(Aldo)",
      "R1 turnStart(Brute)",
      "R1 turnEnd(Brute)",
      "R1 turnStart(Cat)",
      "R1 turnEnd(Cat)",
      "R1 turnResumed(Aldo)",
    ]);
  });

  it("a save must name whom it follows, among those with a turn left", async () => {
    const combat = await fight("contest");
    await actFor(c(named(combat, "Aldo")), "saveTurn");
    expect(w.warnings.at(-1)).toBe("The request was malformed.");
    await actFor(c(named(combat, "Aldo")), "saveTurn", named(combat, "Aldo").id);
    expect(w.warnings.at(-1)).toBe("That combatant has no turn left this round to follow.");
    expect(acting(combat)).toBe("Aldo");
  });
});

describe("unions: members folded into one entry of the order", () => {
  it("Aldo and Cat act as one (average 12.5, before the Brute's 10): every turn event is each member's", async () => {
    room = installTurnRoom("momentum");
    room.groups = [];
    const combat = await turnCombat("momentum", [
      { name: "Aldo", initiative: 20, actorId: w.aldo.id },
      { name: "Brute", initiative: 10, actorId: w.brute.id },
      { name: "Cat", initiative: 5 },
    ]);
    expect(turnNames(combat)).toEqual(["Aldo", "Brute", "Cat"]);
    room.groups = [{ id: "union", members: [named(combat, "Aldo").id, named(combat, "Cat").id] }];
    await combat.nextRound();
    expect(turnNames(combat)).toEqual(["Aldo", "Cat", "Brute"]);
    expect(roundOf(combat)).toMatchObject({ round: 2, order: ["union", named(combat, "Brute").id], active: "union" });
    expect(acting(combat)).toBe("Aldo");
    await actFor(c(named(combat, "Cat")), "endTurn");
    expect(acting(combat)).toBe("Brute");
    expect(room.log.slice(-7)).toEqual([
      "R1 roundEnd",
      "R2 roundStart",
      "R2 turnStart(Aldo)",
      "R2 turnStart(Cat)",
      "R2 turnEnd(Aldo)",
      "R2 turnEnd(Cat)",
      "R2 turnStart(Brute)",
    ]);
  });
});

describe("immediate shifts (the engine's `reorder`): the order moves mid-round", () => {
  it("Cat's initiative rises past the Brute's: Cat acts next; Aldo, who acted, does not act again", async () => {
    const combat = await fight("wounds");
    await combat.nextTurn();
    expect(acting(combat)).toBe("Brute");
    await named(combat, "Cat").update({ initiative: 30 });
    await named(combat, "Aldo").update({ initiative: 1 });
    expect(turnNames(combat)).toEqual(["Cat", "Brute", "Aldo"]);
    expect(acting(combat)).toBe("Brute");
    await combat.nextTurn();
    expect(acting(combat)).toBe("Cat");
    await combat.nextTurn();
    expect([combat.round, acting(combat)]).toEqual([2, "Cat"]);
  });

  it("with shifts held to the next round (momentum), the same rise waits for the next round", async () => {
    const combat = await fight("momentum");
    await named(combat, "Cat").update({ initiative: 30 });
    await combat.nextTurn();
    expect(acting(combat)).toBe("Brute");
    await combat.nextTurn();
    expect(acting(combat)).toBe("Cat");
    await combat.nextTurn();
    expect([combat.round, acting(combat)]).toEqual([2, "Cat"]);
  });
});

describe("a round's order prepared by its room (wounds: ties random each round)", () => {
  it("the room's tie keys for a round are drawn before that round's order is taken, every round", async () => {
    room = installTurnRoom("wounds");
    // Round 1: the Brute's key wins the tie at 10; round 2: Aldo's.
    room.ties = { 1: { Aldo: 1, Brute: 2 }, 2: { Aldo: 2, Brute: 1 } };
    const combat = await turnCombat("wounds", [
      { name: "Aldo", initiative: 10 },
      { name: "Brute", initiative: 10 },
      { name: "Cat", initiative: 5 },
    ]);
    // Round 1's keys already sorted the first turn: the Brute starts it.
    expect(room.log.slice(0, 2)).toEqual(["R1 roundStart", "R1 turnStart(Brute)"]);
    expect(turnNames(combat)).toEqual(["Brute", "Aldo", "Cat"]);
    await combat.nextTurn();
    await combat.nextTurn();
    await combat.nextTurn();
    expect([combat.round, acting(combat)]).toEqual([2, "Aldo"]);
    await combat.nextRound();
    expect([combat.round, acting(combat)]).toEqual([3, "Aldo"]);
    expect(room.prepared).toEqual([1, 2, 3]);
  });

  it('"Your initiative cannot drop below 0": a structure\'s floor holds for any write; momentum has none', async () => {
    room = installTurnRoom("wounds");
    const combat = await turnCombat("wounds", [{ name: "Aldo", initiative: 3 }]);
    await named(combat, "Aldo").update({ initiative: -4 });
    expect(named(combat, "Aldo").initiative).toBe(0);
    room = installTurnRoom("momentum");
    const other = await turnCombat("momentum", [{ name: "Aldo", initiative: 3 }]);
    await named(other, "Aldo").update({ initiative: -4 });
    expect(named(other, "Aldo").initiative).toBe(-4);
  });
});

describe("initiative rolled again at every round start (the engine's `reroll: eachRound`)", () => {
  async function scoredFight(): Promise<FakeCombat> {
    room = installTurnRoom("momentum", true);
    Object.assign(room.scores, { Aldo: 20, Brute: 10, Cat: 5 });
    return turnCombat("momentum", [
      { name: "Aldo", actorId: w.aldo.id },
      { name: "Brute", actorId: w.brute.id },
      { name: "Cat" },
    ]);
  }

  it("the combat's start writes every total before round 1's order is worked out", async () => {
    const combat = await scoredFight();
    expect(combat.turns.map((t) => [t.name, t.initiative])).toEqual([
      ["Aldo", 20],
      ["Brute", 10],
      ["Cat", 5],
    ]);
    expect(acting(combat)).toBe("Aldo");
  });

  it("a score that rises mid-round changes nothing this round, and the order of the next", async () => {
    const combat = await scoredFight();
    room.scores.Cat = 30;
    await combat.nextTurn();
    await combat.nextTurn();
    expect([combat.round, acting(combat), named(combat, "Cat").initiative]).toEqual([1, "Cat", 5]);
    await combat.nextTurn();
    expect([combat.round, acting(combat), named(combat, "Cat").initiative]).toEqual([2, "Cat", 30]);
    expect(turnNames(combat)).toEqual(["Cat", "Aldo", "Brute"]);
  });

  it("the room's entry is asked for the round being ordered: a band of round 1 only is gone in round 2", async () => {
    room = installTurnRoom("momentum", true);
    Object.assign(room.scores, { Aldo: 20, Brute: 10 });
    room.lastInRoundOne.add("Aldo");
    const combat = await turnCombat("momentum", [
      { name: "Aldo", actorId: w.aldo.id },
      { name: "Brute", actorId: w.brute.id },
    ]);
    const [aldo, brute] = [named(combat, "Aldo").id, named(combat, "Brute").id];
    expect([acting(combat), roundOf(combat).order]).toEqual(["Brute", [brute, aldo]]);
    await combat.nextRound();
    expect([combat.round, acting(combat), roundOf(combat).order]).toEqual([2, "Aldo", [aldo, brute]]);
  });

  it("a structure that rolls once (bonus, `reroll: never`) keeps its totals from round to round", async () => {
    const { w: world, combat } = await bonusFight();
    const before = combat.combatants.contents.map((x) => x.initiative);
    await combat.nextRound();
    expect(combat.round).toBe(2);
    expect(combat.combatants.contents.map((x) => x.initiative)).toEqual(before);
    expect(world.warnings).toEqual([]);
  });
});
