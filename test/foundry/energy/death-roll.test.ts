/**
 * `energy` seed: "In combat, this is almost always represented by a making a Death roll every time you are damaged
 * with 0 Aura." The damage step calls for it; the active GM's client rolls it by itself after the damage
 * (procedure/steps/follow-up-roll.ts), the card shows it with its breakdown, the target keeps what the Death roll
 * table says, and Undo takes it back with the damage.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { followUpCard } from "../../../module/foundry/chat/attack-card/auto-damage.ts";
import { attackCardContext } from "../../../module/foundry/chat/attack-card/context.ts";
import { cardData } from "../../../module/foundry/chat/attack-card/card-data.ts";
import { readRoll } from "../../../module/foundry/chat/attack-card/stored-roll.ts";
import { configureStatusEffects } from "../../../module/foundry/effects/register.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { gmTakesStep } from "../../../module/foundry/procedure/gm-step.ts";
import { ENERGY_PROCEDURE } from "../../../module/foundry/rulesets/energy/procedure.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { englishLocalizer } from "../../e2e/support/i18n.ts";
import { createCombat } from "../combat/fixture.ts";
import { energyWorld, veraAttacksOgre, type EnergyWorld } from "./world-fixture.ts";

interface StoredState {
  aura: { value: number };
  state: { unconscious: string | null; bleedingOut: boolean; dead: boolean };
}
interface Row {
  damage: { status: string; follows: string[]; followUps: { stepId: string; summary: string }[] };
}
const rowOf = (card: FakeChatMessage): Row => {
  const row = (card.system as unknown as { targets: Row[] }).targets[0];
  if (!row) throw new Error("card has no row");
  return row;
};
const ogre = (w: EnergyWorld) => w.ogre.system as unknown as StoredState;

let w: EnergyWorld;

beforeEach(async () => {
  w = await energyWorld();
  configureStatusEffects("energy");
  w.as(w.gm);
  await fake().game.settings.set("fray", "autoApplyDamage", false);
  await w.ogre.update({ system: { aura: { value: 0 } } });
});

/** Vera's Critical Hit (no Evasion to wait for), applied by Alice with a 6, then the GM's follow-up. */
async function hitAtZeroAura(deathRoll: number): Promise<FakeChatMessage> {
  const card = await veraAttacksOgre(w, 20);
  w.dice(6);
  expect(await askStep("damage", w.vera as never, card.id, "t0")).toEqual({ ok: true });
  w.as(w.gm);
  w.dice(deathRoll);
  await followUpCard(card as never);
  return card;
}

describe('"a Death roll every time you are damaged with 0 Aura"', () => {
  it("'5-9 You suffer a major injury and begin to bleed out': rolled after the damage, Exhausted, bleeding out", async () => {
    const card = await hitAtZeroAura(7);
    expect(rowOf(card).damage.follows).toEqual(["deathRoll"]);
    expect(rowOf(card).damage.followUps).toMatchObject([{ stepId: "deathRoll" }]);
    expect(ogre(w).state).toMatchObject({ bleedingOut: true, dead: false, unconscious: null });
    expect(w.ogre.statuses.has("exhausted")).toBe(true);
  });

  it("the card shows the Death roll and its breakdown", async () => {
    const card = await hitAtZeroAura(7);
    const data = cardData(card.system as never);
    const gm = { isGM: true, ownsAttacker: true, ownsTarget: () => true, showOdds: true, hides: () => false };
    const followUps = (data.targets[0]?.damage.followUps ?? []).map((f) => ({
      label: f.label,
      roll: readRoll(f.roll) ?? expect.fail("the Death roll reads back"),
    }));
    const view = attackCardContext(
      data,
      () => ({ attack: 20, defense: undefined, rolls: { followUps } }),
      gm,
      englishLocalizer(),
      undefined,
      ENERGY_PROCEDURE,
    );
    const row = view.rows[0];
    expect(row?.followUpTexts).toEqual([expect.stringContaining("Death roll 7: major injury, bleeding out")]);
    expect(row?.breakdowns.map((b) => [b.summary, b.total])).toEqual([["Death roll details", "Total 7"]]);
    // Nothing left to press: the Death roll is nobody's button.
    expect(row?.actions).toEqual([]);
  });

  it("'<=1 You die.': the Ogre is dead, with the Dead status", async () => {
    await hitAtZeroAura(1);
    expect(ogre(w).state).toMatchObject({ dead: true, bleedingOut: false });
    expect(w.ogre.statuses.has("dead")).toBe(true);
  });

  it("'2-4 … You also fall unconscious': unconscious from dying, with the Unconscious status", async () => {
    await hitAtZeroAura(3);
    expect(ogre(w).state).toMatchObject({ bleedingOut: true, unconscious: "dying" });
    expect(w.ogre.statuses.has("unconscious")).toBe(true);
  });

  it("'15-19 … Exhausted until the end of the next Round': the Exhausted status expires then", async () => {
    const combat = await createCombat("energy", [w.vera, w.ogre]);
    await combat.startCombat();
    await hitAtZeroAura(17);
    expect(ogre(w).state).toMatchObject({ bleedingOut: false, dead: false });
    expect(w.ogre.statuses.has("exhausted")).toBe(true);
    await combat.nextRound();
    expect(w.ogre.statuses.has("exhausted")).toBe(true);
    await combat.nextRound();
    expect(w.ogre.statuses.has("exhausted")).toBe(false);
  });

  it("no Death roll while the hit only lowers Aura", async () => {
    await w.ogre.update({ system: { aura: { value: 20 } } });
    const card = await hitAtZeroAura(1);
    expect(rowOf(card).damage.follows).toEqual([]);
    expect(rowOf(card).damage.followUps).toEqual([]);
    expect(ogre(w).state.dead).toBe(false);
  });

  it("rolled once: the follow-up run again, a player's ask and the GM's click have no second effect", async () => {
    const card = await hitAtZeroAura(7);
    w.dice(1);
    await followUpCard(card as never);
    expect(rowOf(card).damage.followUps).toHaveLength(1);
    expect(await gmTakesStep(card.id, "t0", "deathRoll")).toMatchObject({ ok: false });
    w.as(w.bob);
    expect(await askStep("deathRoll", w.ogre as never, card.id, "t0")).toMatchObject({ ok: false });
    expect(ogre(w).state.dead).toBe(false);
  });

  it("Undo takes the Death roll back with the damage: state and Exhausted as before", async () => {
    const card = await hitAtZeroAura(3);
    w.as(w.gm);
    const { cardAction } = await import("../../../module/foundry/chat/attack-card/actions.ts");
    expect(await cardAction(card as never, { action: "undoDamage", row: "t0" })).toMatchObject({ ok: true });
    expect(ogre(w).state).toMatchObject({ bleedingOut: false, unconscious: null, dead: false });
    expect(w.ogre.statuses.has("exhausted")).toBe(false);
    expect(w.ogre.statuses.has("unconscious")).toBe(false);
  });
});
