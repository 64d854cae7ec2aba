/**
 * `energy` seed: "if a target is asleep or fully restrained they cannot roll Evasion, and any attacks against them
 * automatically hit". The row is a hit as the card is posted, with no Evasion step, and Apply works; a natural 1 hits
 * them too, unless the world's `energy-helplessNaturalOneMisses` variant keeps it a miss.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { followUpCard } from "../../../module/foundry/chat/attack-card/auto-damage.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { attackCardContext } from "../../../module/foundry/chat/attack-card/context.ts";
import { cardData } from "../../../module/foundry/chat/attack-card/card-data.ts";
import { ENERGY_PROCEDURE } from "../../../module/foundry/rulesets/energy/procedure.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import { energyWorld, ogreDefends, veraAttacksOgre, type EnergyWorld } from "./world-fixture.ts";

interface Row {
  outcome: string;
  hitChance: number;
  defense: { status: string };
  damage: { status: string };
}
const rowOf = (card: FakeChatMessage): Row => {
  const row = (card.system as unknown as { targets: Row[] }).targets[0];
  if (!row) throw new Error("card has no row");
  return row;
};
const aura = (w: EnergyWorld) => (w.ogre.system as unknown as { aura: { value: number } }).aura.value;

const i18n = englishLocalizer();
let w: EnergyWorld;

beforeEach(async () => {
  w = await energyWorld();
  w.as(w.gm);
  await w.ogre.update({ system: { state: { unconscious: "sleep" } } });
  await fake().game.settings.set("fray", "energy-helplessNaturalOneMisses", false);
  await fake().game.settings.set("fray", "autoApplyDamage", false);
});

describe('"any attacks against them automatically hit" (a sleeping Ogre)', () => {
  it("the row is a hit as posted, a certain one, with no Evasion step; Apply damages the Ogre", async () => {
    const card = await veraAttacksOgre(w, 10);
    expect(rowOf(card)).toMatchObject({ outcome: "hit", hitChance: 1, defense: { status: "none" } });
    expect(await ogreDefends(w, card, "evasion", 5)).toMatchObject({ ok: false });
    // The GM sees Apply and no Evasion button, and awaits nobody's Evasion.
    const gm = { isGM: true, ownsAttacker: true, ownsTarget: () => true, showOdds: true, hides: () => false };
    const view = attackCardContext(
      cardData(card.system as never),
      () => ({ attack: 10, defense: undefined }),
      gm,
      i18n,
      undefined,
      ENERGY_PROCEDURE,
    );
    expect(view.rows[0]?.actions.map((a) => a.step)).toEqual(["damage"]);
    w.as(w.alice);
    w.dice(6);
    expect(await askStep("damage", w.vera as never, card.id, "t0")).toEqual({ ok: true });
    expect(aura(w)).toBeLessThan(20);
  });

  it("a natural 1 hits them too (the seed), and misses with the world's variant on", async () => {
    expect(rowOf(await veraAttacksOgre(w, 1)).outcome).toBe("hit");
    w.as(w.gm);
    await fake().game.settings.set("fray", "energy-helplessNaturalOneMisses", true);
    const card = await veraAttacksOgre(w, 1);
    expect(rowOf(card).outcome).toBe("miss");
    expect(rowOf(card).hitChance).toBeCloseTo(19 / 20, 10);
    expect(rowOf(await veraAttacksOgre(w, 2)).outcome).toBe("hit");
  });

  it("auto-apply applies the hit at once: there is no Evasion to wait for", async () => {
    await fake().game.settings.set("fray", "autoApplyDamage", true);
    const card = await veraAttacksOgre(w, 10);
    w.as(w.gm);
    w.dice(6);
    await followUpCard(card as never);
    expect(rowOf(card).damage.status).toBe("applied");
  });

  it("a Critical Hit on an awake Ogre offers no Evasion either, and auto-apply takes it", async () => {
    w.as(w.gm);
    await w.ogre.update({ system: { state: { unconscious: null } } });
    await fake().game.settings.set("fray", "autoApplyDamage", true);
    const card = await veraAttacksOgre(w, 20);
    expect(rowOf(card).outcome).toBe("hit");
    w.as(w.gm);
    w.dice(6);
    await followUpCard(card as never);
    expect(rowOf(card).damage.status).toBe("applied");
  });
});
