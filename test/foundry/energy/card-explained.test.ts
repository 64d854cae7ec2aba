import { beforeEach, describe, expect, it } from "vitest";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
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
