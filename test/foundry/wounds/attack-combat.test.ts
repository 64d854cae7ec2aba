/**
 * The `wounds` attack card in combat on the strict fake: the attack action's AP paid at declaration through the
 * economy (relayed for a player), an attack paid across turns rolled only once paid, and the initiative shifts of a
 * critical ("If you roll a critical success on an attack roll, your initiative is increased by 2 and your target's
 * initiative is decreased by 2. If you roll a critical failure on an attack roll, your initiative is decreased by 2").
 */
import { beforeEach, describe, expect, it } from "vitest";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { fighter, LONGSWORD, stored, woundsCombat, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");
const { attackCardViewContext } = await import("../../../module/foundry/chat/attack-card/render.ts");

let w: WoundsWorld;
let combat: FakeCombat;
let vera: FakeCombatant;
let ogre: FakeCombatant;

beforeEach(async () => {
  w = await woundsWorld();
  w.as(w.gm);
  combat = await woundsCombat([
    { actor: w.vera, initiative: 10 },
    { actor: w.ogre, initiative: 8 },
  ]);
  vera = fighter(combat, w.vera);
  ogre = fighter(combat, w.ogre);
  await combat.startCombat();
});

async function veraAttacks(): Promise<FakeChatMessage | undefined> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.ogre });
  const before = w.messages.size;
  await rollAttack(w.vera as never, LONGSWORD, { skipDialog: true });
  const cards = [...w.messages.values()].filter((m) => m.type === "attack");
  return w.messages.size > before ? cards.at(-1) : undefined;
}

function veraRolls(card: FakeChatMessage, ...faces: number[]) {
  w.as(w.alice);
  w.dice(...faces);
  return askStep("attack", w.vera as never, card.id, "t0", "roll");
}

describe("the attack action's AP", () => {
  it("a Standard Attack's 4 AP are paid through the GM when Alice declares it (7 → 3)", async () => {
    const card = await veraAttacks();
    expect(card).toBeDefined();
    expect(stored(vera).ap).toBe(3);
  });

  it('an attack costing more than the AP left is paid across turns; the card rolls it only once "the total cost has been spent"', async () => {
    await veraAttacks();
    const card = await veraAttacks(); // 3 AP left, 4 needed: declared, all 3 spent
    if (!card) throw new Error("no card");
    expect(stored(vera).ap).toBe(0);
    expect(await veraRolls(card, 16)).toEqual({
      ok: false,
      reason: "FRAY.Wounds.Attack.stillPaying",
    });
    expect((card.system.toObject() as { targets: { attack: unknown }[] }).targets[0]?.attack).toBeNull();
    // Ogre's turn, then Vera's next turn start pays the last AP: the attack takes effect and may be rolled.
    w.as(w.gm);
    await combat.nextTurn();
    await combat.nextTurn();
    expect(await veraRolls(card, 16)).toEqual({ ok: true });
  });
});

describe("critical successes and failures move initiative at once", () => {
  it("a natural 20: Vera +2 (12), the Ogre −2 (6); the card marks the critical", async () => {
    const card = await veraAttacks();
    if (!card) throw new Error("no card");
    expect(await veraRolls(card, 20, 1)).toEqual({ ok: true });
    expect([vera.initiative, ogre.initiative]).toEqual([12, 6]);
    w.as(w.alice);
    const row = attackCardViewContext(card as never, card.system as never).rows[0];
    expect(row?.mark?.text).toBe("Critical hit");
  });

  it("a natural 1: Vera −2 (8); the Ogre keeps 8", async () => {
    const card = await veraAttacks();
    if (!card) throw new Error("no card");
    expect(await veraRolls(card, 1)).toEqual({ ok: true });
    expect([vera.initiative, ogre.initiative]).toEqual([8, 8]);
  });

  it("an ordinary roll moves nothing", async () => {
    const card = await veraAttacks();
    if (!card) throw new Error("no card");
    await veraRolls(card, 16);
    expect([vera.initiative, ogre.initiative]).toEqual([10, 8]);
  });
});
