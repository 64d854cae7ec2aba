/**
 * Use Item with the consumable named (rules page decision 123): "Use Item | 3 | Use a non-ability consumable, such as
 * a stimulant." The spend `useItem:<itemId>` pays the 3 AP and, paid, uses one: the quantity goes down, the item is
 * deleted with the last. The GM reads the item from the actor's own documents; on the strict fake, through the GM's
 * relay as the player.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { spendInCombat } from "../../../module/foundry/combat/spend.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { AX, momentumWorld, type MomentumWorld } from "./world-fixture.ts";

type AdapterActor = Parameters<typeof spendInCombat>[0];
const a = (x: FakeActor): AdapterActor => x as unknown as AdapterActor;

const STIM = "stim000000000000";
const ROPE = "rope000000000000";

let w: MomentumWorld;
let mira: FakeActor;
let combat: FakeCombat;
let combatant: FakeCombatant;

const quantity = () => (mira.items.get(STIM)?.system as unknown as { quantity: number } | undefined)?.quantity;

/** Alice's Mira carries two Stimulants (consumable) and a Rope (not), and acts first. */
beforeEach(async () => {
  w = await momentumWorld();
  mira = w.createActor({
    name: "Mira",
    type: "momentum-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    system: { vitality: { value: 20, max: 20 } },
    items: [
      { _id: STIM, name: "Stimulant", type: "momentum-gear", system: { quantity: 2, consumable: true } },
      { _id: ROPE, name: "Rope", type: "momentum-gear", system: { quantity: 1, consumable: false } },
    ],
  });
  combat = await createCombat("momentum", [mira, w.brute]);
  await combat.startCombat();
  combatant = combatantOf(combat, mira);
}, 30_000);

describe('Use Item: "Use a non-ability consumable, such as a stimulant"', () => {
  it("Alice's spend pays the 3 AP and uses one Stimulant, through the GM's relay", async () => {
    w.as(w.alice);
    expect(await spendInCombat(a(mira), { action: `useItem:${STIM}` })).toBe(true);
    expect(systemOf(combatant)).toMatchObject({ ap: 0 });
    expect(quantity()).toBe(1);
  });

  it("the last one used deletes the item; a replay of the spend finds none and pays nothing", async () => {
    await mira.items.get(STIM)?.update({ system: { quantity: 1 } });
    w.as(w.alice);
    expect(await spendInCombat(a(mira), { action: `useItem:${STIM}` })).toBe(true);
    expect(mira.items.get(STIM)).toBeUndefined();
    expect(await spendInCombat(a(mira), { action: `useItem:${STIM}` })).toBe(false);
    expect(w.warnings.at(-1)).toBe("That item is not a consumable this creature holds.");
  });

  it("short of AP nothing is used; the GM's override pays what the pools hold and uses one", async () => {
    w.as(w.alice);
    expect(await spendInCombat(a(mira), { action: "move" })).toBe(true);
    expect(await spendInCombat(a(mira), { action: `useItem:${STIM}` })).toBe(false);
    expect(w.warnings.at(-1)).toBe("Not enough AP: needs 3, has 2 (1 short).");
    expect(quantity()).toBe(2);
    w.as(w.gm);
    expect(await spendInCombat(a(mira), { action: `useItem:${STIM}`, override: true })).toBe(true);
    expect(systemOf(combatant)).toMatchObject({ ap: 0 });
    expect(quantity()).toBe(1);
  });

  it("the item is the actor's own consumable, never the client's word: a Rope, a weapon, another's item are refused", async () => {
    w.as(w.alice);
    for (const id of [ROPE, AX, "nosuchitem000000"]) {
      expect(await spendInCombat(a(mira), { action: `useItem:${id}` })).toBe(false);
    }
    expect(w.warnings.at(-1)).toBe("That item is not a consumable this creature holds.");
    expect(systemOf(combatant)).toMatchObject({ ap: 3 });
  });

  it("off its turn the Use Item is refused and nothing is used", async () => {
    w.as(w.gm);
    await combat.nextTurn();
    w.as(w.alice);
    expect(await spendInCombat(a(mira), { action: `useItem:${STIM}` })).toBe(false);
    expect(w.warnings.at(-1)).toBe("Actions are taken on your own turn.");
    expect(quantity()).toBe(2);
  });
});
