/**
 * Attacks that damage Health only and armor for other damage types (issue 22, reachability rows 64 and 67), on the
 * strict fake through the whole card. Seed 000: "Health. Once you are wounded, or if you are subject to some special
 * attacks like poisons, any damage you take is done to your Health"; "Unless stated otherwise, normal armor only
 * protects you from physical damage, not energy attack such as fire or lightning."
 */
import { beforeEach, describe, expect, it } from "vitest";
import type { FakeActor, FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import type { LoopWorld } from "../chat/world-fixture.ts";
import { firstRow, riaWorld, strikeAndApply } from "./play-fixture.ts";

const VENOM = "venom00000000000";
const TORCH = "torch00000000000";

interface Row {
  damage: { breakdown: { steps: { source: string }[] } | null };
}
const stepsOf = (card: FakeChatMessage): string[] =>
  (firstRow(card) as Row).damage.breakdown?.steps.map((s) => s.source) ?? [];

let w: LoopWorld;
let ria: FakeActor;

// The first world of a file loads the system's modules: a slow start on a loaded machine, not a timed assertion.
beforeEach(async () => {
  ({ w, ria } = await riaWorld([
    {
      _id: VENOM,
      name: "Venom Fang",
      type: "bonus-weapon",
      system: { damageValue: 1, damageType: "toxic", toHealth: true },
    },
    { _id: TORCH, name: "Burning Blade", type: "bonus-weapon", system: { damageValue: 2, damageType: "thermal" } },
  ]));
}, 30_000);

/** Ria strikes the Brute with `weapon` (every die high), the Brute takes the hit, Alice applies the damage. */
const strike = (weapon: string) => strikeAndApply(w, ria, { weapon });

const track = (name: "durability" | "health") =>
  (w.brute.system as unknown as Record<typeof name, { value: number }>)[name].value;

describe("'special attacks like poisons, any damage you take is done to your Health'", () => {
  it("a weapon marked Damages Health takes Health from an unwounded creature and leaves its Durability", async () => {
    const durability = track("durability");
    const health = track("health");
    await strike(VENOM);
    expect(track("durability")).toBe(durability);
    expect(track("health")).toBeLessThan(health);
  });

  it("an ordinary weapon still takes Durability first", async () => {
    const health = track("health");
    await strike(TORCH);
    expect(track("health")).toBe(health);
  });
});

describe("'Unless stated otherwise, normal armor only protects you from physical damage'", () => {
  it("normal armor (the default) does not reduce a thermal blade's damage", async () => {
    expect(stepsOf(await strike(TORCH))).not.toContain("Mail (Armor Rank 2)");
  });

  it("armor stated to protect against every type reduces it by its Armor Rank", async () => {
    w.as(w.gm);
    await w.brute.items.get(w.mailId)?.update({ system: { protects: "all" } });
    const durability = track("durability");
    const card = await strike(TORCH);
    expect(stepsOf(card)).toContain("Mail (Armor Rank 2)");
    const plain = durability - track("durability");
    w.as(w.gm);
    // The same strike against normal armor: 2 (the Mail's Armor Rank) more damage gets through.
    await w.brute.items.get(w.mailId)?.update({ system: { protects: "physical" } });
    await w.brute.update({ system: { durability: { value: durability } } });
    await strike(TORCH);
    expect(durability - track("durability")).toBe(plain + 2);
  });
});
