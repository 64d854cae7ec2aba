/**
 * Creature immunities from the sheet (issue 22, reachability row 74). Seed 000: "Damage types for weapons and attacks
 * come into play when protection functions better or worse against specific types of attacks". A creature's
 * "Immune to …" checkbox reaches the damage step: a thermal blade deals nothing to a creature immune to Thermal,
 * and still hurts one that is not, on the strict fake through the whole card.
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import type { LoopWorld } from "../chat/world-fixture.ts";
import { firstRow, riaWorld, strikeAndApply } from "./play-fixture.ts";

const TORCH = "torch00000000000";

interface Row {
  damage: { status: string; breakdown: { steps: { source: string; before: number; after: number }[] } | null };
}
const rowOf = (card: FakeChatMessage): Row => firstRow(card) as Row;

let w: LoopWorld;
let ria: FakeActor;

beforeEach(async () => {
  ({ w, ria } = await riaWorld([
    { _id: TORCH, name: "Burning Blade", type: "bonus-weapon", system: { damageValue: 2, damageType: "thermal" } },
  ]));
});

/** Ria strikes the Brute with the thermal blade (every die high), the Brute takes the hit, Alice applies the damage. */
const strike = () => strikeAndApply(w, ria, { weapon: TORCH });

const durability = () => (w.brute.system as unknown as { durability: { value: number } }).durability.value;

describe("immunities: 'protection functions better or worse against specific types of attacks'", () => {
  it("a creature marked Immune to Thermal takes nothing from a thermal weapon, and the breakdown says why", async () => {
    w.as(w.gm);
    await w.brute.update({ system: { immunities: { thermal: true } } });
    const before = durability();
    const card = await strike();
    expect(rowOf(card).damage.status).toBe("applied");
    expect(rowOf(card).damage.breakdown?.steps.map((s) => s.source)).toContain("immune to thermal");
    expect(durability()).toBe(before);
  });

  it("immune to another type only: the thermal blade hurts as usual", async () => {
    w.as(w.gm);
    await w.brute.update({ system: { immunities: { cold: true } } });
    const before = durability();
    const card = await strike();
    expect(rowOf(card).damage.breakdown?.steps.map((s) => s.source)).not.toContain("immune to thermal");
    expect(durability()).toBeLessThan(before);
  });
});
