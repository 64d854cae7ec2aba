/**
 * Acts declared over turns take effect when paid (combat/attack-paid.ts, paid-act.ts; rules page decisions 87, 213,
 * 214), through the `fray.spend` relay as Alice on the strict fake. Seed 004: "If you want to perform an action that
 * costs more AP than you have, you can declare the action, spend all your current AP, and continue to spend all AP on
 * each of your subsequent turns until the total cost has been spent, at which point the action takes effect." Vera
 * (Speed 1: 7 AP) acts first, the Ogre second.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { fighter, LONGSWORD, stored, woundsCombat, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");

const WARD = "ward000000000000";

let w: WoundsWorld;
let combat: FakeCombat;
let vera: FakeCombatant;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await woundsWorld();
  w.as(w.gm);
  await w.vera.update({ system: { raceMana: 6, mana: { value: 3 } } });
  await w.vera.createEmbeddedDocuments("Item", [
    {
      _id: WARD,
      name: "Ward",
      type: "wounds-ability",
      system: { kind: "spell", school: "Abjuration", ap: 9, mana: 1, manaUse: "spend", attack: false, stamina: 2 },
    },
  ]);
  combat = await woundsCombat([
    { actor: w.vera, initiative: 12 },
    { actor: w.ogre, initiative: 8 },
  ]);
  vera = fighter(combat, w.vera);
  await combat.startCombat();
  return () => {
    vi.restoreAllMocks();
  };
});

async function veraAttacks(): Promise<FakeChatMessage | undefined> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.ogre });
  const before = w.messages.size;
  await rollAttack(w.vera as never, LONGSWORD, { skipDialog: true });
  w.as(w.gm);
  return w.messages.size > before ? [...w.messages.values()].filter((m) => m.type === "attack").at(-1) : undefined;
}

/** The Ogre's turn, then Vera's next: her turn start pays what the act still owes. */
async function toVerasNextTurn(): Promise<FakeChatMessage[]> {
  const before = new Set(w.messages.keys());
  await combat.nextTurn();
  await combat.nextTurn();
  return [...w.messages.values()].filter((m) => !before.has(m.id));
}

describe('an attack paid across turns: "at which point the action takes effect" (decision 213)', () => {
  it("its card is announced to its owners once paid, and Alice rolls it then", async () => {
    await veraAttacks(); // 7 → 3
    const card = await veraAttacks(); // 3 AP left, 4 needed: declared, all 3 spent
    if (!card) throw new Error("no card");
    expect(stored(vera).pending).toMatchObject({ action: "standardAttack", remaining: 1 });
    const posted = await toVerasNextTurn();
    const notice = posted.find((m) => m.content.includes("roll it on its card"));
    expect(notice?.content).toContain("Standard Attack with Longsword is paid: roll it on its card now");
    expect(notice?.whisper).toEqual(expect.arrayContaining([w.alice.id, w.gm.id]));
    expect(notice?.whisper).not.toContain(w.bob.id);
    w.as(w.alice);
    w.dice(16);
    expect(await askStep("attack", w.vera as never, card.id, "t0", "roll")).toEqual({ ok: true });
  });

  it("an attack paid at once announces nothing; another act completing names no card", async () => {
    await veraAttacks();
    expect(await requestSpend(w.vera as never, { action: "treatWound" })).toEqual({ ok: true }); // 3 of 8
    const posted = await toVerasNextTurn();
    expect(posted.some((m) => m.content.includes("roll it on its card"))).toBe(false);
  });
});

describe("a spell that is no attack, cast over turns, takes effect when paid (decision 214)", () => {
  it("Ward (9 AP): declared with 7, its card says it takes effect at the turn start that pays it, with its stamina", async () => {
    w.as(w.alice);
    expect(await requestSpend(w.vera as never, { action: `castSpell:${WARD}` })).toEqual({ ok: true });
    w.as(w.gm);
    expect(stored(vera)).toMatchObject({ ap: 0, pendingAim: `castSpell:${WARD}` });
    const posted = await toVerasNextTurn();
    const text = posted.map((m) => m.content).join("\n");
    expect(text).toContain("Cast a Spell: Ward: takes effect now");
    expect(text).toContain("spends 2 stamina");
    expect(text).not.toContain("mana");
  });
});
