/**
 * The `contest` combat economy on the strict fake (module/foundry/README.md section 4, `contest`): initiative, 3 AP a
 * round shared by actions and reactions, two Attacks and one free action a round, free movement on your turn, the
 * card's Strike and Defend paid from the round's AP (the Defend by the defender, relayed), the shortfall named and
 * the GM's override, the round boundary. Each test names the seed sentence it checks. Kara (Alice's, Initiative 0)
 * and the Brute (Bob's NPC, PER 0) roll 1d6 each: Kara 5, the Brute 2.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { combatantEconomy } from "../../../module/foundry/combat/economy-access.ts";
import { spendInCombat } from "../../../module/foundry/combat/spend.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { asActor as a, asCombatant as c, trackerRow } from "./combat-fixture.ts";
import { bruteDefends, contestWorld, karaStrikes, LONGSWORD, type ContestWorld } from "./world-fixture.ts";

let w: ContestWorld;
let combat: FakeCombat;
let kara: FakeCombatant;
let brute: FakeCombatant;

const pools = (x: FakeCombatant) => {
  const s = systemOf(x);
  return { ap: s.ap, movement: s.movement, attacks: s.attacks, freeActions: s.freeActions };
};

beforeEach(async () => {
  w = await contestWorld();
  w.as(w.gm);
  combat = await createCombat("contest", [w.kara, w.brute]);
  kara = combatantOf(combat, w.kara);
  brute = combatantOf(combat, w.brute);
  w.dice(5, 2);
  await combat.rollAll();
  await combat.startCombat();
});

describe("The Initiative Structure", () => {
  it('"each player character rolls 1d6 + their Initiative. Non-player characters … roll 1d6 + PER"; highest first', async () => {
    expect([kara.initiative, brute.initiative]).toEqual([5, 2]);
    expect(combat.combatant?.name).toBe("Kara");
    await w.kara.update({ system: { initiative: 3 } });
    await w.brute.update({ system: { attributes: { perception: 2 } } });
    w.dice(1, 1);
    await combat.rollInitiative([kara.id, brute.id]);
    expect([kara.initiative, brute.initiative]).toEqual([4, 3]);
  });

  it('"At the beginning of a each round, all characters gain 3 Action Points"; movement "up to their speed" on your turn', () => {
    expect(pools(kara)).toEqual({ ap: 3, movement: 6, attacks: 0, freeActions: 0 });
    // Not its turn: 3 AP for reactions, no free movement yet.
    expect(pools(brute)).toEqual({ ap: 3, movement: 0, attacks: 0, freeActions: 0 });
  });
});

describe("Actions in Combat: the round's 3 AP", () => {
  it("a primary action on your turn is paid from the AP; Dash adds your speed to this turn's movement", async () => {
    w.as(w.alice);
    expect(await spendInCombat(a(w.kara), { action: "dash" })).toBe(true);
    expect(pools(kara)).toMatchObject({ ap: 2, movement: 12 });
  });

  it("\"An action … you can only use on your turn\": the Brute's Dash on Kara's turn is refused, override or not", async () => {
    w.as(w.gm);
    expect(await spendInCombat(a(w.brute), { action: "dash", override: true })).toBe(false);
    expect(w.warnings.at(-1)).toBe("Primary actions and movement are taken on your own turn.");
    expect(pools(brute).ap).toBe(3);
  });

  it("an action the AP cannot pay is refused with the pool named; the GM may override it (AP end at 0)", async () => {
    w.as(w.alice);
    for (const action of ["dash", "search", "disengage"]) expect(await spendInCombat(a(w.kara), { action })).toBe(true);
    expect(await spendInCombat(a(w.kara), { action: "search" })).toBe(false);
    expect(w.warnings.at(-1)).toBe("Not enough AP: needs 1, has 0 (1 short).");
    w.as(w.gm);
    expect(await spendInCombat(a(w.kara), { action: "dash", override: true })).toBe(true);
    expect(pools(kara)).toMatchObject({ ap: 0, movement: 18 });
  });

  it('"Disengage … You don\'t provoke opportunity attacks for the rest of your turn": Disengaged until the turn ends', async () => {
    w.as(w.alice);
    await spendInCombat(a(w.kara), { action: "disengage" });
    expect(w.kara.statuses.has("disengaged")).toBe(true);
    w.as(w.gm);
    await combat.nextTurn();
    expect(w.kara.statuses.has("disengaged")).toBe(false);
  });

  it('"you can only take one free action per round": a second is refused, and the next round gives one again', async () => {
    w.as(w.bob);
    expect(await spendInCombat(a(w.brute), { action: "freeAction" })).toBe(true);
    expect(pools(brute)).toMatchObject({ ap: 3, freeActions: 1 });
    expect(await spendInCombat(a(w.brute), { action: "freeAction" })).toBe(false);
    expect(w.warnings.at(-1)).toBe("The one free action of this round is used.");
    w.as(w.gm);
    await combat.nextRound();
    expect(pools(brute).freeActions).toBe(0);
  });

  it("an action contest does not have is refused and changes nothing", async () => {
    w.as(w.alice);
    expect(await spendInCombat(a(w.kara), { action: "teleport" })).toBe(false);
    expect(w.warnings.at(-1)).toBe("Contest has no such action.");
    expect(pools(kara).ap).toBe(3);
  });
});

describe('"moving a number of meters up to their speed (this movement does not cost them action points)"', () => {
  it("a walk spends this turn's movement, not AP; past it, the pool is named; the GM may override", async () => {
    w.as(w.alice);
    expect(await spendInCombat(a(w.kara), { action: "move", options: { metres: 4 } })).toBe(true);
    expect(pools(kara)).toMatchObject({ ap: 3, movement: 2 });
    expect(await spendInCombat(a(w.kara), { action: "move", options: { metres: 3 } })).toBe(false);
    expect(w.warnings.at(-1)).toBe("Not enough Movement: needs 3, has 2 (1 short).");
    w.as(w.gm);
    expect(await spendInCombat(a(w.kara), { action: "move", options: { metres: 3 }, override: true })).toBe(true);
    expect(pools(kara)).toMatchObject({ ap: 3, movement: 0 });
  });

  it("a walk says its metres; off your turn it is refused", async () => {
    w.as(w.alice);
    expect(await spendInCombat(a(w.kara), { action: "move" })).toBe(false);
    expect(w.warnings.at(-1)).toBe("Say how many metres the move walks.");
    w.as(w.bob);
    expect(await spendInCombat(a(w.brute), { action: "move", options: { metres: 1 } })).toBe(false);
    expect(w.warnings.at(-1)).toBe("Primary actions and movement are taken on your own turn.");
  });

  it("Prone: crawling costs 2 m a metre; standing up takes half the speed (3 m) and ends Prone (decision 8)", async () => {
    await w.kara.toggleStatusEffect("prone", { active: true });
    w.as(w.alice);
    await spendInCombat(a(w.kara), { action: "move", options: { metres: 1 } });
    expect(pools(kara).movement).toBe(4);
    expect(await spendInCombat(a(w.kara), { action: "standUp" })).toBe(true);
    expect(pools(kara)).toMatchObject({ ap: 3, movement: 1 });
    expect(w.kara.statuses.has("prone")).toBe(false);
    expect(await spendInCombat(a(w.kara), { action: "standUp" })).toBe(false);
    expect(w.warnings.at(-1)).toBe("Not prone.");
  });
});

describe("the card's Strike and Defend paid from the round's AP", () => {
  it('the Strike takes its AP and one of the two Attacks; the defense chosen "before the attacker rolls" is paid by the defender, relayed', async () => {
    const card = await karaStrikes(w);
    expect(pools(kara)).toMatchObject({ ap: 2, attacks: 1 });
    // Bob owns the Brute, not the card: his choice goes to the GM, who pays the Defend from the Brute's AP.
    expect((await bruteDefends(w, card, "dodge", 12)).ok).toBe(true);
    expect(pools(brute)).toMatchObject({ ap: 2 });
    expect(systemOf(brute).reactions).toEqual([`${card.id}-t0`]);
  });

  it('"no defense" costs nothing; a defense the AP cannot pay is refused with the shortfall named', async () => {
    await brute.update({ system: { ap: 0 } });
    const card = await karaStrikes(w);
    const refused = await bruteDefends(w, card, "dodge", 12);
    expect(refused).toMatchObject({ ok: false, reason: "FRAY.Combat.shortfall", data: { need: 1, have: 0 } });
    expect((await bruteDefends(w, card, "none")).ok).toBe(true);
    expect(pools(brute).ap).toBe(0);
  });

  it('"can only take an action with the Attack trait twice per round": a third Strike is refused before any card', async () => {
    await karaStrikes(w);
    await karaStrikes(w);
    const cards = w.messages.size;
    await karaStrikes(w).catch(() => undefined);
    expect(w.messages.size).toBe(cards);
    expect(w.warnings.at(-1)).toBe(
      "Both Attacks of this round are used (an action with the Attack trait twice per round).",
    );
    expect(pools(kara)).toMatchObject({ ap: 1, attacks: 2 });
  });

  it("a Strike names its weapon: the GM reads the weapon's own AP (Strike ⎆: 2), never a client's number", async () => {
    await w.kara.items.get(LONGSWORD)?.update({ system: { ap: 2 } });
    await karaStrikes(w);
    expect(pools(kara)).toMatchObject({ ap: 1, attacks: 1 });
    w.as(w.alice);
    expect(await spendInCombat(a(w.kara), { action: "strike:nosuchitem00000" })).toBe(false);
    expect(w.warnings.at(-1)).toBe("Only a weapon can Strike.");
  });
});

describe("Round Ends", () => {
  it('"A character does not transfer unspent AP into the next round": AP back to 3, the Attacks and free action again', async () => {
    await karaStrikes(w);
    w.as(w.alice);
    await spendInCombat(a(w.kara), { action: "freeAction" });
    w.as(w.gm);
    await combat.nextTurn();
    expect(pools(kara)).toMatchObject({ ap: 2, movement: 0, attacks: 1, freeActions: 1 });
    expect(pools(brute).movement).toBe(6);
    await combat.nextTurn();
    expect([combat.round, combat.combatant?.name]).toEqual([2, "Kara"]);
    expect(pools(kara)).toEqual({ ap: 3, movement: 6, attacks: 0, freeActions: 0 });
    expect(systemOf(kara).reactions).toEqual([]);
  });

  it("the GM's −/+ moves AP within 0 … 3", async () => {
    const room = combatantEconomy(c(kara));
    expect(room?.pools).toEqual([{ id: "ap", home: "combatant", value: 3, max: 3 }]);
    const { roomOf } = await import("../../../module/foundry/combat/rooms.ts");
    await roomOf(c(kara))?.adjustPool(c(kara), "ap", 5);
    expect(pools(kara).ap).toBe(3);
    await roomOf(c(kara))?.adjustPool(c(kara), "ap", -2);
    expect(pools(kara).ap).toBe(1);
  });
});

describe("the tracker row", () => {
  it("AP as pips, the Attacks left, the free action, movement and reactions", async () => {
    await karaStrikes(w);
    const row = trackerRow(kara, true);
    expect(row?.pools[0]).toMatchObject({ label: "AP", pips: [true, true, false] });
    expect(row?.pools[0]?.text).toContain("2");
    expect(row?.used).toEqual([
      "Attacks left: 1",
      "Free action available",
      "Movement left: 6 m",
      "Reactions this round: 0",
    ]);
    expect(row?.controls).toEqual({});
  });
});
