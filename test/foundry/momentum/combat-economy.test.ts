/**
 * The `momentum` combat economy on the strict fake (module/foundry/README.md section 4, momentum): AP each turn, RP
 * each round, free Basic Movement, the Attack action's weapon attack, the free Interact/Switch Weapons, every action
 * at its AP, the shortfall named and the GM's override. Each test names the seed sentence it checks.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { spendInCombat } from "../../../module/foundry/combat/spend.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { momentumWorld, veraAttacks, type MomentumWorld } from "./world-fixture.ts";

type AdapterActor = Parameters<typeof spendInCombat>[0];
const a = (x: FakeActor): AdapterActor => x as unknown as AdapterActor;

let w: MomentumWorld;
let combat: FakeCombat;
let vera: FakeCombatant;
let brute: FakeCombatant;

const pools = (c: FakeCombatant) => {
  const s = systemOf(c);
  return { ap: s.ap, rp: s.rp, movement: s.movement, attacks: s.attacks };
};

/** Vera (joined first) and the Brute tie at Initiative 20 (Instinct 10 × 2): Vera acts first by joining order. */
beforeEach(async () => {
  w = await momentumWorld();
  combat = await createCombat("momentum", [w.vera, w.brute]);
  await combat.startCombat();
  vera = combatantOf(combat, w.vera);
  brute = combatantOf(combat, w.brute);
});

describe("momentum pools at the seed's boundaries", () => {
  it('"three Action Points (AP) during their turn", "two Reaction Points (RP) for the whole round", Basic Movement free', () => {
    expect(combat.combatant?.name).toBe("Vera");
    expect(pools(vera)).toEqual({ ap: 3, rp: 2, movement: 3, attacks: 0 });
    // Not its turn yet: no AP, but its RP for the whole round.
    expect(pools(brute)).toEqual({ ap: 0, rp: 2, movement: 0, attacks: 0 });
  });

  it("AP and what an Attack action left are lost at the turn's end; the next turn gets its own", async () => {
    w.as(w.alice);
    expect(await spendInCombat(a(w.vera), { action: "attack" })).toBe(true);
    expect(pools(vera)).toMatchObject({ ap: 1, attacks: 1 });
    w.as(w.gm);
    await combat.nextTurn();
    expect(pools(vera)).toEqual({ ap: 0, rp: 2, movement: 0, attacks: 0 });
    expect(pools(brute)).toMatchObject({ ap: 3, movement: 3 });
  });
});

describe("momentum actions at their AP", () => {
  it('"Defend | 2": paid on your turn; "Sprint | 3" with 1 AP left is refused with the shortfall named', async () => {
    w.as(w.alice);
    expect(await spendInCombat(a(w.vera), { action: "defend" })).toBe(true);
    expect(pools(vera).ap).toBe(1);
    expect(await spendInCombat(a(w.vera), { action: "sprint" })).toBe(false);
    expect(w.warnings.at(-1)).toBe("Not enough AP: needs 3, has 1 (2 short).");
    expect(pools(vera)).toMatchObject({ ap: 1, movement: 3 });
  });

  it("the GM may override a shortfall: the pools floored at 0, the action's effect taken (Sprint: 4 × Basic Movement)", async () => {
    w.as(w.gm);
    await spendInCombat(a(w.vera), { action: "defend" });
    expect(await spendInCombat(a(w.vera), { action: "sprint", override: true })).toBe(true);
    expect(pools(vera)).toMatchObject({ ap: 0, movement: 15 });
  });

  it("an action off your turn is refused for everyone, the GM's override included (not a shortfall)", async () => {
    w.as(w.gm);
    expect(await spendInCombat(a(w.brute), { action: "move", override: true })).toBe(false);
    expect(w.warnings.at(-1)).toBe("Actions are taken on your own turn.");
    expect(pools(brute).ap).toBe(0);
  });

  it('"one free Interact with Target action on your turn unless you have already used a free Switch Weapons action"', async () => {
    w.as(w.alice);
    expect(await spendInCombat(a(w.vera), { action: "interact", options: { free: 1 } })).toBe(true);
    expect(systemOf(vera)).toMatchObject({ ap: 3, freeInteraction: 1 });
    expect(await spendInCombat(a(w.vera), { action: "switchWeapons", options: { free: 1, handFree: 1 } })).toBe(false);
    expect(w.warnings.at(-1)).toBe("The free Interact with Target or Switch Weapons of this turn is already used.");
    // Paid with AP, the same action is always possible.
    expect(await spendInCombat(a(w.vera), { action: "switchWeapons" })).toBe(true);
    expect(pools(vera).ap).toBe(2);
  });

  it('Switch Weapons is free only "if you are not holding anything in the hand" or to sheathe', async () => {
    w.as(w.alice);
    expect(await spendInCombat(a(w.vera), { action: "switchWeapons", options: { free: 1 } })).toBe(false);
    expect(w.warnings.at(-1)).toBe(
      "That action is never free (Switch Weapons is free only with an empty hand, or to sheathe).",
    );
    expect(systemOf(vera)).toMatchObject({ ap: 3, freeInteraction: 0 });
  });

  it('"Move | 1 | You increase your movement by an amount equal to your Basic Movement"', async () => {
    w.as(w.alice);
    await spendInCombat(a(w.vera), { action: "move" });
    expect(pools(vera)).toMatchObject({ ap: 2, movement: 6 });
  });

  it("an unknown action is refused and changes nothing", async () => {
    w.as(w.alice);
    expect(await spendInCombat(a(w.vera), { action: "teleport" })).toBe(false);
    expect(w.warnings.at(-1)).toBe("Momentum has no such action.");
    expect(pools(vera).ap).toBe(3);
  });
});

