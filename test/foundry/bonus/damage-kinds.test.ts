/**
 * Attacks that damage Health only and armor for other damage types (issue 22, reachability rows 64 and 67), on the
 * strict fake through the whole card. Seed 000: "Health. Once you are wounded, or if you are subject to some special
 * attacks like poisons, any damage you take is done to your Health"; "Unless stated otherwise, normal armor only
 * protects you from physical damage, not energy attack such as fire or lightning."
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { faceSource } from "../../support/fake-foundry/world/dice.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { bruteTakesTheHit, loopWorld, type LoopWorld } from "../chat/world-fixture.ts";

const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");

const VENOM = "venom00000000000";
const TORCH = "torch00000000000";

interface Row {
  damage: { breakdown: { steps: { source: string }[] } | null };
}
const stepsOf = (card: FakeChatMessage): string[] => {
  const row = (card.system as unknown as { targets: Row[] }).targets[0];
  return row?.damage.breakdown?.steps.map((s) => s.source) ?? [];
};

let w: LoopWorld;
let ria: LoopWorld["aldo"];

// The first world of a file loads the system's modules: a slow start on a loaded machine, not a timed assertion.
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
      {
        _id: VENOM,
        name: "Venom Fang",
        type: "bonus-weapon",
        system: { damageValue: 1, damageType: "toxic", toHealth: true },
      },
      { _id: TORCH, name: "Burning Blade", type: "bonus-weapon", system: { damageValue: 2, damageType: "thermal" } },
    ],
  });
}, 30_000);

/** Ria strikes the Brute with `weapon` (every die high), the Brute takes the hit, Alice applies the damage. */
async function strikeAndApply(weapon: string): Promise<FakeChatMessage> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.brute });
  w.dice(19, 5, 5);
  await rollAttack(ria as never, weapon, { skipDialog: true });
  const card = [...w.messages.values()].at(-1);
  if (!card) throw new Error("no card posted");
  await bruteTakesTheHit(w, card);
  w.dice(...Array<number>(8).fill(5));
  expect(await askStep("damage", ria as never, card.id, "t0")).toEqual({ ok: true });
  faceSource.clear();
  return card;
}

const track = (name: "durability" | "health") =>
  (w.brute.system as unknown as Record<typeof name, { value: number }>)[name].value;

describe("'special attacks like poisons, any damage you take is done to your Health'", () => {
  it("a weapon marked Damages Health takes Health from an unwounded creature and leaves its Durability", async () => {
    const durability = track("durability");
    const health = track("health");
    await strikeAndApply(VENOM);
    expect(track("durability")).toBe(durability);
    expect(track("health")).toBeLessThan(health);
  });

  it("an ordinary weapon still takes Durability first", async () => {
    const health = track("health");
    await strikeAndApply(TORCH);
    expect(track("health")).toBe(health);
  });
});

describe("'Unless stated otherwise, normal armor only protects you from physical damage'", () => {
  it("normal armor (the default) does not reduce a thermal blade's damage", async () => {
    expect(stepsOf(await strikeAndApply(TORCH))).not.toContain("Mail (Armor Rank 2)");
  });

  it("armor stated to protect against every type reduces it by its Armor Rank", async () => {
    w.as(w.gm);
    await w.brute.items.get(w.mailId)?.update({ system: { protects: "all" } });
    const durability = track("durability");
    const card = await strikeAndApply(TORCH);
    expect(stepsOf(card)).toContain("Mail (Armor Rank 2)");
    const plain = durability - track("durability");
    w.as(w.gm);
    // The same strike against normal armor: 2 (the Mail's Armor Rank) more damage gets through.
    await w.brute.items.get(w.mailId)?.update({ system: { protects: "physical" } });
    await w.brute.update({ system: { durability: { value: durability } } });
    await strikeAndApply(TORCH);
    expect(durability - track("durability")).toBe(plain + 2);
  });
});
