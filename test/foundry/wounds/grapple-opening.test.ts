/**
 * Grapple and Create an Opening from a weapon row, through the shared attack flow and the card (seed 004). "Action:
 * Grapple … Make a melee attack against an adjacent target using any weapon that has a reach of 0 … If the attack
 * hits, you deal no damage but instead both you and the target are grappling each other." "Action: Create an Opening
 * … Make a melee attack roll with your weapon. You can use the result in place of your Defense against any rebuff
 * reaction made by the target for the rest of the turn." Vera attacks at d20 − 5 (fists: no accuracy, d20 − 6); the
 * Ogre has melee Defense 10.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RollDialogAnswer, RollDialogSetup } from "../../../module/foundry/applications/roll-dialog/state.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { isRefusal } from "../../../module/foundry/combat-room.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { fighter, LONGSWORD, stored, woundsCombat, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

const choose = vi.hoisted(() => vi.fn<(setup: RollDialogSetup) => Promise<RollDialogAnswer | null>>());
vi.mock("../../../module/foundry/applications/roll-dialog/dialog.ts", () => ({ chooseRoll: choose }));

const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");
const { WOUNDS_COMBAT_ROOM } = await import("../../../module/foundry/rulesets/wounds/combat-room.ts");

const FISTS = "fists00000000000";
const CLUB = "club000000000000";

let w: WoundsWorld;

beforeEach(async () => {
  choose.mockReset();
  w = await woundsWorld();
  w.as(w.gm);
  await w.vera.createEmbeddedDocuments("Item", [
    {
      _id: FISTS,
      name: "Fists",
      type: "wounds-weapon",
      system: { kind: "melee", group: "Unarmed", accuracy: 0, damage: 0, reach: 0 },
    },
  ]);
  await w.ogre.createEmbeddedDocuments("Item", [
    {
      _id: CLUB,
      name: "Club",
      type: "wounds-weapon",
      system: { kind: "melee", group: "Clubs", accuracy: 0, damage: 3, reach: 1, equipped: true },
    },
  ]);
});

async function veraAttacks(itemId: string, choices: Record<string, boolean>): Promise<FakeChatMessage | undefined> {
  choose.mockResolvedValue({ choices, extra: null, mode: "public" });
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.ogre });
  const before = w.messages.size;
  await rollAttack(w.vera as never, itemId, { skipDialog: false });
  return w.messages.size > before ? [...w.messages.values()].at(-1) : undefined;
}

async function rollOnCard(card: FakeChatMessage, face: number) {
  w.as(w.alice);
  w.dice(face);
  return askStep("attack", w.vera as never, card.id, "t0", "roll");
}

const outcome = (card: FakeChatMessage) =>
  (card.system.toObject() as { targets: { outcome: string }[] }).targets[0]?.outcome;
const wounds = () => Object.values((w.ogre.system.toObject() as { wounds: Record<string, number> }).wounds);

describe("Grapple", () => {
  it('"If the attack hits, you deal no damage but instead both you and the target are grappling each other"', async () => {
    const card = await veraAttacks(FISTS, { grapple: true });
    if (!card) throw new Error("no card");
    expect(await rollOnCard(card, 17)).toEqual({ ok: true });
    expect(outcome(card)).toBe("hit");
    expect(w.vera.statuses.has("grappling")).toBe(true);
    expect(w.ogre.statuses.has("grappling")).toBe(true);
    expect(await askStep("damage", w.vera as never, card.id, "t0")).toEqual({ ok: false, reason: "noDamage" });
    expect(wounds().every((n) => n === 0)).toBe(true);
  });

  it("a miss grapples nobody, and a second roll of the same row has no second effect", async () => {
    const card = await veraAttacks(FISTS, { grapple: true });
    if (!card) throw new Error("no card");
    expect(await rollOnCard(card, 15)).toEqual({ ok: true });
    expect(outcome(card)).toBe("miss");
    expect((await rollOnCard(card, 20)).ok).toBe(false);
    expect(w.vera.statuses.has("grappling")).toBe(false);
    expect(w.ogre.statuses.has("grappling")).toBe(false);
  });

  it('"using any weapon that has a reach of 0": the longsword (reach 1) is refused and nothing is posted', async () => {
    expect(await veraAttacks(LONGSWORD, { grapple: true })).toBeUndefined();
    const plan = WOUNDS_COMBAT_ROOM.planAttack(w.vera as never, w.vera.items.get(LONGSWORD) as never, w.ogre as never, {
      grapple: true,
    });
    expect(isRefusal(plan) && plan.refused).toBe("FRAY.Wounds.Refusal.reachNotZero");
  });
});

describe("Create an Opening", () => {
  let combat: FakeCombat;
  beforeEach(async () => {
    w.as(w.gm);
    combat = await woundsCombat([
      { actor: w.vera, initiative: 10 },
      { actor: w.ogre, initiative: 8 },
    ]);
    await combat.startCombat();
  });

  const rebuffAgainst = () => {
    const plan = WOUNDS_COMBAT_ROOM.planAttack(w.ogre as never, w.ogre.items.get(CLUB) as never, w.vera as never, {
      rebuff: true,
    });
    if (isRefusal(plan)) throw new Error(plan.refused);
    return plan.against;
  };

  it("3 AP; the roll is kept against the target and a Rebuff by that target meets it instead of a lower Defense", async () => {
    const defense = rebuffAgainst();
    const card = await veraAttacks(LONGSWORD, { opening: true });
    if (!card) throw new Error("no card");
    expect(stored(fighter(combat, w.vera)).ap).toBe(4);
    expect(await rollOnCard(card, 19)).toEqual({ ok: true });
    expect(stored(fighter(combat, w.vera)).opening).toEqual({ target: fighter(combat, w.ogre).id, result: 14 });
    expect(14).toBeGreaterThan(defense);
    expect(rebuffAgainst()).toBe(14);
    expect(await askStep("damage", w.vera as never, card.id, "t0")).toEqual({ ok: false, reason: "noDamage" });
    expect(wounds().every((n) => n === 0)).toBe(true);
  });

  it('"for the rest of the turn": the opening lapses when Vera\'s turn ends', async () => {
    const card = await veraAttacks(LONGSWORD, { opening: true });
    if (!card) throw new Error("no card");
    await rollOnCard(card, 19);
    w.as(w.gm);
    await combat.nextTurn();
    expect(stored(fighter(combat, w.vera)).opening).toEqual({ target: "", result: 0 });
    expect(rebuffAgainst()).toBeLessThan(14);
  });
});
