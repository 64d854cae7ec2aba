import { beforeEach, describe, expect, it } from "vitest";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { cardAction } from "../../../module/foundry/chat/attack-card/actions.ts";
import { handleUndoDamage } from "../../../module/foundry/queries/undo-damage.ts";
import { attackCardViewContext } from "../../../module/foundry/chat/attack-card/render.ts";
import { AttackCardModel } from "../../../module/foundry/chat/attack-card/model.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { energyWorld, ogreDefends, veraAttacksOgre, type EnergyWorld } from "./world-fixture.ts";

let w: EnergyWorld;
beforeEach(async () => {
  w = await energyWorld();
});

/** The card's first row as the GM's client shows it. */
function gmRow(card: FakeChatMessage) {
  w.as(w.gm);
  return shownRow(card);
}

/** The card's first row as the current user's client shows it. */
function shownRow(card: FakeChatMessage) {
  if (!(card.system instanceof AttackCardModel)) throw new Error("not an attack card");
  const row = attackCardViewContext(card as never, card.system).rows[0];
  if (!row) throw new Error("no row");
  return row;
}

describe("the energy card explains its rolls and names criticals", () => {
  it.each([
    [20, { text: "Critical hit", icon: "fa-solid fa-burst" }],
    [1, { text: "Fumble", icon: "fa-solid fa-person-falling" }],
    [10, null],
  ])("a Combat roll of %i is marked %o", async (face, mark) => {
    expect(gmRow(await veraAttacksOgre(w, face)).mark).toEqual(mark);
  });

  it('the Evasion roll "1d10* + Evasion": its bursts chained, the AV it had to meet', async () => {
    const card = await veraAttacksOgre(w, 10);
    await ogreDefends(w, card, "evasion", 10, 3);
    const evasion = gmRow(card).breakdowns.find((b) => b.kind === "defense");
    expect(evasion).toMatchObject({
      summary: "Defense roll details",
      groups: [{ title: "Evasion roll: 1d10, bursting on 10", dice: [{ text: "10 → burst 3 = 13", dropped: false }] }],
      modifiers: ["Evasion: +8"],
      total: "Total 21",
    });
    expect(evasion?.target).toContain("17");
  });

  it("applied damage: 1d8 + MASDB, less the armor's AR 3, off Aura", async () => {
    const card = await veraAttacksOgre(w, 10);
    await ogreDefends(w, card, "evasion", 2);
    w.as(w.alice);
    w.dice(6);
    expect(await askStep("damage", w.vera as never, card.id, "t0")).toEqual({ ok: true });
    const damage = gmRow(card).breakdowns.find((b) => b.kind === "damage");
    expect(damage?.modifiers).toEqual(["MASDB: +1"]);
    expect(damage?.effects).toEqual(["Damage before the rules: 7", "Armor (AR 3): 7 → 4", "Aura: −4"]);
  });
});

describe("when the Evasion roll is absent the energy card says why", () => {
  it("a Critical Hit: Bob, Alice and the GM read why the Ogre has no Evasion roll, once", async () => {
    const card = await veraAttacksOgre(w, 20);
    for (const user of [w.bob, w.alice, w.gm]) {
      w.as(user);
      const row = shownRow(card);
      expect(row.actions.map((a) => a.step)).not.toContain("evasion");
      expect(row.refused).toEqual(["No Defend for Ogre: A Critical Hit automatically hits: there is no Evasion roll."]);
    }
  });

  it("a sleeping Ogre: the card says it cannot roll Evasion", async () => {
    w.as(w.gm);
    await w.ogre.update({ system: { state: { unconscious: "sleep" } } });
    const card = await veraAttacksOgre(w, 10);
    w.as(w.bob);
    expect(shownRow(card).refused).toEqual([
      "No Defend for Ogre: Unconscious: it cannot roll Evasion, and attacks against it automatically hit.",
    ]);
  });

  it('a Fully Restrained Ogre ("if a target is asleep or fully restrained they cannot roll Evasion"): the card names it', async () => {
    w.as(w.gm);
    // An energy world's conditions, as its init sets them.
    configureStatusEffects("energy");
    await w.ogre.toggleStatusEffect("fullyRestrained", { active: true });
    const card = await veraAttacksOgre(w, 10);
    w.as(w.bob);
    expect(shownRow(card).actions.map((a) => a.step)).not.toContain("evasion");
    expect((card.system as unknown as { targets: { outcome: string }[] }).targets[0]?.outcome).toBe("hit");
    expect(shownRow(card).refused).toEqual([
      "No Defend for Ogre: Fully Restrained: it cannot roll Evasion, and attacks against it automatically hit.",
    ]);
  });

  it("an ordinary roll offers Bob his Evasion with no reason; once damage is applied the crit's line is gone", async () => {
    const card = await veraAttacksOgre(w, 10);
    w.as(w.bob);
    expect(shownRow(card)).toMatchObject({ refused: [], actions: [{ step: "evasion" }] });
    const crit = await veraAttacksOgre(w, 20);
    w.dice(6);
    expect(await askStep("damage", w.vera as never, crit.id, "t0")).toEqual({ ok: true });
    expect(gmRow(crit).refused).toEqual([]);
  });
});

describe("the GM adjusts energy damage before applying it", () => {
  const adjust = (card: FakeChatMessage, how: string, value?: string) =>
    cardAction(card as never, { action: "adjustDamage", row: "t0", step: "damage", adjust: how, value });
  const aura = () => (w.ogre.system as unknown as { aura: { value: number } }).aura.value;

  it("double: 1d8 6 + MASDB 1 = 7 → 14, less AR 3 off Aura, said on the card and undone by Undo", async () => {
    const card = await veraAttacksOgre(w, 10);
    await ogreDefends(w, card, "evasion", 2);
    w.as(w.alice);
    expect(shownRow(card).actions.find((a) => a.step === "damage")?.adjust).toBeNull();
    w.as(w.gm);
    w.dice(6);
    expect(await adjust(card, "double")).toEqual({ ok: true });
    expect(aura()).toBe(20 - 11);
    const row = gmRow(card);
    expect(row.adjustedText).toBe("Applied ×2: 7 → 14");
    expect(row.breakdowns.find((b) => b.kind === "damage")?.effects).toEqual([
      "Damage before the rules: 14",
      "Armor (AR 3): 14 → 11",
      "Aura: −11",
    ]);
    const undo = { messageId: card.id, rowKey: "t0", requestId: "undo000000000001" };
    expect(await handleUndoDamage(undo, w.gm as never)).toEqual({ ok: true });
    expect(aura()).toBe(20);
  });
});
