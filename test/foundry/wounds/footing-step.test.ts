/**
 * The footing check on the card (issue 21, row 140; module/foundry/rulesets/wounds/attack/footing.ts). Seed 004:
 * "Any time you make an attack roll, you must make a Str [Athletics/Climbing] or Str [Athletics/Swimming] check to not
 * fall or sink underwater. If you fail the check, then your attack automatically misses."
 *
 * Alice's Vera (initiative 12, longsword) attacks Bob's Ogre beside her on a 1-yard square scene. Her footing check:
 * d20 − 10 + Str 2 + Athletics 1 against TN 0 (decision 208), so a 7 keeps it.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { followUpCard } from "../../../module/foundry/chat/attack-card/auto-damage.ts";
import { askStep } from "../../../module/foundry/procedure/ask-step.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeChatMessage } from "../../support/fake-foundry/world/documents.ts";
import { installSelfCheckWorld, FakeSceneDocument } from "../../support/fake-foundry/world/self-check-world.ts";
import { LONGSWORD, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

const { rollAttack } = await import("../../../module/foundry/flows/attack.ts");
const { attackCardViewContext } = await import("../../../module/foundry/chat/attack-card/render.ts");

let w: WoundsWorld;

interface Row {
  readonly attack: unknown;
  readonly outcome: string;
  readonly damage: {
    readonly status: string;
    readonly summary: string;
    readonly follows?: readonly string[];
    readonly followUps?: readonly { readonly stepId: string; readonly summary: string }[];
  };
  readonly taken?: readonly { readonly stepId: string; readonly choice: string }[];
}
const rowOf = (card: FakeChatMessage): Row | undefined => (card.system.toObject() as { targets: Row[] }).targets[0];
const summaries = () => [...w.messages.values()].map((m) => m.content).filter((c) => c.includes("fray-round-summary"));

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await woundsWorld();
  installSelfCheckWorld(w);
  w.as(w.gm);
  const scene = await FakeSceneDocument.create({
    name: "River",
    grid: { type: 1, size: 100, distance: 1, units: "yd", diagonals: 0 },
  });
  const [veraAt, ogreAt] = await scene.createEmbeddedDocuments("Token", [
    { actorId: w.vera.id, x: 0, y: 0, actorLink: true },
    { actorId: w.ogre.id, x: 100, y: 0, actorLink: true },
  ]);
  if (!veraAt || !ogreAt) throw new Error("no tokens");
  const combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments("Combatant", [
    { actorId: w.vera.id, tokenId: veraAt.id, sceneId: scene.id, initiative: 12 },
    { actorId: w.ogre.id, tokenId: ogreAt.id, sceneId: scene.id, initiative: 8 },
  ]);
  await combat.startCombat();
  return () => {
    vi.restoreAllMocks();
  };
});

/** Alice's Vera declares a Standard Attack on the Ogre (Shift-click). */
async function veraAttacks(): Promise<FakeChatMessage> {
  w.as(w.alice);
  w.alice.targets.clear();
  w.alice.targets.add({ actor: w.ogre });
  await rollAttack(w.vera as never, LONGSWORD, { skipDialog: true });
  const card = [...w.messages.values()].filter((m) => m.type === "attack").at(-1);
  if (!card) throw new Error("no card");
  return card;
}

/** The card's buttons as Alice sees them: step and label. */
function buttons(card: FakeChatMessage): unknown[] {
  w.as(w.alice);
  const row = attackCardViewContext(card as never, card.system as never).rows[0];
  return (row?.actions ?? []).map((a) => [a.step, a.label]);
}

/** Alice's footing check, the d20 showing `face`. */
function keepFooting(card: FakeChatMessage, face: number) {
  w.as(w.alice);
  w.dice(face);
  return askStep("footing", w.vera as never, card.id, "t0", "keep");
}

/** Alice's attack roll, the d20 showing `face`. */
function attack(card: FakeChatMessage, face: number) {
  w.as(w.alice);
  w.dice(face);
  return askStep("attack", w.vera as never, card.id, "t0", "roll");
}

