/**
 * A won Drag carries the grapple (combat/drag-carry.ts; docs/rules/wounds.md decisions 225–226). Seed 004: "If you
 * succeed, you can spend up to 4 AP on movement before the end of the round, moving all others involved in the
 * grapple with you." On the strict fake, a scene of 1-yard squares: Alice's Vera (initiative 12, 7 AP, rate 9) at
 * (3, 0) and Bob's Ogre (initiative 8; Str 0, Dex 0: Power defense 10) beside her at (4, 0), both Grappling. Vera's
 * Power check is d20 − 7: face 17 wins the Drag (10), face 16 loses it. The Drag pays 4 AP; her other 3 buy movement.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { actFor } from "../../../module/foundry/combat/economy-access.ts";
import { tokenMoved } from "../../../module/foundry/combat/token-moved.ts";
import { stampRequest } from "../../../module/foundry/queries/proof.ts";
import { requestSheetAct } from "../../../module/foundry/queries/sheet-act.ts";
import { dragCarried } from "../../../module/foundry/rulesets/wounds/combat/self-check-drag.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import { faceSource } from "../../support/fake-foundry/world/dice.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import {
  FakeSceneDocument,
  installSelfCheckWorld,
  type FakeSceneToken,
} from "../../support/fake-foundry/world/self-check-world.ts";
import { runWoundsStep } from "./run-step.ts";
import { shownText } from "./shown-text.ts";
import { fighter, stored, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

let w: WoundsWorld;
let combat: FakeCombat;
let scene: FakeSceneDocument;
let veraToken: FakeSceneToken;
let ogreToken: FakeSceneToken;

const asActor = (a: FakeActor) => a as unknown as Actor.Implementation;
const square = (token: FakeSceneToken) => ({ col: token.x / 100, row: token.y / 100 });
const dragLeft = () => (stored(fighter(combat, w.vera)) as { drag: { yards: number; round: number } }).drag;
const texts = () => [...w.messages.values()].map((m) => shownText(m));
const settle = () => new Promise((done) => setTimeout(done, 0));

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  // A moved token makes the canvas refresh its attack previews in the page (canvas/preview.ts): a page with none.
  vi.stubGlobal("document", { querySelectorAll: () => [] });
  faceSource.clear();
  w = await woundsWorld();
  installSelfCheckWorld(w);
  w.as(w.gm);
  await w.ogre.update({ system: { attributes: { strength: 0, dexterity: 0 } } });
  scene = await FakeSceneDocument.create({
    name: "Yard",
    grid: { type: 1, size: 100, distance: 1, units: "yd", diagonals: 4 },
  });
  const [vera, ogre] = await scene.createEmbeddedDocuments("Token", [
    { actorId: w.vera.id, x: 300, y: 0, actorLink: true, disposition: 1 },
    { actorId: w.ogre.id, x: 400, y: 0, actorLink: true, disposition: -1 },
  ]);
  if (!vera || !ogre) throw new Error("no tokens");
  veraToken = vera;
  ogreToken = ogre;
  combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments("Combatant", [
    { actorId: w.vera.id, tokenId: vera.id, sceneId: scene.id, initiative: 12 },
    { actorId: w.ogre.id, tokenId: ogre.id, sceneId: scene.id, initiative: 8 },
  ]);
  await combat.startCombat();
  for (const actor of [w.vera, w.ogre]) await actor.toggleStatusEffect("grappling", { active: true });
  return () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  };
});

/** Alice's Drag from Vera's sheet, relayed to the GM, the d20 showing `face`; then her 3 AP left buy movement. */
async function dragWith(face: number): Promise<void> {
  w.as(w.alice);
  faceSource.push(face);
  expect(await requestSheetAct(asActor(w.vera), { act: "drag", targetUuid: w.vera.uuid })).toBe(true);
  await actFor(fighter(combat, w.vera) as unknown as Combatant.Implementation, "buyMovement", "3");
  w.as(w.gm);
}

/** Alice walks Vera to (`col`, `row`); v13 runs `moveToken` on the GM's client, which the fake hands over. */
async function walk(col: number, row: number): Promise<void> {
  const origin = { x: veraToken.x, y: veraToken.y };
  w.as(w.alice);
  const moved = await veraToken.update({ x: col * 100, y: row * 100 });
  w.as(w.gm);
  if (moved) await tokenMoved(veraToken as never, { origin });
  await settle();
}

