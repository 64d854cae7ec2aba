/**
 * Cast a Spell from the sheet through the shared attack flow, the card and the GM's spend (seed 004): "Action: Cast a
 * Spell. You release magical energy, activating the effect of a spell"; "Spell: Rsn [Arcana/Magic school]"; "Certain
 * special attacks instead target skill defenses, as specified in the attack's description"; "Spending mana reduces your
 * current total". Vera (Rsn 0, Arcana 5) casts Mind Spike: 5 AP, 2 mana spent, damage 3 against Willpower Defense; the
 * Ogre's Willpower Defense is 10 + Persona 1 = 11, its Toughness 1.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RollDialogAnswer, RollDialogSetup } from "../../../module/foundry/applications/roll-dialog/state.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { requestSpend } from "../../../module/foundry/combat/spend.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { fighter, stored, woundsCombat, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

const choose = vi.hoisted(() => vi.fn<(setup: RollDialogSetup) => Promise<RollDialogAnswer | null>>());
vi.mock("../../../module/foundry/applications/roll-dialog/dialog.ts", () => ({ chooseRoll: choose }));

const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");

const SPIKE = "mindspike0000000";
const WARD = "ward000000000000";
const HEX = "ogrehex000000000";

const spell = (id: string, name: string, extra: Record<string, unknown>) => ({
  _id: id,
  name,
  type: "wounds-ability",
  system: { kind: "spell", school: "Enchantment", ap: 5, mana: 2, manaUse: "spend", damage: 3, ...extra },
});

let w: WoundsWorld;

beforeEach(async () => {
  choose.mockReset();
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await woundsWorld();
  w.as(w.gm);
  await w.vera.update({
    system: { raceMana: 6, mana: { value: 3 }, skills: [{ skill: "Arcana", specialization: "", rank: 5 }] },
  });
  await w.vera.createEmbeddedDocuments("Item", [
    spell(SPIKE, "Mind Spike", { attack: true, targets: "willpower" }),
    spell(WARD, "Ward", { attack: false, ap: 3, mana: 1, manaUse: "invest" }),
  ]);
  await w.ogre.createEmbeddedDocuments("Item", [spell(HEX, "Hex", { attack: true, ap: 1, mana: 0 })]);
});

async function veraCasts(itemId: string): Promise<FakeChatMessage | undefined> {
  choose.mockResolvedValue({ choices: {}, extra: null, mode: "public" });
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.ogre });
  const before = w.messages.size;
  await rollAttack(w.vera as never, itemId, { skipDialog: false });
  return w.messages.size > before ? [...w.messages.values()].at(-1) : undefined;
}

const mana = () => (w.vera.system.toObject() as { mana: { value: number } }).mana.value;
const row = (card: FakeChatMessage) =>
  (card.system.toObject() as { targets: { outcome: string; against: number; damage: { summary: string } }[] })
    .targets[0];

describe("an attack spell is cast like a weapon attack", () => {
  it('"Spell: Rsn [Arcana/Magic school]" against the Willpower Defense the spell names; damage without Strength', async () => {
    const card = await veraCasts(SPIKE);
    if (!card) throw new Error("no card");
    expect(row(card)?.against).toBe(11);
    expect(choose.mock.calls[0]?.[0].plan({}, null)[0]?.plan).toMatchObject({ against: 11 });
    // No attack action is offered for a spell: the dialog's rows are the situation's only.
    const plan = choose.mock.calls[0]?.[0].plan({}, null)[0]?.plan;
    const rows = (plan && "modifiers" in plan ? plan.modifiers : undefined) ?? [];
    expect(rows.some((r) => r.group === "variant")).toBe(false);
    w.as(w.alice);
    w.dice(17);
    expect(await askStep("attack", w.vera as never, card.id, "t0", "roll")).toEqual({ ok: true });
    expect(row(card)?.outcome).toBe("hit");
    expect(await askStep("damage", w.vera as never, card.id, "t0")).toEqual({ ok: true });
    // 12 + 3 − 11 − Toughness 1 = 3: a moderate wound.
    expect(row(card)?.damage.summary).toBe("Moderate wound (final damage 3)");
  });

  it("a spell that is no attack is not rolled: the attack flow refuses it", async () => {
    expect(await veraCasts(WARD)).toBeUndefined();
  });
});

describe("in combat: the spell's AP and mana, read by the GM from the spell", () => {
  let combat: FakeCombat;
  beforeEach(async () => {
    w.as(w.gm);
    combat = await woundsCombat([
      { actor: w.vera, initiative: 10 },
      { actor: w.ogre, initiative: 8 },
    ]);
    await combat.startCombat();
  });
  const ap = () => stored(fighter(combat, w.vera)).ap;

  it("casting pays the spell's 5 AP (of 7) and spends its 2 mana (of 3); the GM honours the paid card", async () => {
    const card = await veraCasts(SPIKE);
    if (!card) throw new Error("no card");
    expect(ap()).toBe(2);
    expect(mana()).toBe(1);
    w.as(w.alice);
    w.dice(17);
    expect(await askStep("attack", w.vera as never, card.id, "t0", "roll")).toEqual({ ok: true });
    expect(row(card)?.outcome).toBe("hit");
  });

  it('"declare the action, spend all your current AP": with 3 AP the cast is declared, its roll refused until paid', async () => {
    w.as(w.gm);
    await fighter(combat, w.vera).update({ system: { ap: 3 } });
    const card = await veraCasts(SPIKE);
    if (!card) throw new Error("no card");
    expect(ap()).toBe(0);
    expect(mana()).toBe(1);
    w.as(w.alice);
    w.dice(17);
    expect(await askStep("attack", w.vera as never, card.id, "t0", "roll")).toMatchObject({ ok: false });
  });

  it("mana is not overspent (decision 22): with 1 mana the cast is refused, nothing paid, no card", async () => {
    w.as(w.gm);
    await w.vera.update({ system: { mana: { value: 1 } } });
    expect(await veraCasts(SPIKE)).toBeUndefined();
    expect(ap()).toBe(7);
    expect(mana()).toBe(1);
  });

  it("a player naming no spell, or another creature's spell, is refused by the GM; nothing paid", async () => {
    w.as(w.alice);
    expect(await requestSpend(w.vera as never, { action: "castSpell" })).toMatchObject({
      ok: false,
      refused: "FRAY.Wounds.Refusal.notASpell",
    });
    expect(await requestSpend(w.vera as never, { action: `castSpell:${HEX}` })).toMatchObject({
      ok: false,
      refused: "FRAY.Wounds.Refusal.notASpell",
    });
    expect(ap()).toBe(7);
    expect(mana()).toBe(3);
  });

  it("a player's cast costs what the spell says, each time: a second Mind Spike with 1 mana left is refused", async () => {
    w.as(w.alice);
    const card = { itemId: SPIKE, targets: [] };
    expect(await requestSpend(w.vera as never, { action: `castSpell:${SPIKE}` }, card)).toMatchObject({ ok: true });
    expect(ap()).toBe(2);
    expect(mana()).toBe(1);
    expect((await requestSpend(w.vera as never, { action: `castSpell:${SPIKE}` }, card)).ok).toBe(false);
    expect(ap()).toBe(2);
    expect(mana()).toBe(1);
  });

  it("the GM's own cast through the attack flow pays its card (the flow names it, decision 242)", async () => {
    choose.mockResolvedValue({ choices: {}, extra: null, mode: "public" });
    w.as(w.gm);
    w.gm.targets.clear();
    w.gm.targets.add({ actor: w.ogre });
    const before = w.messages.size;
    await rollAttack(w.vera as never, SPIKE, { skipDialog: false });
    expect(w.messages.size).toBe(before + 1);
    expect([ap(), mana()]).toEqual([2, 1]);
  });

  it("an attack spell is cast by its card (decision 242): a forged plain spend, or one paying another item's card, is refused", async () => {
    // "Exactly how the spell takes effect … [is] determined by the school of magic you use": Mind Spike is an attack.
    w.as(w.alice);
    const refused = { ok: false, refused: "FRAY.Wounds.Refusal.castByItsCard", data: { spell: "Mind Spike" } };
    expect(await requestSpend(w.vera as never, { action: `castSpell:${SPIKE}` })).toMatchObject(refused);
    const other = { itemId: WARD, targets: [] };
    expect(await requestSpend(w.vera as never, { action: `castSpell:${SPIKE}` }, other)).toMatchObject(refused);
    w.as(w.gm);
    expect(await requestSpend(w.vera as never, { action: `castSpell:${SPIKE}` })).toMatchObject(refused);
    expect(ap()).toBe(7);
    expect(mana()).toBe(3);
  });

  it("a spell invested: current and maximum mana fall together (Ward, 1 mana invested)", async () => {
    w.as(w.alice);
    expect(await requestSpend(w.vera as never, { action: `castSpell:${WARD}` })).toEqual({ ok: true });
    expect(ap()).toBe(4);
    const system = w.vera.system.toObject() as { mana: { value: number }; invested: { id: string; amount: number }[] };
    expect(system.mana.value).toBe(2);
    expect(system.invested).toMatchObject([{ id: WARD, amount: 1 }]);
  });
});