describe('"Any time you make an attack roll, you must make a Str [Athletics/Climbing] or Str [Athletics/Swimming] check"', () => {
  it("a Swimming Vera is offered the check before the attack, with its chance; the attack waits for it", async () => {
    await w.vera.toggleStatusEffect("swimming", { active: true });
    const card = await veraAttacks();
    expect(buttons(card)).toEqual([["footing", "Before attacking Ogre: Stay afloat: Str [Athletics/Swimming] (70%)"]]);
    expect(await attack(card, 19)).toEqual({ ok: false, reason: "stepNotOpen" });
  });

  it("a Climbing Vera keeps hold with a 7 (7 − 7 = 0 meets TN 0): the attack is rolled as usual and hits", async () => {
    await w.vera.toggleStatusEffect("climbing", { active: true });
    const card = await veraAttacks();
    expect(await keepFooting(card, 7)).toEqual({ ok: true });
    expect(summaries().at(-1)).toContain("check 0: keeps their footing.");
    expect(w.vera.statuses.has("climbing")).toBe(true);
    expect(await attack(card, 19)).toEqual({ ok: true });
    expect(rowOf(card)?.outcome).toBe("hit");
  });

  it('"If you fail the check, then your attack automatically misses": a 6 sinks her Underwater (still Swimming); a 19 then misses', async () => {
    await w.vera.toggleStatusEffect("swimming", { active: true });
    const card = await veraAttacks();
    expect(await keepFooting(card, 6)).toEqual({ ok: true });
    expect(summaries().at(-1)).toContain("check -1: sinks underwater; the attack misses.");
    expect([w.vera.statuses.has("swimming"), w.vera.statuses.has("underwater")]).toEqual([true, true]);
    expect(await attack(card, 19)).toEqual({ ok: true });
    expect(rowOf(card)?.outcome).toBe("miss");
    expect(await askStep("damage", w.vera as never, card.id, "t0")).toMatchObject({ ok: false });
  });

  it("a Climbing Vera who fails falls: Climbing ends, nothing else is set (where she lands is the GM's)", async () => {
    await w.vera.toggleStatusEffect("climbing", { active: true });
    const card = await veraAttacks();
    await keepFooting(card, 2);
    expect(summaries().at(-1)).toContain("loses hold and falls; the attack misses.");
    expect([...w.vera.statuses]).toEqual([]);
  });

  it("on firm ground nothing is asked: no footing button, and an ask for it is refused", async () => {
    const card = await veraAttacks();
    expect(buttons(card).map((b) => (b as string[])[0])).toEqual(["attack"]);
    expect(await keepFooting(card, 19)).toMatchObject({ ok: false });
  });

  it("once per attack: a second check is refused and changes nothing; Bob may not take Vera's", async () => {
    await w.vera.toggleStatusEffect("swimming", { active: true });
    const card = await veraAttacks();
    w.as(w.bob);
    expect(await askStep("footing", w.ogre as never, card.id, "t0", "keep")).toMatchObject({ ok: false });
    await keepFooting(card, 2);
    expect(await keepFooting(card, 19)).toMatchObject({ ok: false });
    expect(rowOf(card)?.taken).toEqual([expect.objectContaining({ stepId: "footing", choice: "lost" })]);
  });

  it("sunk Underwater, nothing is left to keep: her next attack asks no footing check", async () => {
    await w.vera.toggleStatusEffect("swimming", { active: true });
    await w.vera.toggleStatusEffect("underwater", { active: true });
    const card = await veraAttacks();
    expect(buttons(card).map((b) => (b as string[])[0])).toEqual(["attack"]);
  });
});

