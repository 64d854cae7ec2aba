/**
 * Drawing and stowing in a fight is Manipulate (rules page decision 153; combat/draw-stow.ts, sheets/equip-toggle.ts).
 * Seed 003, Reactions: "Manipulate. You interact with an object within touch, such as drawing or stowing a sword,
 * picking up a ring, or pulling a lever." "Reaction can always be taken, regardless of whose turn it is." Kara
 * (Alice's) holds her Longsword drawn, her Flame Brand stowed and a gambeson; the Brute is Bob's. Kara acts first.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { spendInCombat } from "../../../module/foundry/combat/spend.ts";
import { equipToggleInFight } from "../../../module/foundry/rulesets/contest/sheets/equip-toggle.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { combatantOf, systemOf } from "../combat/fixture.ts";
import { asActor, contestFight } from "./combat-fixture.ts";
import { contestWorld, FLAME_BRAND, LONGSWORD, type ContestWorld } from "./world-fixture.ts";

const GAMBESON = "gambeson00000000";

let w: ContestWorld;
let combat: FakeCombat;
let kara: FakeCombatant;

type AnyItem = Parameters<typeof equipToggleInFight>[1];
const drawn = (itemId: string) => (w.kara.items.get(itemId)?.system as unknown as { equipped: boolean }).equipped;
const ap = () => systemOf(kara).ap;

/** `user` clicks the inventory's Equip toggle of `actor`'s item: the fight's play, or null for the free toggle. */
async function toggle(user: ContestWorld["alice"], actor: FakeActor, itemId: string): Promise<unknown> {
  w.as(user);
  const play = equipToggleInFight(asActor(actor), actor.items.get(itemId) as unknown as AnyItem);
  return play ? play() : null;
}

beforeEach(async () => {
  w = await contestWorld([
    {
      _id: GAMBESON,
      name: "Gambeson",
      type: "contest-armor",
      system: { level: "partial", material: "cloth", equipped: false },
    },
  ]);
  ({ combat } = await contestFight(w));
  await combat.startCombat();
  kara = combatantOf(combat, w.kara);
});

describe('"Manipulate. You interact with an object within touch, such as drawing or stowing a sword"', () => {
  it("Alice's toggle on the stowed Flame Brand pays 1 AP and draws it; on the Longsword, 1 AP more and stows it", async () => {
    expect(await toggle(w.alice, w.kara, FLAME_BRAND)).toBe(true);
    expect([drawn(FLAME_BRAND), ap()]).toEqual([true, 2]);
    expect(await toggle(w.alice, w.kara, LONGSWORD)).toBe(true);
    expect([drawn(LONGSWORD), ap()]).toEqual([false, 1]);
    expect([...w.messages.values()].at(-1)?.content).toContain("Kara: Manipulate: stow Longsword — 1 AP");
  });

  it("a Disarmed weapon is taken up for its AP: at 0 AP the toggle is refused and the Longsword stays on the floor", async () => {
    await w.kara.updateEmbeddedDocuments("Item", [{ _id: LONGSWORD, system: { equipped: false } }]);
    await kara.update({ system: { ap: 0 } });
    expect(await toggle(w.alice, w.kara, LONGSWORD)).toBe(false);
    expect(drawn(LONGSWORD)).toBe(false);
    expect(w.warnings.at(-1)).toBe("Not enough AP: needs 1, has 0 (1 short).");
  });

  it('"Reaction can always be taken, regardless of whose turn it is": on the Brute\'s turn Kara still draws, for 1 AP', async () => {
    await combat.nextTurn();
    expect(combat.combatant?.name).toBe("Brute");
    expect(await toggle(w.alice, w.kara, FLAME_BRAND)).toBe(true);
    expect([drawn(FLAME_BRAND), ap()]).toEqual([true, 2]);
  });

  it("armor is not put on in a fight: the gambeson's toggle is refused with the reason, nothing spent", async () => {
    expect(await toggle(w.alice, w.kara, GAMBESON)).toBe(false);
    expect(ap()).toBe(3);
    expect(w.warnings.at(-1)).toBe(
      "Manipulate draws or stows a weapon or shield; armor is not put on or taken off in a fight.",
    );
  });

  it("out of combat (Alice's Nell fights in no encounter) the toggle stays free", async () => {
    const nell = w.createActor({
      name: "Nell",
      type: "contest-character",
      ownership: { default: 0, [w.alice.id]: 3 },
      items: [{ _id: "dagger0000000000", name: "Dagger", type: "contest-weapon", system: { equipped: false } }],
    });
    expect(await toggle(w.alice, nell, "dagger0000000000")).toBeNull();
  });
});

describe("the GM reads the item from the actor's own items, never the client's word", () => {
  it("a relayed Manipulate naming armor or an item Kara does not hold is refused, nothing paid or drawn", async () => {
    w.as(w.alice);
    expect(await spendInCombat(asActor(w.kara), { action: `manipulate:${GAMBESON}` })).toBe(false);
    expect(await spendInCombat(asActor(w.kara), { action: "manipulate:club000000000000" })).toBe(false);
    expect(ap()).toBe(3);
  });

  it("Bob cannot make Kara draw: the relay refuses a spend for an actor he does not own", async () => {
    w.as(w.bob);
    expect(await spendInCombat(asActor(w.kara), { action: `manipulate:${FLAME_BRAND}` })).toBe(false);
    expect([drawn(FLAME_BRAND), ap()]).toEqual([false, 3]);
  });

  it("the bare Manipulate of the Actions section still pays 1 AP and draws nothing", async () => {
    w.as(w.alice);
    expect(await spendInCombat(asActor(w.kara), { action: "manipulate" })).toBe(true);
    expect([drawn(FLAME_BRAND), drawn(LONGSWORD), ap()]).toEqual([false, true, 2]);
  });
});
