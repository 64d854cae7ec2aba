/**
 * An Ability's WP on the card (rules page decision 100; decision 99 has the simulation spend it): "the item gives a
 * WP cost", so the Ability's use pays it with its AP, from the actor's own item; short of WP it is refused with the
 * shortfall named, and the card's Undo gives it back once. On the strict fake, through the GM's relay.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { spendInCombat } from "../../../module/foundry/combat/spend.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { handleUndoDamage } from "../../../module/foundry/queries/undo-damage.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";
import { HEX, momentumWorld, veraAttacks, type MomentumWorld } from "./world-fixture.ts";

type AdapterActor = Parameters<typeof spendInCombat>[0];
const a = (x: FakeActor): AdapterActor => x as unknown as AdapterActor;
const wp = (actor: FakeActor) => (actor.system as unknown as { wp: { value: number } }).wp.value;

let w: MomentumWorld;
let combat: FakeCombat;
let vera: FakeCombatant;

/** Vera's Hex costs 2 AP and 3 WP; she holds 5 WP and acts first. */
beforeEach(async () => {
  w = await momentumWorld();
  await w.vera.update({ system: { wp: { value: 5, max: 5 } } });
  const hex = w.vera.items.get(HEX);
  if (!hex) throw new Error("no Hex");
  await hex.update({ system: { ap: 2, wp: 3 } });
  combat = await createCombat("momentum", [w.vera, w.brute]);
  await combat.startCombat();
  vera = combatantOf(combat, w.vera);
  // The first set-up imports the whole system: slow on a loaded machine, so it is given time (no assertion on it).
}, 30_000);

/** Bob takes the Hex's hit (no DR), and the GM applies its damage with a d6 showing `face`. */
async function hexLands(card: FakeChatMessage, face: number) {
  w.as(w.bob);
  await askStep("defenseRoll", w.brute as never, card.id, "t0", "takeHit");
  w.as(w.gm);
  w.dice(face);
  return askStep("damage", w.vera as never, card.id, "t0");
}
const undo = (card: FakeChatMessage, requestId: string) =>
  handleUndoDamage({ messageId: card.id, rowKey: "t0", requestId }, w.gm as never);

describe("an Ability's WP, paid by the card", () => {
  it("the card's Hex takes its 2 AP and its 3 WP from the item, through the GM's relay", async () => {
    await veraAttacks(w, undefined, HEX);
    expect(systemOf(vera)).toMatchObject({ ap: 1, wpPaid: { item: HEX, wp: 3 } });
    expect(wp(w.vera)).toBe(2);
  });

  it("short of WP, the use is refused before any roll, the shortfall named, nothing paid", async () => {
    await w.vera.update({ system: { wp: { value: 2 } } });
    const cards = w.messages.size;
    await veraAttacks(w, undefined, HEX).catch(() => undefined);
    expect(w.messages.size).toBe(cards);
    expect(w.warnings.at(-1)).toBe("Not enough WP: needs 3, has 2 (1 short).");
    expect(systemOf(vera)).toMatchObject({ ap: 3 });
    expect(wp(w.vera)).toBe(2);
  });

  it("the GM may override the WP shortfall: WP floored at 0, the AP paid", async () => {
    await w.vera.update({ system: { wp: { value: 1 } } });
    w.as(w.gm);
    expect(await spendInCombat(a(w.vera), { action: `useAbility:${HEX}`, override: true })).toBe(true);
    expect(wp(w.vera)).toBe(0);
    expect(systemOf(vera)).toMatchObject({ ap: 1 });
  });

  it("the card's Undo gives the WP back once; a second Undo is refused and gives nothing", async () => {
    const card = await veraAttacks(w, undefined, HEX);
    expect(await hexLands(card, 4)).toEqual({ ok: true });
    expect(wp(w.vera)).toBe(2);
    expect(await undo(card, "undo000000000001")).toEqual({ ok: true });
    expect(wp(w.vera)).toBe(5);
    expect(systemOf(vera)).toMatchObject({ wpPaid: { item: "", wp: 0 } });
    expect(await undo(card, "undo000000000002")).toMatchObject({ ok: false });
    expect(wp(w.vera)).toBe(5);
  });

  it("the cost is the item's, never the client's: an Ability the actor lacks, or Use Ability naming none, is refused", async () => {
    w.as(w.alice);
    expect(await spendInCombat(a(w.vera), { action: "useAbility:nosuchability0000" })).toBe(false);
    expect(w.warnings.at(-1)).toBe("That Ability is not one of this creature's.");
    expect(await spendInCombat(a(w.vera), { action: "useAbility" })).toBe(false);
    expect(systemOf(vera)).toMatchObject({ ap: 3 });
    expect(wp(w.vera)).toBe(5);
  });
});
