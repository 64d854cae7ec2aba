/**
 * A penetrating attack on the `wounds` card (reachability row 53; rules page decisions 6 and 88), through the GM relay
 * on the strict fake. Seed 004: "These attacks add their damage to the attack roll before determining a hit instead
 * of only adding it after a successful hit." Vera's longsword made penetrating: attack d20 − 5, damage 5, against the
 * Ogre's melee Defense 10 and Toughness 1. A plain attack needs a 15 on the die (30%); a penetrating one hits when
 * attack + damage reaches 10, a 10 on the die (55%), and its final damage is unchanged. Its row goes on to the damage
 * step, which decides the hit (decision 88); a miss decided there reads Miss on the card (decision 186).
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { woundsForecastOf } from "../../../module/foundry/rulesets/wounds/attack/plan.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { LONGSWORD, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");
const { attackCardViewContext } = await import("../../../module/foundry/chat/attack-card/render.ts");

let w: WoundsWorld;

beforeEach(async () => {
  w = await woundsWorld();
  await w.vera.items.get(LONGSWORD)?.update({ system: { penetrating: true } });
});

type Wounds = Record<"light" | "moderate" | "severe" | "critical" | "fatal", number>;
const woundsOf = () => ({ ...(w.ogre.system as unknown as { wounds: Wounds }).wounds });
const rowOf = (card: FakeChatMessage) => {
  const row = (card.system.toObject() as { targets: { outcome: string; damage: { summary: string } }[] }).targets[0];
  if (!row) throw new Error("no row");
  return row;
};

async function veraAttacks(): Promise<FakeChatMessage> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.ogre });
  await rollAttack(w.vera as never, LONGSWORD, { skipDialog: true });
  const message = [...w.messages.values()].at(-1);
  if (!message) throw new Error("no card posted");
  return message;
}

async function rolledAndApplied(face: number) {
  const card = await veraAttacks();
  w.as(w.alice);
  w.dice(face);
  expect(await askStep("attack", w.vera as never, card.id, "t0", "roll")).toEqual({ ok: true });
  const damage = await askStep("damage", w.vera as never, card.id, "t0");
  return { card, damage };
}

describe('"These attacks add their damage to the attack roll before determining a hit"', () => {
  it("the odds count the damage: a 10 or better on the die, 55% (a plain longsword's is 30%)", () => {
    const sword = w.vera.items.get(LONGSWORD);
    const f = woundsForecastOf(w.vera as never, sword as never, w.ogre as never, {});
    if ("refused" in f) throw new Error(f.refused);
    expect(f.odds.hit).toBeCloseTo(0.55, 6);
  });

  it("a 12 (attack 7, short of Defense 10) still hits with its 5 damage: 7 + 5 − 10 − 1 = final damage 1", async () => {
    const { card, damage } = await rolledAndApplied(12);
    expect(damage).toEqual({ ok: true });
    expect(rowOf(card).damage.summary).toContain("final damage 1");
    expect(Object.values(woundsOf()).reduce((a, b) => a + b, 0)).toBe(1);
  });

  it("a 9 (attack 4, with its 5 damage 9, short of 10) misses: no wound, and the card reads Miss, not Hit", async () => {
    const { card, damage } = await rolledAndApplied(9);
    expect(damage).toEqual({ ok: true });
    expect(Object.values(woundsOf()).reduce((a, b) => a + b, 0)).toBe(0);
    expect(rowOf(card).outcome).toBe("miss");
    w.as(w.alice);
    const row = attackCardViewContext(card as never, card.system as never).rows[0];
    expect(row).toMatchObject({
      outcomeText: "Miss",
      damageText: "Miss: attack and damage fall short of the Defense",
    });
    expect(row?.outcomeIcon).not.toBe("fa-solid fa-check");
  });
  it("final damage is unchanged: a 16 is 11 + 5 − 10 − 1 = 5, the same severe wound as a plain hit", async () => {
    const { card } = await rolledAndApplied(16);
    expect(rowOf(card).damage.summary).toBe("Severe wound (final damage 5)");
    expect(woundsOf().severe).toBe(1);
  });
});
