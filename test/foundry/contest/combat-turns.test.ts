/**
 * `contest` turns on the strict fake: saved turns ("act after X") and surprise ("Observing characters are surprised
 * if the fail the contest, losing their first turn … During this round their turn is skipped and they can't take any
 * actions or reactions"), the GM marking who lost the Stealth vs Observation contest from the tracker row.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { actFor } from "../../../module/foundry/combat/economy-access.ts";
import { spendInCombat } from "../../../module/foundry/combat/spend.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import { systemOf } from "../combat/fixture.ts";
import { asActor as a, asCombatant as c, contestFight, trackerRow } from "./combat-fixture.ts";
import { bruteDefends, contestWorld, karaStrikes, type ContestWorld } from "./world-fixture.ts";

let w: ContestWorld;
let combat: FakeCombat;
let kara: FakeCombatant;
let brute: FakeCombatant;

beforeEach(async () => {
  w = await contestWorld();
  ({ combat, kara, brute } = await contestFight(w));
});

describe('"Saving Your Turn … declare after which character they would like to become the active character"', () => {
  it("Kara saves her turn after the Brute: the Brute acts, then Kara, keeping her AP", async () => {
    await combat.startCombat();
    w.as(w.alice);
    await actFor(c(kara), "saveTurn", brute.id);
    expect(combat.combatant?.name).toBe("Brute");
    w.as(w.gm);
    await combat.nextTurn();
    expect([combat.round, combat.combatant?.name]).toEqual([1, "Kara"]);
    expect(systemOf(kara)).toMatchObject({ ap: 3 });
    w.as(w.alice);
    expect(await spendInCombat(a(w.kara), { action: "search" })).toBe(true);
  });
});

describe('"Determine Surprise": the surprised lose their first turn', () => {
  beforeEach(async () => {
    w.as(w.gm);
    await actFor(c(brute), "surprise");
  });

  it("the GM marks the Brute surprised before the combat starts: Surprised with Incapacitated, ending with round 1", () => {
    expect([...w.brute.statuses].sort()).toEqual(["incapacitated", "surprised"]);
    expect(trackerRow(brute, false)?.states).toEqual([
      { id: "surprised", text: "Surprised: loses its first turn, no actions or reactions" },
    ]);
    expect(trackerRow(brute, false)?.controls).toHaveProperty("surprise.text", "Not surprised");
  });

  it('"they can\'t take any actions or reactions": only no defense is offered, a reaction is refused', async () => {
    await combat.startCombat();
    const card = await karaStrikes(w);
    // Incapacitated: the defense choices are no defense alone (rules page decision 45), so a Dodge is no choice at all.
    expect(await bruteDefends(w, card, "dodge", 12)).toMatchObject({ ok: false, reason: "unknownChoice" });
    expect((await bruteDefends(w, card, "none")).ok).toBe(true);
    w.as(w.bob);
    expect(await spendInCombat(a(w.brute), { action: "manipulate" })).toBe(false);
    expect(w.warnings.at(-1)).toBe("No reactions while Incapacitated.");
    expect(systemOf(brute)).toMatchObject({ ap: 3 });
  });

  it('"During this round their turn is skipped": the tracker passes the Brute\'s turn at once, said in chat (decision 84)', async () => {
    await combat.startCombat();
    w.as(w.gm);
    await combat.nextTurn();
    // The Brute's turn started (its boundaries ran) and passed: round 2 begins with Kara.
    expect([combat.round, combat.combatant?.name]).toEqual([2, "Kara"]);
    expect(systemOf(brute)).toMatchObject({ turnsStarted: 1 });
    expect([...w.messages.values()].some((m) => m.content.includes("this turn is skipped"))).toBe(true);
  });

  it("a surprised creature first in the order: its turn passes as the combat starts", async () => {
    await brute.update({ initiative: 9 });
    await combat.startCombat();
    expect([combat.round, combat.combatant?.name]).toEqual([1, "Kara"]);
  });

  it("Surprised set from the token's status (not the tracker) loses the first turn the same way, only the first", async () => {
    await actFor(c(brute), "surprise");
    expect(w.brute.statuses.size).toBe(0);
    await w.brute.toggleStatusEffect("surprised", { active: true });
    await combat.startCombat();
    await combat.nextTurn();
    expect([combat.round, combat.combatant?.name]).toEqual([2, "Kara"]);
    // Set by hand, it lasts until removed (decision 63), but only a first turn is lost.
    await combat.nextTurn();
    expect([combat.round, combat.combatant?.name]).toEqual([2, "Brute"]);
  });

  it("everyone surprised: both turns pass, and round 2 begins with Surprised ended", async () => {
    await actFor(c(kara), "surprise");
    await combat.startCombat();
    expect([combat.round, combat.combatant?.name]).toEqual([2, "Kara"]);
    expect([w.kara.statuses.size, w.brute.statuses.size]).toEqual([0, 0]);
  });

  it("Surprised ends with round 1: in round 2 the Brute acts and reacts", async () => {
    await combat.startCombat();
    await combat.nextTurn();
    expect(combat.round).toBe(2);
    expect(w.brute.statuses.size).toBe(0);
    await combat.nextTurn();
    w.as(w.bob);
    expect(await spendInCombat(a(w.brute), { action: "dash" })).toBe(true);
  });

  it("marking again takes it back; once its first turn began it is refused", async () => {
    await actFor(c(brute), "surprise");
    expect(w.brute.statuses.size).toBe(0);
    await combat.startCombat();
    await actFor(c(kara), "surprise");
    expect(w.kara.statuses.size).toBe(0);
    expect(w.warnings.at(-1)).toBe("Surprise is decided before the creature's first turn.");
    expect(trackerRow(kara, true)?.controls).toEqual({});
  });

  it("the surprise control is the GM's: a player's click is refused", async () => {
    w.as(w.alice);
    await actFor(c(kara), "surprise");
    expect(w.kara.statuses.size).toBe(0);
    expect(w.warnings.at(-1)).toBe("Only the GM changes combat pools.");
  });
});