describe("the card's weapon attack pays the Attack action", () => {
  it('"Attack | 2 | You can make one weapon attack": the card takes the action (2 AP) and uses its attack', async () => {
    await veraAttacks(w, 15);
    expect(pools(vera)).toMatchObject({ ap: 1, attacks: 0 });
    expect(w.messages.size).toBe(1);
  });

  it('"It does not have to be during the same action": an Attack taken from the sheet is used by the card', async () => {
    w.as(w.alice);
    await spendInCombat(a(w.vera), { action: "attack" });
    await veraAttacks(w, 15);
    expect(pools(vera)).toMatchObject({ ap: 1, attacks: 0 });
  });

  it("a second weapon attack with 1 AP left is refused before any roll: no card, the shortfall named", async () => {
    await veraAttacks(w, 15);
    const cards = w.messages.size;
    w.as(w.alice);
    w.alice.targets.clear();
    w.alice.targets.add({ actor: w.brute });
    const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");
    await rollAttack(w.vera as never, "ax00000000000000", { skipDialog: true });
    expect(w.messages.size).toBe(cards);
    expect(w.warnings.at(-1)).toBe("Not enough AP: needs 2, has 1 (1 short).");
  });

  it('"it has to be on your turn": the Brute attacking on Vera\'s turn is refused', async () => {
    w.as(w.bob);
    w.bob.targets.clear();
    w.bob.targets.add({ actor: w.vera });
    const spent = await spendInCombat(a(w.brute), { action: "weaponAttack" });
    expect(spent).toBe(false);
    expect(w.warnings.at(-1)).toBe("Actions are taken on your own turn.");
  });
});

describe("Narrative Momentum's Cinematics and the reactions paid in RP", () => {
  const nm = (actor: FakeActor) => (actor.system as unknown as { narrativeMomentum: number }).narrativeMomentum;

  it('"a Cinematic Action (3AP) … costs 3 Narrative Momentum"; short of it, the shortfall is named', async () => {
    await w.vera.update({ system: { narrativeMomentum: 5 } });
    w.as(w.alice);
    expect(await spendInCombat(a(w.vera), { action: "cinematicAction" })).toBe(true);
    expect([pools(vera).ap, nm(w.vera)]).toEqual([0, 2]);
    w.as(w.gm);
    await combat.nextRound();
    w.as(w.alice);
    expect(await spendInCombat(a(w.vera), { action: "cinematicAction" })).toBe(false);
    expect(w.warnings.at(-1)).toBe("Not enough Narrative Momentum: needs 3, has 2 (1 short).");
  });

  it('"a Cinematic Reaction (2RP)" off your turn for 3 NM; "RP can be used to act outside of your turn"', async () => {
    await w.brute.update({ system: { narrativeMomentum: 3 } });
    await w.vera.update({ system: { narrativeMomentum: 3 } });
    w.as(w.bob);
    expect(await spendInCombat(a(w.brute), { action: "cinematicReaction" })).toBe(true);
    expect([pools(brute).rp, nm(w.brute)]).toEqual([0, 0]);
    w.as(w.alice);
    expect(await spendInCombat(a(w.vera), { action: "cinematicReaction" })).toBe(false);
    expect(w.warnings.at(-1)).toBe("Reaction Points are spent outside your own turn.");
  });

  it('"If you cannot use 3AP … like when you are Restrained": a Cinematic Burst for 6 NM; not while 3 AP are usable', async () => {
    await w.vera.update({ system: { narrativeMomentum: 6 } });
    w.as(w.alice);
    expect(await spendInCombat(a(w.vera), { action: "cinematicAction", options: { burst: 1 } })).toBe(false);
    expect(w.warnings.at(-1)).toBe("A Cinematic Burst is not allowed now.");
    w.as(w.gm);
    await w.vera.toggleStatusEffect("restrained", { active: true });
    w.as(w.alice);
    expect(await spendInCombat(a(w.vera), { action: "cinematicAction", options: { burst: 1 } })).toBe(true);
    expect([pools(vera).ap, nm(w.vera)]).toEqual([3, 0]);
  });

  it('a Cooperative participant "has to perform a reaction (2 RP)" and pays 2 NM', async () => {
    await w.vera.update({ system: { narrativeMomentum: 2 } });
    await w.brute.update({ system: { narrativeMomentum: 2 } });
    // It joins the Cooperative Cinematic Action led on Vera's turn (decision 142).
    w.as(w.alice);
    expect(await spendInCombat(a(w.vera), { action: "cinematicAction", options: { cooperative: 1 } })).toBe(true);
    expect([pools(vera).ap, nm(w.vera)]).toEqual([0, 0]);
    w.as(w.bob);
    expect(await spendInCombat(a(w.brute), { action: "cinematicReaction", options: { cooperative: 1 } })).toBe(true);
    expect([pools(brute).rp, nm(w.brute)]).toEqual([0, 0]);
  });

  it('Switch Places, the ally\'s side: "They must use a reaction (1 RP)"', async () => {
    w.as(w.bob);
    expect(await spendInCombat(a(w.brute), { action: "allowSwitchPlaces" })).toBe(true);
    expect(pools(brute).rp).toBe(1);
  });
});
