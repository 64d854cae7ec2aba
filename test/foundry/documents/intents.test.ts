import { beforeEach, describe, expect, it } from "vitest";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { FakeDocument } from "../../support/fake-foundry/world/documents.ts";
import { loopWorld, type LoopWorld } from "../chat/world-fixture.ts";

const { FrayActor } = await import("../../../module/foundry/documents/actor.ts");
const { FrayItem } = await import("../../../module/foundry/documents/item.ts");

let w: LoopWorld;
const system = (doc: { system: unknown }) => doc.system as Record<string, { value: number }>;

beforeEach(async () => {
  w = await loopWorld();
  await fake().game.settings.set("fray", "ruleset", "bonus");
});

describe("FrayActor and FrayItem: intent-level methods", () => {
  it("are the configured document classes, so every actor and its items are built as them", () => {
    expect(fake().CONFIG.Actor).toMatchObject({ documentClass: FrayActor });
    expect(fake().CONFIG.Item).toMatchObject({ documentClass: FrayItem });
    expect(w.aldo).toBeInstanceOf(FrayActor);
    expect(w.aldo.items.get(w.swordId)).toBeInstanceOf(FrayItem);
  });

  it("item.rollAttack() attacks the user's targets with the item and posts the card", async () => {
    w.as(w.alice);
    w.alice.targets.add({ actor: w.brute });
    w.dice(15, 5, 5);
    const sword = w.aldo.items.get(w.swordId) as unknown as InstanceType<typeof FrayItem>;
    await sword.rollAttack({ skipDialog: true });
    const card = [...w.messages.values()].at(-1);
    expect(card?.type).toBe("attack");
    expect((card?.system as unknown as { attacker: { itemId: string } }).attacker.itemId).toBe(w.swordId);
  });

  it("item.spend() uses up a stack and refuses more than is left", async () => {
    const actor = w.createActor({
      name: "Pack mule",
      type: "bonus-character",
      items: [{ _id: "potion0000000000", name: "Potion", type: "bonus-gear", system: { quantity: 2 } }],
    });
    const potion = actor.items.get("potion0000000000") as unknown as InstanceType<typeof FrayItem>;
    expect(await potion.spend()).toEqual({ ok: true });
    expect((potion.system as unknown as { quantity: number }).quantity).toBe(1);
    expect(await potion.spend(2)).toEqual({ ok: false, reason: "notEnough" });
    const sword = w.aldo.items.get(w.swordId) as unknown as InstanceType<typeof FrayItem>;
    expect(await sword.spend()).toEqual({ ok: false, reason: "notStackable" });
  });

  it("actor.spendResource() pays from a pool, never below 0, and knows only the actor's pools", async () => {
    const brute = w.brute as unknown as InstanceType<typeof FrayActor>;
    expect(await brute.spendResource("vigor", 5)).toEqual({ ok: true });
    expect(system(w.brute).vigor?.value).toBe(15);
    expect(await brute.spendResource("vigor", 16)).toEqual({ ok: false, reason: "notEnough" });
    expect(await brute.spendResource("vigor", -3)).toEqual({ ok: false, reason: "invalidAmount" });
    expect(await brute.spendResource("mana2", 1)).toEqual({ ok: false, reason: "unknownPool" });
    expect(system(w.brute).vigor?.value).toBe(15);
  });

  it("actor.applyDamage() writes a room's result: the creature and the armor it wore down", async () => {
    const brute = w.brute as unknown as InstanceType<typeof FrayActor>;
    await brute.applyDamage({
      system: { durability: { value: 9 } },
      items: [{ _id: w.mailId, system: { durability: { value: 17 } } }],
    });
    expect(system(w.brute).durability?.value).toBe(9);
    expect(system(w.brute.items.get(w.mailId) as never).durability?.value).toBe(17);
  });
});

describe("Create dialogs offer only the world's ruleset's types (\"The world setting ruleset decides what the create dialogs offer\")", () => {
  it("bonus world: only bonus actor and item types", async () => {
    await FrayActor.createDialog({}, {}, {});
    expect(FakeDocument.lastDialogTypes.length).toBeGreaterThan(0);
    expect(FakeDocument.lastDialogTypes.every((t) => t.startsWith("bonus-"))).toBe(true);
    await FrayItem.createDialog();
    expect(FakeDocument.lastDialogTypes).toContain("bonus-weapon");
    expect(FakeDocument.lastDialogTypes.every((t) => t.startsWith("bonus-"))).toBe(true);
  });

  it("energy world: only energy types", async () => {
    await fake().game.settings.set("fray", "ruleset", "energy");
    await FrayActor.createDialog({}, {}, {});
    expect(FakeDocument.lastDialogTypes.sort()).toEqual(["energy-character", "energy-npc"]);
    await FrayItem.createDialog();
    expect(FakeDocument.lastDialogTypes).toContain("energy-weapon");
    expect(FakeDocument.lastDialogTypes.some((t) => !t.startsWith("energy-"))).toBe(false);
  });
});
