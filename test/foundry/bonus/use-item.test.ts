/**
 * Use Item with a consumable (issue 22, reachability row 36). Seed 000: "Use Item. You use an item that is located on
 * your person, such as a potion, a remote detonator, or a magic item."
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { takeSheetAction } from "../../../module/foundry/combat/sheet-action.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { loopWorld, type LoopWorld } from "../chat/world-fixture.ts";
import { combatantOf, createCombat, systemOf } from "../combat/fixture.ts";

type AnyActor = Parameters<typeof takeSheetAction>[0];
const take = (actor: FakeActor, action: string) =>
  takeSheetAction(actor as unknown as AnyActor, { action, label: action, options: {} });

const POTION = "potion0000000000";
const ROPE = "rope000000000000";

let w: LoopWorld;
let combat: FakeCombat;
let ria: FakeActor;
const quantity = (id: string) => (ria.items.get(id)?.system as unknown as { quantity: number }).quantity;

// The first world of a file loads the system's modules: a slow start on a loaded machine, not a timed assertion.
beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await loopWorld();
  await fake().game.settings.set("fray", "ruleset", "bonus");
  ria = w.createActor({
    name: "Ria",
    type: "bonus-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    items: [
      { _id: POTION, name: "Healing Potion", type: "bonus-gear", system: { quantity: 1, consumable: true } },
      { _id: ROPE, name: "Rope", type: "bonus-gear", system: { quantity: 1 } },
    ],
  });
  combat = await createCombat("bonus", [ria, w.brute]);
  await combatantOf(combat, ria).update({ initiative: 15 });
  await combatantOf(combat, w.brute).update({ initiative: 5 });
  await combat.startCombat();
  w.as(w.alice);
  return () => {
    vi.restoreAllMocks();
  };
}, 30_000);

describe("'You use an item that is located on your person, such as a potion'", () => {
  it("using a potion pays the Use Item action and takes one from its quantity", async () => {
    expect(await take(ria, `useItem:${POTION}`)).toBe(true);
    expect(quantity(POTION)).toBe(0);
    expect(systemOf(combatantOf(combat, ria))).toMatchObject({ actions: 1 });
  });

  it("none left, or not a consumable: refused, nothing paid", async () => {
    expect(await take(ria, `useItem:${POTION}`)).toBe(true);
    expect(await take(ria, `useItem:${POTION}`)).toBe(false);
    expect(w.warnings.at(-1)).toBe("None of that item is left to use.");
    expect(await take(ria, `useItem:${ROPE}`)).toBe(false);
    expect(quantity(ROPE)).toBe(1);
    expect(systemOf(combatantOf(combat, ria))).toMatchObject({ actions: 1 });
  });
});