describe('Drag: "If you succeed, you can spend up to 4 AP on movement before the end of the round, moving all others involved in the grapple with you" (decision 225)', () => {
  it("won: the GM keeps the 9 yards 4 AP buy at rate 9; Vera's 2-yard walk south carries the Ogre 2 yards south, 7 left", async () => {
    await dragWith(17);
    expect(dragLeft()).toEqual({ yards: 9, round: 1 });
    expect(texts().join("\n")).toContain(
      "Vera may spend up to 4 AP on movement this round: walks of up to 9 yards in all carry Ogre along.",
    );
    const messages = w.messages.size;
    await walk(3, 2);
    expect(square(ogreToken)).toEqual({ col: 4, row: 2 });
    expect(dragLeft().yards).toBe(7);
    // The Ogre was carried: its pool and AP untouched, and no Cling or Rebuff prompt from either move.
    expect(stored(fighter(combat, w.ogre))).toMatchObject({ movement: 0 });
    expect(w.messages.size).toBe(messages);
  });

  it('"up to 4 AP on movement": a walk longer than the yards left carries nobody, and the Ogre may Cling', async () => {
    await dragWith(17);
    // The GM's own write: 1 yard of the drag left.
    await fighter(combat, w.vera).update({ system: { drag: { yards: 1 } } });
    await walk(3, 2);
    expect(square(ogreToken)).toEqual({ col: 4, row: 0 });
    expect(dragLeft().yards).toBe(1);
    expect(texts().at(-1)).toContain("Cling");
  });

  it("lost (face 16 → 9 against 10): nothing is kept, and Vera's walk leaves the Ogre where it stands", async () => {
    await dragWith(16);
    expect(dragLeft().yards).toBe(0);
    await walk(3, 2);
    expect(square(ogreToken)).toEqual({ col: 4, row: 0 });
  });

  it('"before the end of the round": a Drag won in round 1 carries nothing in round 2', async () => {
    await dragWith(17);
    await combat.nextRound();
    await fighter(combat, w.vera).update({ system: { movement: 5 } });
    await walk(3, 2);
    expect(square(ogreToken)).toEqual({ col: 4, row: 0 });
  });
});

describe("a wall across the dragged creature's path stops it where it stands (decision 226)", () => {
  it("the Ogre stays, the chat says a wall stands in the way; Vera's walk still spends the drag", async () => {
    await dragWith(17);
    // A wall along y = 150 east of x = 350: Vera's path south is clear, the Ogre's is not.
    await scene.createEmbeddedDocuments("Wall", [{ c: [350, 150, 600, 150] }]);
    await walk(3, 2);
    expect(square(veraToken)).toEqual({ col: 3, row: 2 });
    expect(square(ogreToken)).toEqual({ col: 4, row: 0 });
    expect(texts().join("\n")).toContain("Ogre is not carried: a wall stands in the way.");
    expect(dragLeft().yards).toBe(7);
  });
});

describe("the relay: the GM keeps the Drag it rolled; a forged outcome or a replay carries nothing more", () => {
  it("a payload claiming a win and its yards is refused as malformed: nothing is rolled or kept", async () => {
    w.as(w.alice);
    const requestId = await stampRequest(asActor(w.vera), "sheetAct");
    const forged = {
      actorUuid: w.vera.uuid,
      targetUuid: w.vera.uuid,
      act: "drag",
      requestId,
      success: true,
      yards: 30,
    };
    expect(await w.gm.query("fray.sheetAct", forged)).toEqual({ ok: false, reason: "malformed" });
    expect(dragLeft().yards).toBe(0);
    expect(w.messages.size).toBe(0);
  });

  it("a replayed won Drag is refused: the drag is not renewed after a walk spent part of it", async () => {
    w.as(w.alice);
    const requestId = await stampRequest(asActor(w.vera), "sheetAct");
    const payload = { actorUuid: w.vera.uuid, targetUuid: w.vera.uuid, act: "drag", requestId };
    faceSource.push(17);
    expect(await w.gm.query("fray.sheetAct", payload)).toEqual({ ok: true });
    await actFor(fighter(combat, w.vera) as unknown as Combatant.Implementation, "buyMovement", "3");
    await walk(3, 2);
    w.as(w.alice);
    faceSource.push(17);
    expect(await w.gm.query("fray.sheetAct", payload)).toEqual({ ok: false, reason: "notOwner" });
    expect(dragLeft().yards).toBe(7);
  });
});

describe("the self-check's Drag step", () => {
  const run = () =>
    runWoundsStep(dragCarried, {
      actors: { attacker: w.vera as never, target: w.ogre as never },
      tokens: { attacker: veraToken as never, target: ogreToken as never },
      combat: combat as never,
    });

  it("passes on a world that plays the seed: the Ogre carried a space down and back, Vera home again", async () => {
    await run();
    expect(square(ogreToken)).toEqual({ col: 4, row: 0 });
    expect(square(veraToken)).toEqual({ col: 3, row: 0 });
    expect(w.vera.statuses.has("grappling")).toBe(false);
  });

  it('fails when Vera is pinned ("unable to take any other actions while pinned"): the Drag is refused', async () => {
    await w.vera.toggleStatusEffect("pinned", { active: true });
    await expect(run()).rejects.toThrow(/Drag: expected true, got false/);
  });
});
