/**
 * Objects as attack targets (issue 22, reachability rows 73 and 76; docs/rules/bonus.md decision 83). Seed 000:
 * "Everything has Durability, even objects. When you attack an object or construct you deal damage to its
 * Durability … In the case of objects, A.R. is simply subtracted from the damage done to the object. When an
 * inanimate object's Durability is depleted it is destroyed beyond meaningful use"; "Pure toxic damage … only harm
 * living creatures". A `bonus-npc` marked as an object is hit on the strict fake through the whole card: no Defense
 * contest holds the damage back, and the Apply goes through the engine's object pipeline.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { faceSource } from "../../support/fake-foundry/world/dice.ts";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import type { LoopWorld } from "../chat/world-fixture.ts";
import { firstRow, riaWorld, strikeAndApply } from "./play-fixture.ts";

const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");

const AXE = "axe0000000000000";
const VENOM = "venom00000000000";

interface Row {
  damage: {
    status: string;
    summary: string;
    breakdown: { steps: { source: string; before: number; after: number }[] } | null;
  };
}
const rowOf = (card: FakeChatMessage): Row => firstRow(card) as Row;

let w: LoopWorld;
let ria: FakeActor;
let door: FakeActor;

beforeEach(async () => {
  ({ w, ria } = await riaWorld([
    { _id: AXE, name: "Axe", type: "bonus-weapon", system: { damageValue: 2, damageType: "kinetic" } },
    { _id: VENOM, name: "Venom Dart", type: "bonus-weapon", system: { damageValue: 2, damageType: "toxic" } },
  ]));
  door = w.createActor({
    name: "Oak Door",
    type: "bonus-npc",
    system: { object: true, durability: { value: 25, max: 25 } },
    items: [{ _id: "planks0000000000", name: "Oak Planks", type: "bonus-armor", system: { rank: 2, equipped: true } }],
  });
});

/** Ria strikes the door (every die high); Alice applies the damage straight away: an object takes no reaction. */
const strike = (weapon: string) => strikeAndApply(w, ria, { weapon, target: door, takesTheHit: false });

const durability = () => (door.system as unknown as { durability: { value: number } }).durability.value;

describe("objects: 'Everything has Durability, even objects'", () => {
  it("'A.R. is simply subtracted from the damage done to the object', with no Defense to wait for", async () => {
    const card = await strike(AXE);
    const row = rowOf(card);
    expect(row.damage.status).toBe("applied");
    const armor = row.damage.breakdown?.steps.find((s) => s.source === "Armor Rank 2");
    if (!armor) throw new Error("no Armor Rank step");
    expect(armor.before - armor.after).toBe(2);
    expect(durability()).toBe(25 - armor.after);
  });

  it("'Pure toxic damage … only harm[s] living creatures': the door takes nothing and the card says why", async () => {
    const card = await strike(VENOM);
    expect(rowOf(card).damage.summary).toContain("toxic damage harms only living creatures");
    expect(durability()).toBe(25);
  });

  it("'When an inanimate object's Durability is depleted it is destroyed': the card says so and the door is marked", async () => {
    w.as(w.gm);
    await door.update({ system: { durability: { value: 3 } } });
    const card = await strike(AXE);
    expect(rowOf(card).damage.summary).toContain("destroyed");
    expect(durability()).toBe(0);
    expect(door.statuses.has("dead")).toBe(true);
  });

  it("'Once an attack is rolled, the defender has the option to use a reaction': the same NPC unmarked waits for it", async () => {
    w.as(w.gm);
    await door.update({ system: { object: false } });
    w.as(w.alice);
    w.alice.targets.clear();
    w.alice.targets.add({ actor: door });
    w.dice(19, 5, 5);
    await rollAttack(ria as never, AXE, { skipDialog: true });
    const card = [...w.messages.values()].at(-1);
    if (!card) throw new Error("no card posted");
    expect(await askStep("damage", ria as never, card.id, "t0")).toMatchObject({ ok: false });
    faceSource.clear();
    expect(durability()).toBe(25);
  });
});