describe('"whenever you take a wound, you must make another check at a -5 penalty for each wound level beyond light"', () => {
  /** Vera hits the Ogre with a 15 and Alice applies the damage; the GM's client then rolls the follow-up, showing `face`. */
  async function woundTheOgre(face: number): Promise<FakeChatMessage> {
    await fake().game.settings.set("fray", "autoApplyDamage", false);
    const card = await veraAttacks();
    // 15 − 10 + Dex 1 + Melee 2 + Swords 1 + accuracy 1 = 10, damage 5: a severe wound (final damage 4).
    expect(await attack(card, 15)).toEqual({ ok: true });
    expect(await askStep("damage", w.vera as never, card.id, "t0")).toEqual({ ok: true });
    w.as(w.gm);
    w.dice(face);
    await followUpCard(card as never);
    return card;
  }

  it("a Swimming Ogre wounded severely makes the check at −10 (two levels beyond light) and sinks on a failure", async () => {
    w.as(w.gm);
    await w.ogre.toggleStatusEffect("swimming", { active: true });
    const card = await woundTheOgre(17);
    expect(rowOf(card)?.damage.summary).toContain("Severe wound");
    expect(rowOf(card)?.damage.follows).toEqual(["woundFooting.severe"]);
    // d20 17 − 10 + Str 2 − 10 = −1, short of TN 0.
    expect(rowOf(card)?.damage.followUps).toMatchObject([
      { stepId: "woundFooting.severe", summary: "footing check -1: sinks underwater." },
    ]);
    expect(w.ogre.statuses.has("underwater")).toBe(true);
  });

  it("the same wound with an 18 (0 meets TN 0): the Ogre keeps its footing", async () => {
    w.as(w.gm);
    await w.ogre.toggleStatusEffect("swimming", { active: true });
    const card = await woundTheOgre(18);
    expect(rowOf(card)?.damage.followUps).toMatchObject([{ summary: "footing check 0: keeps their footing." }]);
    expect(w.ogre.statuses.has("underwater")).toBe(false);
  });

  it('"falling … on a failure": a Climbing Ogre that fails falls, Climbing ends, and Undo gives it back (decision 216)', async () => {
    w.as(w.gm);
    await w.ogre.toggleStatusEffect("climbing", { active: true });
    const card = await woundTheOgre(17);
    expect(rowOf(card)?.damage.follows).toEqual(["woundFooting.severe"]);
    // d20 17 − 10 + Str 2 − 10 = −1, short of TN 0: the climber falls; nothing else is set (the fall is the GM's).
    expect(rowOf(card)?.damage.followUps).toMatchObject([
      {
        stepId: "woundFooting.severe",
        summary:
          "footing check -1: loses hold and falls; Climbing ends (where it lands and what the fall deals are the GM's).",
      },
    ]);
    expect(w.ogre.statuses.has("climbing")).toBe(false);
    expect(w.ogre.statuses.has("prone")).toBe(false);
    expect(w.ogre.statuses.has("underwater")).toBe(false);
    // A second taking of the step is refused and changes nothing.
    w.dice(1);
    await followUpCard(card as never);
    expect(rowOf(card)?.damage.followUps).toHaveLength(1);
    const { cardAction } = await import("../../../module/foundry/chat/attack-card/actions.ts");
    expect(await cardAction(card as never, { action: "undoDamage", row: "t0" })).toMatchObject({ ok: true });
    expect(w.ogre.statuses.has("climbing")).toBe(true);
  });

  it("a Climbing Ogre that makes the check (an 18: 0 meets TN 0) keeps Climbing", async () => {
    w.as(w.gm);
    await w.ogre.toggleStatusEffect("climbing", { active: true });
    const card = await woundTheOgre(18);
    expect(rowOf(card)?.damage.followUps).toMatchObject([{ summary: "footing check 0: keeps their footing." }]);
    expect(w.ogre.statuses.has("climbing")).toBe(true);
  });

  it("Undo takes a sinking back with the damage: Underwater ends, Swimming stays", async () => {
    w.as(w.gm);
    await w.ogre.toggleStatusEffect("swimming", { active: true });
    const card = await woundTheOgre(17);
    expect(w.ogre.statuses.has("underwater")).toBe(true);
    const { cardAction } = await import("../../../module/foundry/chat/attack-card/actions.ts");
    expect(await cardAction(card as never, { action: "undoDamage", row: "t0" })).toMatchObject({ ok: true });
    expect(w.ogre.statuses.has("underwater")).toBe(false);
    expect(w.ogre.statuses.has("swimming")).toBe(true);
  });

  it("on firm ground a wound asks nothing", async () => {
    const card = await woundTheOgre(2);
    expect(rowOf(card)?.damage.follows ?? []).toEqual([]);
    expect(rowOf(card)?.damage.followUps ?? []).toEqual([]);
  });
});
