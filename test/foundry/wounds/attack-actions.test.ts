/**
 * The attack actions chosen in the roll dialog reach the card and the engine's damage (seed 004): Quick Attack "the
 * resulting wound level is reduced by one step", Strong Attack "you deal an additional 1d6 damage", Nonlethal Attack
 * "at a -2 penalty"; each at its own AP (Standard 4, Quick 3, Strong 6). Vera attacks at d20 − 5 with damage 5; the
 * Ogre has melee Defense 10 and Toughness 1.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RollDialogAnswer, RollDialogSetup } from "../../../module/foundry/applications/roll-dialog/state.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { fighter, LONGSWORD, stored, woundsCombat, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

// The dialog itself needs Foundry's ApplicationV2; here its answer is scripted, and the flow around it is real. Hoisted:
// the fixture's imports reach the dialog's module before this file's body runs.
const choose = vi.hoisted(() => vi.fn<(setup: RollDialogSetup) => Promise<RollDialogAnswer | null>>());
vi.mock("../../../module/foundry/applications/roll-dialog/dialog.ts", () => ({ chooseRoll: choose }));

const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");
const { attackCardViewContext } = await import("../../../module/foundry/chat/attack-card/render.ts");

let w: WoundsWorld;

beforeEach(async () => {
  choose.mockReset();
  w = await woundsWorld();
});

async function veraAttacks(choices: Record<string, boolean>): Promise<FakeChatMessage> {
  choose.mockResolvedValue({ choices, extra: null, mode: "public" });
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.ogre });
  await rollAttack(w.vera as never, LONGSWORD, { skipDialog: false });
  const card = [...w.messages.values()].at(-1);
  if (!card) throw new Error("no card posted");
  return card;
}

async function rollAndApply(card: FakeChatMessage, attackFace: number, ...damageFaces: number[]) {
  w.as(w.alice);
  w.dice(attackFace);
  expect(await askStep("attack", w.vera as never, card.id, "t0", "roll")).toEqual({ ok: true });
  w.dice(...damageFaces);
  expect(await askStep("damage", w.vera as never, card.id, "t0")).toEqual({ ok: true });
  return (card.system.toObject() as { targets: { damage: { summary: string } }[] }).targets[0]?.damage.summary;
}

function attackButton(card: FakeChatMessage) {
  w.as(w.alice);
  return attackCardViewContext(card as never, card.system as never).rows[0]?.actions[0];
}

describe("Quick Attack", () => {
  it('"the resulting wound level is reduced by one step": final damage 5 indicates severe, a moderate wound lands', async () => {
    const card = await veraAttacks({ quick: true });
    expect(await rollAndApply(card, 16)).toBe("Moderate wound (final damage 5)");
    expect((w.ogre.system.toObject() as { wounds: { moderate: number } }).wounds.moderate).toBe(1);
  });

  it("its button names the action, and its odds are a level lower than a Standard Attack's", async () => {
    const quick = attackButton(await veraAttacks({ quick: true }));
    const standard = attackButton(await veraAttacks({}));
    expect(quick?.label).toBe("Roll Quick Attack against Ogre");
    expect(standard?.label).toBe("Roll Standard Attack against Ogre");
    // A Standard hit is severe 10% · critical 10% · fatal 10%; a Quick one moderate 10% · severe 10% · critical 10%.
    expect(standard?.oddsText).toContain("moderate 0% · severe 10% · critical 10%");
    expect(quick?.oddsText).toContain("moderate 10% · severe 10% · critical 10%");
  });
});

describe("Strong Attack", () => {
  it('"you deal an additional 1d6 damage": 10 + (5 + 3) − 10 − 1 = 7, a critical wound', async () => {
    const card = await veraAttacks({ strong: true });
    expect(await rollAndApply(card, 15, 3)).toBe("Critical wound (final damage 7)");
  });

  it("no choice of wound is asked on any attack but a Nonlethal one", async () => {
    const card = await veraAttacks({ strong: true });
    w.as(w.alice);
    w.dice(15);
    await askStep("attack", w.vera as never, card.id, "t0", "roll");
    expect(await askStep("nonlethal", w.vera as never, card.id, "t0", "none")).toEqual({
      ok: false,
      reason: "notNonlethal",
    });
  });
});

describe("Nonlethal Attack", () => {
  it('"you may choose to cause a wound of any level up to the level your damage roll indicates": 12 + 5 − 11 = 6, critical', async () => {
    const card = await veraAttacks({ nonlethal: true });
    w.as(w.alice);
    w.dice(19);
    await askStep("attack", w.vera as never, card.id, "t0", "roll");
    expect(await askStep("damage", w.vera as never, card.id, "t0")).toEqual({ ok: false, reason: "stepNotOpen" });
    const row = attackCardViewContext(card as never, card.system as never).rows[0];
    expect(row?.actions.map((a) => a.choice)).toEqual(["light", "moderate", "severe", "critical", "none"]);
    expect(row?.actions[1]?.label).toBe("Nonlethal on Ogre: A moderate wound");
    w.as(w.bob);
    expect(await askStep("nonlethal", w.vera as never, card.id, "t0", "light")).toEqual({
      ok: false,
      reason: "notOwner",
    });
    w.as(w.alice);
    expect(await askStep("nonlethal", w.vera as never, card.id, "t0", "fatal")).toEqual({
      ok: false,
      reason: "unknownChoice",
    });
    expect(await askStep("nonlethal", w.vera as never, card.id, "t0", "moderate")).toEqual({ ok: true });
    expect(await askStep("damage", w.vera as never, card.id, "t0")).toEqual({ ok: true });
    const wounds = (w.ogre.system.toObject() as { wounds: Record<string, number> }).wounds;
    expect(wounds).toMatchObject({ moderate: 1, critical: 0 });
  });

  it("no wound at all is a choice too", async () => {
    const card = await veraAttacks({ nonlethal: true });
    w.as(w.alice);
    w.dice(19);
    await askStep("attack", w.vera as never, card.id, "t0", "roll");
    await askStep("nonlethal", w.vera as never, card.id, "t0", "none");
    await askStep("damage", w.vera as never, card.id, "t0");
    const wounds = (w.ogre.system.toObject() as { wounds: Record<string, number> }).wounds;
    expect(Object.values(wounds).every((n) => n === 0)).toBe(true);
  });

  it('"at a -2 penalty": a 16 (11 − 2 = 9) misses Defense 10', async () => {
    const card = await veraAttacks({ nonlethal: true });
    w.as(w.alice);
    w.dice(16);
    await askStep("attack", w.vera as never, card.id, "t0", "roll");
    expect((card.system.toObject() as { targets: { outcome: string }[] }).targets[0]?.outcome).toBe("miss");
  });
});

describe("each attack action at its own AP", () => {
  it("Quick 3, Strong 6 (of Vera's 7 at round start)", async () => {
    w.as(w.gm);
    const combat = await woundsCombat([
      { actor: w.vera, initiative: 10 },
      { actor: w.ogre, initiative: 8 },
    ]);
    await combat.startCombat();
    const vera = fighter(combat, w.vera);
    await veraAttacks({ quick: true });
    expect(stored(vera).ap).toBe(4);
    w.as(w.gm);
    await vera.update({ system: { ap: 7 } });
    await veraAttacks({ strong: true });
    expect(stored(vera).ap).toBe(1);
  });
});
