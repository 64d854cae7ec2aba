/**
 * Creature immunities from the sheet (issue 22, reachability row 74). Seed 000: "Damage types for weapons and attacks
 * come into play when protection functions better or worse against specific types of attacks". A creature's
 * "Immune to …" checkbox reaches the damage step: a thermal blade deals nothing to a creature immune to Thermal,
 * and still hurts one that is not, on the strict fake through the whole card.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { faceSource } from "../../support/fake-foundry/world/dice.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { bruteTakesTheHit, loopWorld, type LoopWorld } from "../chat/world-fixture.ts";

const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");

const TORCH = "torch00000000000";

interface Row {
  damage: { status: string; breakdown: { steps: { source: string; before: number; after: number }[] } | null };
}
const rowOf = (card: FakeChatMessage): Row => {
  const row = (card.system as unknown as { targets: Row[] }).targets[0];
  if (!row) throw new Error("card has no row");
  return row;
};

let w: LoopWorld;
let ria: LoopWorld["aldo"];

beforeEach(async () => {
  w = await loopWorld();
  w.as(w.gm);
  await fake().game.settings.set("fray", "autoApplyDamage", false);
  ria = w.createActor({
    name: "Ria",
    type: "bonus-character",
    ownership: { default: 0, [w.alice.id]: 3 },
    system: { abilities: { agility: 2, strength: 1 } },
    items: [
      { _id: TORCH, name: "Burning Blade", type: "bonus-weapon", system: { damageValue: 2, damageType: "thermal" } },
    ],
  });
});

/** Ria strikes the Brute with the thermal blade (every die high), the Brute takes the hit, Alice applies the damage. */
async function strikeAndApply(): Promise<FakeChatMessage> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.brute });
  w.dice(19, 5, 5);
  await rollAttack(ria as never, TORCH, { skipDialog: true });
  const card = [...w.messages.values()].at(-1);
  if (!card) throw new Error("no card posted");
  await bruteTakesTheHit(w, card);
  w.dice(...Array<number>(8).fill(5));
  expect(await askStep("damage", ria as never, card.id, "t0")).toEqual({ ok: true });
  faceSource.clear();
  return card;
}

const durability = () => (w.brute.system as unknown as { durability: { value: number } }).durability.value;

describe("immunities: 'protection functions better or worse against specific types of attacks'", () => {
  it("a creature marked Immune to Thermal takes nothing from a thermal weapon, and the breakdown says why", async () => {
    w.as(w.gm);
    await w.brute.update({ system: { immunities: { thermal: true } } });
    const before = durability();
    const card = await strikeAndApply();
    expect(rowOf(card).damage.status).toBe("applied");
    expect(rowOf(card).damage.breakdown?.steps.map((s) => s.source)).toContain("immune to thermal");
    expect(durability()).toBe(before);
  });

  it("immune to another type only: the thermal blade hurts as usual", async () => {
    w.as(w.gm);
    await w.brute.update({ system: { immunities: { cold: true } } });
    const before = durability();
    const card = await strikeAndApply();
    expect(rowOf(card).damage.breakdown?.steps.map((s) => s.source)).not.toContain("immune to thermal");
    expect(durability()).toBeLessThan(before);
  });
});
