import { beforeAll, describe, expect, it } from "vitest";
import { registerForeignItemGuard } from "../../../module/foundry/data/foreign-items.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { FakeActor, FakeItem } from "../../support/fake-foundry/world/documents.ts";
import { installFakeWorld } from "../../support/fake-foundry/world/install-world.ts";
import { FakeNotifications } from "../../support/fake-foundry/world/notifications.ts";
import { initData } from "../migrations/old-world.ts";
import { expectFinite } from "./run-case.ts";

// Decision 4: "Dropping another ruleset's item on an actor is refused with a clear message." Before this guard,
// only the drop was refused: `createEmbeddedDocuments` or a macro added a foreign item without a word.
describe("an item of another ruleset on an actor", () => {
  let notifications: FakeNotifications;
  beforeAll(() => {
    installFakeWorld();
    initData();
    registerForeignItemGuard();
    notifications = new FakeNotifications();
    Object.assign(globalThis, { ui: { notifications } });
  });

  const actor = () => new FakeActor({ name: "Brann", type: "bonus-character", system: {} });

  it("is refused at creation however it is created, with the drop refusal's message", () => {
    const item = new FakeItem({ name: "Mail", type: "energy-armor", system: {} }, actor());
    expect(fake().Hooks.call("preCreateItem", item, {}, {}, "gm0000000000000")).toBe(false);
    expect(notifications.shown.at(-1)).toMatchObject({
      kind: "warn",
      message: "Mail belongs to the Energy rules and cannot be added to Brann, who plays by Bonus Dice.",
    });
  });

  it("is allowed when it matches the actor's ruleset, and for world items without an actor", () => {
    const before = notifications.shown.length;
    expect(fake().Hooks.call("preCreateItem", new FakeItem({ type: "bonus-armor", system: {} }, actor()))).toBe(true);
    expect(fake().Hooks.call("preCreateItem", new FakeItem({ type: "energy-armor", system: {} }))).toBe(true);
    expect(notifications.shown.length).toBe(before);
  });

  it("already on an actor (an old world), is kept and changes no derived number", () => {
    const plain = actor();
    const mixed = new FakeActor({
      name: "Brann",
      type: "bonus-character",
      system: {},
      items: [{ _id: "foreignMail00000", name: "Mail", type: "energy-armor", system: { rating: 9, coverage: 20 } }],
    });
    expect(mixed.items.get("foreignMail00000")?.type).toBe("energy-armor");
    const derived = (a: FakeActor): unknown => Reflect.get(a.system, "derived");
    expect(derived(mixed)).toEqual(derived(plain));
    expectFinite(derived(mixed), "derived");
  });
});
