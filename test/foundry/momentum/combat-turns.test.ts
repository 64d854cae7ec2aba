/**
 * The `momentum` turn order on the strict fake: Initiative a score written again at every round start, held turns,
 * the GM's pick among ties and the surprised acting last in round 1. Each test names the seed sentence it checks.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { actFor, combatantEconomy } from "../../../module/foundry/combat/economy-access.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { combatantOf, createCombat } from "../combat/fixture.ts";
import { acting, roundOf, turnNames } from "../combat/turn-rooms.ts";
import { momentumWorld, type MomentumWorld } from "./world-fixture.ts";

type AdapterCombatant = Parameters<typeof actFor>[0];
const c = (x: FakeCombatant): AdapterCombatant => x as unknown as AdapterCombatant;

let w: MomentumWorld;
let combat: FakeCombat;

beforeEach(async () => {
  w = await momentumWorld();
  combat = await createCombat("momentum", [w.vera, w.brute]);
});

const vera = () => combatantOf(combat, w.vera);
const brute = () => combatantOf(combat, w.brute);

describe("Initiative, a score worked out at every round start", () => {
  it('"Your Instinct Stat times two plus your Athletics, Quick Fingers, Analysis, Grace, and Improvisation"', async () => {
    await w.brute.update({ system: { stats: { instinct: 12 }, skills: { athletics: 2, grace: 1 } } });
    await combat.startCombat();
    expect([vera().initiative, brute().initiative]).toEqual([20, 27]);
    expect(acting(combat)).toBe("Brute");
  });

  it('"Any effects that alter your Initiative value only change the turn order in the next round"', async () => {
    await combat.startCombat();
    expect(acting(combat)).toBe("Vera");
    // The Brute's Instinct rises during round 1: the order of round 1 stands, round 2 is worked out from it.
    await w.brute.update({ system: { stats: { instinct: 15 } } });
    await combat.nextTurn();
    expect([acting(combat), brute().initiative]).toEqual(["Brute", 20]);
    await combat.nextTurn();
    expect([combat.round, acting(combat), brute().initiative]).toEqual([2, "Brute", 30]);
    expect(turnNames(combat)).toEqual(["Brute", "Vera"]);
  });

  it('the tracker row shows AP and RP as pools: "three Action Points", "two Reaction Points"', async () => {
    await combat.startCombat();
    const economy = combatantEconomy(c(vera()));
    expect(economy?.pools.map((p) => [p.id, p.value, p.max])).toEqual([
      ["ap", 3, 3],
      ["rp", 2, 2],
    ]);
  });
});

describe("held turns", () => {
  it('"Any Participant can hold their turn and take it later in a round"; its AP wait with it', async () => {
    await combat.startCombat();
    w.as(w.alice);
    await actFor(c(vera()), "holdTurn");
    w.as(w.gm);
    expect(acting(combat)).toBe("Brute");
    expect(vera().system.toObject()).toMatchObject({ ap: 3 });
    await combat.nextTurn();
    expect([combat.round, acting(combat)]).toEqual([1, "Vera"]);
    await combat.nextTurn();
    expect([combat.round, acting(combat)]).toEqual([2, "Vera"]);
  });
});

describe('"If two creatures have the same Initiative, the GM decides who goes first"', () => {
  it("without a pick, the order they joined (Vera before the Brute at 20 each)", async () => {
    await combat.startCombat();
    expect(turnNames(combat)).toEqual(["Vera", "Brute"]);
  });

  it("the GM's pick before the start (the scores rolled from the tracker) puts the Brute first, for later rounds too", async () => {
    await combat.rollAll();
    expect([vera().initiative, brute().initiative]).toEqual([20, 20]);
    await actFor(c(brute()), "goFirst");
    await combat.startCombat();
    expect(acting(combat)).toBe("Brute");
    await combat.nextRound();
    expect([combat.round, acting(combat)]).toEqual([2, "Brute"]);
  });

  it("picked during a round, the tied still to act take it at once", async () => {
    await combat.createEmbeddedDocuments("Combatant", [{ name: "Cat", actorId: w.brute.id }]);
    await combat.startCombat();
    const cat = combat.combatants.find((x) => x.name === "Cat");
    if (!cat) throw new Error("no Cat");
    expect(turnNames(combat)).toEqual(["Vera", "Brute", "Cat"]);
    await actFor(c(cat), "goFirst");
    expect(roundOf(combat).queue).toEqual([cat.id, brute().id]);
    await combat.nextTurn();
    expect(acting(combat)).toBe("Cat");
  });

  it("a player may not decide it; and with no tie there is nothing to decide", async () => {
    w.as(w.bob);
    await actFor(c(brute()), "goFirst");
    expect(w.warnings.at(-1)).toBe("Only the GM changes combat pools.");
    w.as(w.gm);
    await w.brute.update({ system: { stats: { instinct: 11 } } });
    await combat.startCombat();
    await actFor(c(brute()), "goFirst");
    expect(w.warnings.at(-1)).toBe("No other combatant has the same Initiative: there is no tie to decide.");
  });
});

describe('"A creature can be surprised by combat … they act at the end of the first round"', () => {
  it("the GM marks the Brute surprised: last in round 1 whatever its Initiative, back in its place in round 2", async () => {
    await w.brute.update({ system: { stats: { instinct: 15 } } });
    await actFor(c(brute()), "surprise");
    await combat.startCombat();
    expect([acting(combat), turnNames(combat)]).toEqual(["Vera", ["Vera", "Brute"]]);
    await combat.nextTurn();
    await combat.nextTurn();
    expect([combat.round, acting(combat), turnNames(combat)]).toEqual([2, "Brute", ["Brute", "Vera"]]);
  });

  it("surprise is decided before the combat starts; a player may not mark it", async () => {
    w.as(w.bob);
    await actFor(c(brute()), "surprise");
    expect(w.warnings.at(-1)).toBe("Only the GM changes combat pools.");
    w.as(w.gm);
    await combat.startCombat();
    await actFor(c(brute()), "surprise");
    expect(w.warnings.at(-1)).toBe(
      "Surprise is decided before the combat starts: the surprised act at the end of the first round.",
    );
    expect(brute().system.toObject()).toMatchObject({ surprised: false });
  });
});

const rowOf = (x: FakeCombatant, started: boolean) => {
  const economy = combatantEconomy(c(x));
  if (!economy) throw new Error("no economy");
  const i18n = fake().game.i18n;
  const all = combat.combatants.contents.map((y) => ({ id: y.id, name: y.name }));
  return economy.row({ i18n, combatant: { id: x.id, name: x.name }, all, showPools: true, adjusts: true, started });
};

describe("the tracker row", () => {
  it("before the start: the GM's Surprised mark, and Goes first on rows that tie", async () => {
    await combat.rollAll();
    const row = rowOf(brute(), false);
    expect(Object.keys(row.controls)).toEqual(["surprise", "union", "goFirst"]);
    expect(row.controls.goFirst?.label).toBe("Brute goes first among those with the same Initiative");
    await actFor(c(brute()), "surprise");
    expect(rowOf(brute(), false).states.map((s) => s.text)).toEqual(["Surprised: acts at the end of round 1"]);
  });

  it("in combat: AP and RP as pips, the metres and weapon attacks left, the free interaction used", async () => {
    await w.brute.update({ system: { stats: { instinct: 11 } } });
    await combat.startCombat();
    w.as(w.bob);
    const { spendInCombat } = await import("../../../module/foundry/combat/spend.ts");
    await spendInCombat(w.brute as never, { action: "attack" });
    await spendInCombat(w.brute as never, { action: "interact", options: { free: 1 } });
    w.as(w.gm);
    const row = rowOf(brute(), true);
    expect(row.pools.map((p) => [p.label, p.pips])).toEqual([
      ["AP", [true, false, false]],
      ["RP", [true, true]],
    ]);
    expect(row.used).toEqual(["Movement left: 3 m", "Weapon attacks left: 1", "Free interaction used"]);
    expect(Object.keys(row.controls)).toEqual(["union"]);
  });
});

describe('"Two or more allies can decide to act as a union at the start of a round"', () => {
  async function withCat(): Promise<FakeCombatant> {
    await w.vera.update({ system: { stats: { instinct: 16 } } });
    const cat = w.createActor({ name: "Cat", type: "momentum-npc", system: { stats: { instinct: 14 } } });
    await combat.createEmbeddedDocuments("Combatant", [{ actorId: cat.id }]);
    await combat.startCombat();
    return combatantOf(combat, cat);
  }

  it("from the next round they share one turn at the average Initiative: (32 + 20) / 2 = 26, after the Cat's 28", async () => {
    const cat = await withCat();
    expect(turnNames(combat)).toEqual(["Vera", "Cat", "Brute"]);
    await actFor(c(vera()), "union", brute().id);
    // Declared during round 1: it acts as one from round 2.
    expect(roundOf(combat).order).toEqual([vera().id, cat.id, brute().id]);
    await combat.nextRound();
    const union = String(vera().system.toObject().union);
    expect(roundOf(combat).order).toEqual([cat.id, union]);
    expect(acting(combat)).toBe("Cat");
    await combat.nextTurn();
    // "All creatures of a union have their turn at the same time": both have their AP, and both may spend them.
    expect([vera().system.toObject().ap, brute().system.toObject().ap]).toEqual([3, 3]);
    w.as(w.bob);
    const { spendInCombat } = await import("../../../module/foundry/combat/spend.ts");
    expect(await spendInCombat(w.brute as never, { action: "defend" })).toBe(true);
    w.as(w.alice);
    expect(await spendInCombat(w.vera as never, { action: "move" })).toBe(true);
    w.as(w.gm);
    expect(rowOf(brute(), true).states.map((x) => x.text)).toEqual(["In a union with Vera"]);
  });

  it("a member leaves with No union; a player may not form one", async () => {
    await withCat();
    w.as(w.alice);
    await actFor(c(vera()), "union", brute().id);
    expect(w.warnings.at(-1)).toBe("Only the GM changes combat pools.");
    w.as(w.gm);
    await actFor(c(vera()), "union", brute().id);
    await actFor(c(brute()), "union", "none");
    await combat.nextRound();
    expect(roundOf(combat).order).toEqual([vera().id, combat.combatants.find((x) => x.name === "Cat")?.id, brute().id]);
  });
});
