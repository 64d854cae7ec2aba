/**
 * The GM's "unaware" ruling on the card (issue 22, reachability row 139). Seed 001: "If a target is completely unaware
 * of a point-blank attack, the GM may automatically grant a hit by not allowing the target to roll Evasion."
 */
import { beforeEach, describe, expect, it } from "vitest";
import { attackCardContext } from "../../../module/foundry/chat/attack-card/context.ts";
import { cardData } from "../../../module/foundry/chat/attack-card/card-data.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { gmTakesStep } from "../../../module/foundry/procedure/gm-step.ts";
import { ENERGY_PROCEDURE } from "../../../module/foundry/rulesets/energy/procedure.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { energyWorld, ogreDefends, veraAttacksOgre, type EnergyWorld } from "./world-fixture.ts";

interface Row {
  outcome: string;
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

/** The card's buttons and waiting lines as a GM or a player (Alice owns Vera, not the Ogre) sees them. */
function viewAs(card: FakeChatMessage, isGM: boolean) {
  const viewer = { isGM, ownsAttacker: true, ownsTarget: () => isGM, showOdds: true, hides: () => false };
  const view = attackCardContext(
    cardData(card.system as never),
    () => ({ attack: 10, defense: undefined }),
    viewer,
    i18n,
    undefined,
    ENERGY_PROCEDURE,
  );
  return view.rows[0];
}

beforeEach(async () => {
  w = await energyWorld();
  w.as(w.gm);
  await fake().game.settings.set("fray", "autoApplyDamage", false);
});

describe("'the GM may automatically grant a hit by not allowing the target to roll Evasion'", () => {
  it("the GM's card offers the ruling beside the Ogre's Evasion roll; the player only reads that the GM may", async () => {
    const card = await veraAttacksOgre(w, 10);
    expect(rowOf(card).outcome).toBe("pending");
    expect(viewAs(card, true)?.actions.map((a) => [a.step, a.label])).toEqual([
      ["unaware", "Rule Ogre unaware: a hit, no Evasion roll"],
      ["evasion", "Defend Ogre"],
    ]);
    expect(viewAs(card, false)?.actions.map((a) => a.step)).toEqual([]);
    expect(viewAs(card, false)?.awaiting).toContain("The GM may rule Ogre completely unaware of the attack");
  });

  it("taken: the row is a hit with no Evasion roll; the Ogre may no longer roll it; damage applies", async () => {
    const card = await veraAttacksOgre(w, 10);
    w.as(w.gm);
    expect(await gmTakesStep(card.id, "t0", "unaware", "hit")).toEqual({ ok: true });
    expect(rowOf(card)).toMatchObject({ outcome: "hit", defense: { status: "none" } });
    expect(await ogreDefends(w, card, "evasion", 5)).toMatchObject({ ok: false });
    w.as(w.alice);
    w.dice(6);
    expect(await askStep("damage", w.vera as never, card.id, "t0")).toEqual({ ok: true });
    expect(aura(w)).toBeLessThan(20);
  });

  it("only the GM rules it: a player's ask is refused and the row still waits", async () => {
    const card = await veraAttacksOgre(w, 10);
    w.as(w.alice);
    expect(await askStep("unaware", w.vera as never, card.id, "t0", "hit")).toEqual({ ok: false, reason: "gmOnly" });
    expect(await gmTakesStep(card.id, "t0", "unaware", "hit")).toMatchObject({ ok: false });
    expect(rowOf(card).outcome).toBe("pending");
  });

  it("'by not allowing the target to roll Evasion': once the Ogre rolled it, the ruling is closed", async () => {
    const card = await veraAttacksOgre(w, 10);
    await ogreDefends(w, card, "evasion", 2);
    w.as(w.gm);
    expect(await gmTakesStep(card.id, "t0", "unaware", "hit")).toMatchObject({ ok: false });
    expect(rowOf(card).defense.status).toBe("rolled");
  });

  it("a Critical Failure's miss stands: the attack roll settled the row before any Evasion", async () => {
    const card = await veraAttacksOgre(w, 1);
    expect(rowOf(card).outcome).toBe("miss");
    w.as(w.gm);
    expect(await gmTakesStep(card.id, "t0", "unaware", "hit")).toMatchObject({ ok: false });
    expect(rowOf(card).outcome).toBe("miss");
  });
});
