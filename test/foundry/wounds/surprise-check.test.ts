/**
 * The GM's surprise check from the tracker (docs/rules/wounds.md decision 250; combat/surprise-check.ts) on the strict
 * fake with a scene, seed 004 "Surprise": "The GM determines who is at risk of being surprised and calls for a check if
 * necessary. Most often, this is done by making the participants roll opposed checks of some sort such as Dex
 * [Stealth/Hiding] and Prc [Stealth/Observation]." Vera (Alice's, friendly, Perception 1) watches; the Ogre (Bob's,
 * hostile, Dexterity 1) hides: a d20 face f gives f − 10 + 1 to each. The encounter has not started.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { actFor } from "../../../module/foundry/combat/economy-access.ts";
import { foundryLocalizer } from "../../../module/foundry/applications/sheets/localizer.ts";
import { combatantEconomy } from "../../../module/foundry/combat/economy-access.ts";
import { stampRequest } from "../../../module/foundry/queries/proof.ts";
import { surpriseChecked } from "../../../module/foundry/rulesets/wounds/combat/self-check-surprise.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import {
  FakeSceneDocument,
  installSelfCheckWorld,
  type FakeSceneToken,
} from "../../support/fake-foundry/world/self-check-world.ts";
import { contestFace } from "../chat/opposed-card/shown.ts";
import { runWoundsStep } from "./run-step.ts";
import { fighter, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

type AdapterCombatant = Parameters<typeof actFor>[0];
const asCombatant = (c: FakeCombatant) => c as unknown as AdapterCombatant;

const FRIENDLY = 1;
const HOSTILE = -1;
const NEUTRAL = 0;

let w: WoundsWorld;
let combat: FakeCombat;
let tokens: Record<"vera" | "ogre" | "cat", FakeSceneToken>;
let scene: FakeSceneDocument;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  w = await woundsWorld();
  installSelfCheckWorld(w);
  w.as(w.gm);
  scene = await FakeSceneDocument.create({
    name: "Road",
    grid: { type: 1, size: 100, distance: 1, units: "yd", diagonals: 0 },
  });
  const placed = await scene.createEmbeddedDocuments("Token", [
    { actorId: w.vera.id, x: 0, y: 0, actorLink: true, disposition: FRIENDLY },
    { actorId: w.ogre.id, x: 300, y: 0, actorLink: true, disposition: HOSTILE },
    { actorId: w.cat.id, x: 600, y: 0, actorLink: true, disposition: NEUTRAL },
  ]);
  const [vera, ogre, cat] = placed;
  if (!vera || !ogre || !cat) throw new Error("no tokens");
  tokens = { vera, ogre, cat };
  await scene.view();
  combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments(
    "Combatant",
    placed.map((t) => ({ actorId: t.actorId, tokenId: t.id, sceneId: scene.id, initiative: null })),
  );
}, 30_000);

const lastMessage = () => [...w.messages.values()].at(-1);
const check = (actor: FakeActor) => actFor(asCombatant(fighter(combat, actor)), "surpriseCheck");

describe('"opposed checks of some sort such as Dex [Stealth/Hiding] and Prc [Stealth/Observation]" (decision 250)', () => {
  it("the Ogre's Dex [Stealth/Hiding] 11 beats Vera's Prc [Stealth/Observation] −8: Vera is caught unaware, Surprised", async () => {
    w.dice(20, 1);
    await check(w.vera);
    expect(w.vera.statuses.has("surprised")).toBe(true);
    const face = contestFace(lastMessage());
    expect(face).toContain("Ogre — Surprise: Ogre hides from Vera (Dex [Stealth/Hiding])");
    expect(face).toContain("Ogre: Surprise: Ogre hides from Vera (Dex [Stealth/Hiding]) Total 11");
    expect(face).toContain("Vera: Vera watches (Prc [Stealth/Observation]) Total -8");
    expect(face).toContain("Vera is caught unaware: Surprised until the end of its first turn");
  });

  it("Vera's 11 against the Ogre's 2: she notices it and is not surprised", async () => {
    w.dice(11, 20);
    await check(w.vera);
    expect(w.vera.statuses.has("surprised")).toBe(false);
    expect(contestFace(lastMessage())).toContain("Vera notices Ogre: not surprised");
  });

  it('a tie goes to the hider ("opposedTies", decision 48): 11 against 11, Vera Surprised', async () => {
    w.dice(20, 20);
    await check(w.vera);
    expect(w.vera.statuses.has("surprised")).toBe(true);
  });

  it("a second call after the mark is refused before anything is rolled: no second card", async () => {
    w.dice(20, 1);
    await check(w.vera);
    const messages = w.messages.size;
    await check(w.vera);
    expect(w.messages.size).toBe(messages);
    expect(w.warnings.at(-1)).toBe("Already surprised.");
  });
});

describe("who may be checked, and against whom", () => {
  it('"Creatures with a Perception higher than 5 cannot be surprised": the Cat is refused, nothing rolled', async () => {
    await tokens.cat.update({ disposition: FRIENDLY });
    const messages = w.messages.size;
    await check(w.cat);
    expect(w.messages.size).toBe(messages);
    expect(w.cat.statuses.has("surprised")).toBe(false);
  });

  it("no creature on the other side (the Ogre turned neutral, as the Cat is): refused, nothing rolled", async () => {
    await tokens.ogre.update({ disposition: NEUTRAL });
    const messages = w.messages.size;
    await check(w.vera);
    expect(w.messages.size).toBe(messages);
    expect(w.warnings.at(-1)).toContain("No creature on the other side");
  });

  it("a player cannot call it: Alice's click is refused as the GM's, and her forged relay request too", async () => {
    w.as(w.alice);
    const messages = w.messages.size;
    await check(w.vera);
    const vera = fighter(combat, w.vera);
    const requestId = await stampRequest(w.vera as unknown as Actor.Implementation, "combatAct");
    const forged = {
      actorUuid: w.vera.uuid,
      combatId: combat.id,
      combatantId: vera.id,
      act: "surpriseCheck",
      requestId,
    };
    expect(await w.gm.query("fray.combatAct", forged)).toMatchObject({ ok: false });
    expect(w.messages.size).toBe(messages);
    expect(w.vera.statuses.has("surprised")).toBe(false);
  });

  it("the tracker offers it on the row of a creature that may still be surprised", () => {
    const row = combatantEconomy(asCombatant(fighter(combat, w.vera)))?.row({
      i18n: foundryLocalizer(),
      combatant: { id: fighter(combat, w.vera).id, name: "Vera" },
      all: [],
      showPools: true,
      adjusts: false,
      started: false,
    });
    expect(row?.controls).toHaveProperty("surpriseCheck", {
      text: "Surprise check",
      label:
        "Surprise check for Vera: its Prc [Stealth/Observation] against the Dex [Stealth/Hiding] of the other side's best hider; Surprised if it loses",
    });
  });
});

describe("the self-check's surprise check step (combat/self-check-surprise.ts)", () => {
  it("passes on a world that plays the seed, and leaves the world as it was", async () => {
    // Both neutral before the step: it sets the sides it needs and gives them back.
    await tokens.ogre.update({ disposition: NEUTRAL });
    await tokens.vera.update({ disposition: NEUTRAL });
    await runWoundsStep(surpriseChecked, {
      actors: { attacker: w.ogre as never, target: w.vera as never },
      tokens: { attacker: tokens.ogre as never, target: tokens.vera as never },
      scene: scene as never,
    });
    expect(w.vera.statuses.has("surprised")).toBe(false);
    expect([tokens.ogre.disposition, tokens.vera.disposition]).toEqual([NEUTRAL, NEUTRAL]);
  });
});
