import { beforeEach, describe, expect, it } from "vitest";
import { followUpCard } from "../../../module/foundry/chat/attack-card/auto-damage.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { aliceAttacksBrute, bruteTakesTheHit, loopWorld, type LoopWorld } from "./world-fixture.ts";

interface Row {
  outcome: string;
  damage: { status: string; roll: unknown };
}
const rowOf = (message: FakeChatMessage): Row => {
  const row = (message.system as unknown as { targets: Row[] }).targets[0];
  if (!row) throw new Error("card has no row");
  return row;
};
const durability = (w: LoopWorld) => (w.brute.system as unknown as { durability: { value: number } }).durability.value;

let w: LoopWorld;

async function settings(autoRoll: boolean, autoApply: boolean): Promise<void> {
  await fake().game.settings.set("fray", "autoRollDamage", autoRoll);
  await fake().game.settings.set("fray", "autoApplyDamage", autoApply);
}

/** Alice's Aldo hits Bob's Brute (25 against Guard 17); the GM's client then follows the card up, as its hook does. */
async function hit(...damageFaces: number[]): Promise<FakeChatMessage> {
  const card = await aliceAttacksBrute(w, [15, 5, 5, ...damageFaces]);
  await asGm(card);
  return card;
}

async function asGm(card: FakeChatMessage): Promise<void> {
  w.as(w.gm);
  await followUpCard(card as never);
}

beforeEach(async () => {
  w = await loopWorld();
  await settings(false, false);
});

describe("automation settings: auto-roll and auto-apply damage (bonus)", () => {
  it("are world settings, off by default, with localized names", () => {
    const registered = fake().game.settings.settings;
    for (const key of ["fray.autoRollDamage", "fray.autoApplyDamage"]) {
      expect(registered.get(key)).toMatchObject({ scope: "world", config: true, default: false });
      expect(fake().game.i18n.localize(`FRAY.Settings.${key.slice(5)}.name`)).not.toContain("FRAY.");
    }
  });

  it("off: a hit waits for a click, nothing is rolled or applied", async () => {
    const card = await hit();
    expect(rowOf(card).damage).toMatchObject({ status: "none", roll: null });
    expect(durability(w)).toBe(20);
  });

  it("auto-roll: the hit's damage is rolled onto the card, and Apply applies that very roll", async () => {
    await settings(true, false);
    // 2d8 (6 + 5) + Strength d10 (3) = 14, rolled by the GM's client as the card is posted
    const card = await hit(6, 5, 3);
    expect(rowOf(card).damage.status).toBe("rolled");
    await bruteTakesTheHit(w, card);
    w.as(w.alice);
    w.dice(1, 1, 1); // would be 3 if Apply rolled again
    expect(await askStep("damage", w.aldo as never, card.id, "t0")).toEqual({ ok: true });
    expect(durability(w)).toBe(20 - 12); // 14 − Armor Rank 2
  });

  it("auto-roll: a Defense that turns the hit into a miss voids the damage rolled ahead", async () => {
    await settings(true, false);
    const card = await hit(6, 5, 3);
    w.as(w.bob);
    w.dice(20, 10, 4); // 34 > 25
    expect(await askStep("defense", w.brute as never, card.id, "t0", "defend")).toEqual({ ok: true });
    expect(rowOf(card)).toMatchObject({ outcome: "miss", damage: { status: "none", roll: null } });
  });

  it("auto-apply waits while the target may still Defend, then applies once its Defense leaves it hit", async () => {
    await settings(false, true);
    const card = await hit();
    expect(rowOf(card).damage.status).toBe("none");
    w.as(w.bob);
    w.dice(19, 6); // 25 ties: "If they tie, the contest goes to the attacker"
    await askStep("defense", w.brute as never, card.id, "t0", "defend");
    w.dice(6, 5, 3);
    await asGm(card);
    expect(rowOf(card).damage.status).toBe("applied");
    expect(durability(w)).toBe(8);
    await asGm(card); // the GM's own save fires the hook again: nothing more happens
    expect(durability(w)).toBe(8);
  });

  it("auto-apply applies at once when the target cannot Defend (Vigor short of the 5 the reaction costs)", async () => {
    await settings(false, true);
    w.as(w.gm);
    await w.brute.update({ system: { vigor: { value: 2 } } });
    const card = await hit(6, 5, 3);
    expect(rowOf(card).damage.status).toBe("applied");
    expect(durability(w)).toBe(8);
  });

  it("only the active GM's client follows a card up, and only a card whose author owns the attacker", async () => {
    await settings(true, true);
    const card = await aliceAttacksBrute(w);
    await followUpCard(card as never); // Alice's own client: not the GM
    expect(rowOf(card).damage.status).toBe("none");
    // Bob posts a card of his own naming Alice's Aldo as the attacker: the GM does nothing with it.
    w.as(w.bob);
    const post = fake().ChatMessage as unknown as { create(data: object): Promise<FakeChatMessage> };
    const forged = await post.create({ type: "attack", system: card.system.toObject() });
    expect(forged.author.id).toBe(w.bob.id);
    await asGm(forged);
    expect(rowOf(forged).damage.status).toBe("none");
    expect(durability(w)).toBe(20);
  });

  it("the GM's client follows cards up from the chat hooks", () => {
    expect(fake().Hooks.count("createChatMessage")).toBeGreaterThan(0);
    expect(fake().Hooks.count("updateChatMessage")).toBeGreaterThan(0);
  });
});
