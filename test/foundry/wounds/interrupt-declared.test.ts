/**
 * An interrupt cancels a declared attack waiting for its roll (combat/interrupt-declared.ts, attack/interrupted.ts;
 * rules page decision 181), on the strict fake through the players' relays. Seed 004: "You may take this action …
 * immediately after an action is declared but before resolution has begun. If you interrupt after an action is
 * declared, that action does not take place and the acting character does not spend its AP cost." Bob's Ogre
 * (initiative 12) has had its turn; Alice's Vera (10, 7 AP) acts and attacks it.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { shownText } from "./shown-text.ts";
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
    { actor: w.ogre, initiative: 12 },
  ]);
  vera = fighter(combat, w.vera);
  ogre = fighter(combat, w.ogre);
  await combat.startCombat();
  await combat.nextTurn();
});

async function veraAttacks(): Promise<FakeChatMessage> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.ogre });
  await rollAttack(w.vera as never, LONGSWORD, { skipDialog: true });
  const card = [...w.messages.values()].filter((m) => m.type === "attack").at(-1);
  if (!card) throw new Error("no card");
  return card;
}

function veraRolls(card: FakeChatMessage, ...faces: number[]) {
  w.as(w.alice);
  w.dice(...faces);
  return askStep("attack", w.vera as never, card.id, "t0", "roll");
}

/** Bob's Ogre takes Defend (2 AP) on Vera's turn: an interrupt. */
async function bobInterrupts() {
  w.as(w.bob);
  const reply = await requestSpend(w.ogre as never, { action: "defend" });
  w.as(w.gm);
  return reply;
}

const lastSummary = () => shownText([...w.messages.values()].filter((m) => m.type !== "attack").at(-1));

describe('"If you interrupt after an action is declared, that action does not take place"', () => {
  it("Vera's declared Standard Attack (4 AP) is cancelled by the Ogre's Defend: her 4 AP come back, the Ogre pays 2 (12 → 10) and −2 initiative", async () => {
    expect(combat.combatant?.id).toBe(vera.id);
    const card = await veraAttacks();
    expect(stored(vera).ap).toBe(3);
    expect((await bobInterrupts()).ok).toBe(true);
    expect([stored(vera).ap, stored(ogre).ap, ogre.initiative]).toEqual([7, 10, 10]);
    expect(lastSummary()).toContain(
      "Standard Attack is interrupted by Ogre: it does not take place and its 4 AP are given back",
    );
    expect(await veraRolls(card, 16)).toMatchObject({ ok: false, reason: "interrupted" });
    expect((card.system.toObject() as { targets: { attack: unknown }[] }).targets[0]?.attack).toBeNull();
    w.as(w.alice);
    const row = attackCardViewContext(card as never, card.system as never).rows[0];
    expect(JSON.stringify(row)).toContain("No attack on Ogre: an interrupt came after it was declared");
  });

  it("a second interrupt gives nothing back a second time", async () => {
    await veraAttacks();
    await bobInterrupts();
    await ogre.update({ initiative: 12 });
    expect((await bobInterrupts()).ok).toBe(true);
    expect(stored(vera).ap).toBe(7);
  });

  it('once the attack is rolled ("resolution has begun"), an interrupt cancels nothing: Vera keeps the AP spent', async () => {
    const card = await veraAttacks();
    expect(await veraRolls(card, 16)).toEqual({ ok: true });
    await bobInterrupts();
    expect(stored(vera).ap).toBe(3);
  });

  it("an attack still being paid over turns: what was paid comes back, the act dropped", async () => {
    await vera.update({ system: { ap: 3 } });
    await veraAttacks();
    expect(stored(vera)).toMatchObject({ ap: 0, pending: { action: "standardAttack", remaining: 1 } });
    await bobInterrupts();
    expect(stored(vera)).toMatchObject({ ap: 3, pending: { action: "" } });
  });

  it("an action on one's own turn is no interrupt: Vera's Defend after her declared attack leaves it standing", async () => {
    await veraAttacks();
    w.as(w.alice);
    expect((await requestSpend(w.vera as never, { action: "defend" })).ok).toBe(true);
    w.as(w.gm);
    expect(stored(vera).ap).toBe(1);
  });
});

describe("an interrupted spell (decision 187)", () => {
  const SPIKE = "mindspike0000000";
  const mana = () => (w.vera.system.toObject() as { mana: { value: number } }).mana.value;

  beforeEach(async () => {
    w.as(w.gm);
    await w.vera.update({ system: { raceMana: 6, mana: { value: 3 } } });
    await w.vera.createEmbeddedDocuments("Item", [
      {
        _id: SPIKE,
        name: "Mind Spike",
        type: "wounds-ability",
        system: { kind: "spell", ap: 5, mana: 2, manaUse: "spend", attack: true, damage: 3, targets: "willpower" },
      },
    ]);
  });

  it("\"the acting character does not spend its AP cost\": Mind Spike's own 5 AP come back (not a Standard Attack's 4); its 2 mana stay spent", async () => {
    w.as(w.alice);
    w.alice.targets.clear();
    w.alice.targets.add({ actor: w.ogre });
    await rollAttack(w.vera as never, SPIKE, { skipDialog: true });
    expect([stored(vera).ap, mana()]).toEqual([2, 1]);
    expect((await bobInterrupts()).ok).toBe(true);
    expect([stored(vera).ap, mana()]).toEqual([7, 1]);
    expect(lastSummary()).toContain(
      "Cast a Spell is interrupted by Ogre: it does not take place and its 5 AP are given back",
    );
  });
});
