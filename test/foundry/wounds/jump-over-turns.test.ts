/**
 * A jump declared over turns from the `wounds` sheet (issue 21, reachability row 99; module/foundry/rulesets/wounds/
 * checks/take-jump.ts, docs/rules/wounds.md decision 215), relayed to the GM as `fray.sheetAct` by Alice for her Vera on
 * the strict fake with a scene of 1-yard squares. Seed 004: "You cannot end a turn mid-jump. If you attempt to jump
 * farther than you have AP available to move, you can declare your intent to jump and spend all your AP until the
 * necessary amount has been spent, at which point the jump takes place."
 *
 * Vera (initiative 12, 7 AP at round start and at turn end, rate 9: 4 AP buy 9 yards, 1 AP 2) acts first; Bob's Ogre
 * (initiative 8) stands far east. A 20-yard jump costs 9 AP (two full movements, 18 yards, and 1 AP for 2 more).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { actFor } from "../../../module/foundry/combat/economy-access.ts";
import { tokenMoved } from "../../../module/foundry/combat/token-moved.ts";
import { requestSheetAct } from "../../../module/foundry/queries/sheet-act.ts";
import { jumpOverTurnsRequest } from "../../../module/foundry/rulesets/wounds/checks/jump-over-turns.ts";
import {
  jumpDeclaredOverTurns,
  riderJumpSteersMount,
} from "../../../module/foundry/rulesets/wounds/checks/self-check-jump-turns.ts";
import { riderSteersJumpLater } from "../../../module/foundry/rulesets/wounds/mounted/self-check-steered-jump.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeActor } from "../../support/fake-foundry/world/documents.ts";
import { installSelfCheckWorld, FakeSceneDocument } from "../../support/fake-foundry/world/self-check-world.ts";
import type { FakeSceneToken } from "../../support/fake-foundry/world/self-check-world.ts";
import { fighter, stored, woundsWorld, type WoundsWorld } from "./world-fixture.ts";
import { runWoundsStep } from "./run-step.ts";

let w: WoundsWorld;
let combat: FakeCombat;
let vera: FakeCombatant;
let veraToken: FakeSceneToken;

const asActor = (a: FakeActor) => a as unknown as Actor.Implementation;
const declare = (actor: FakeActor, yards: number | string) =>
  requestSheetAct(asActor(actor), { ...jumpOverTurnsRequest(actor.uuid, 1), choice: String(yards) });
const lines = (): string => [...w.messages.values()].map((m) => m.content).join("\n");

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  // A moved token makes the canvas refresh its attack previews in the page (canvas/preview.ts): a page with none.
  vi.stubGlobal("document", { querySelectorAll: () => [] });
  w = await woundsWorld();
  installSelfCheckWorld(w);
  w.as(w.gm);
  const scene = await FakeSceneDocument.create({
    name: "Chasm",
    grid: { type: 1, size: 100, distance: 1, units: "yd", diagonals: 4 },
  });
  const [veraAt, ogreAt] = await scene.createEmbeddedDocuments("Token", [
    { actorId: w.vera.id, x: 0, y: 0, actorLink: true },
    { actorId: w.ogre.id, x: 3000, y: 0, actorLink: true },
  ]);
  if (!veraAt || !ogreAt) throw new Error("no tokens");
  veraToken = veraAt;
  combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments("Combatant", [
    { actorId: w.vera.id, tokenId: veraAt.id, sceneId: scene.id, initiative: 12 },
    { actorId: w.ogre.id, tokenId: ogreAt.id, sceneId: scene.id, initiative: 8 },
  ]);
  await combat.startCombat();
  vera = fighter(combat, w.vera);
  w.as(w.alice);
  return () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  };
});

/** Alice drags Vera's token `cols` squares east: v13's `preMoveToken` on her client, then the GM's `moveToken`. */
async function jumpEast(cols: number): Promise<boolean> {
  const origin = { x: veraToken.x, y: veraToken.y };
  w.as(w.alice);
  const moved = await veraToken.update({ x: veraToken.x + cols * 100 });
  w.as(w.gm);
  if (moved) await tokenMoved(veraToken as never, { origin });
  return Boolean(moved);
}

/** The GM ends turns until Vera's next turn has started (round 2). */
async function toVerasNextTurn(): Promise<void> {
  w.as(w.gm);
  await combat.nextTurn(); // Vera's turn ends: +7
  await combat.nextTurn(); // round 2: +7, then Vera's turn starts and the jump takes what it still needs
  expect(combat.round).toBe(2);
}

describe('"declare your intent to jump and spend all your AP until the necessary amount has been spent"', () => {
  it("a 20-yard jump (9 AP) declared with 7 AP: all 7 now, 2 still owed; the token cannot make it yet", async () => {
    expect(await declare(w.vera, 20)).toBe(true);
    expect(stored(vera)).toMatchObject({ ap: 0, movement: 0, pending: { action: "jump", remaining: 2 } });
    expect(lines()).toContain("declares a jump of 20 yards (9 AP): all AP now, 2 AP still to pay");
    expect(await jumpEast(20)).toBe(false);
    expect(veraToken.x).toBe(0);
  });

  it("\"at which point the jump takes place\": Vera's next turn pays the 2 AP and the token's 20-yard move is not paid again", async () => {
    await declare(w.vera, 20);
    await toVerasNextTurn();
    // 14 AP at her turn start (7 at turn end, 7 at round start), 2 of them to the jump: 12 left to act with.
    expect(stored(vera)).toMatchObject({ ap: 12, movement: 20, pending: { action: "" } });
    expect(lines()).toContain("the jump takes place: 20 yards join the movement pool (20 yards)");
    expect(await jumpEast(20)).toBe(true);
    expect(veraToken.x).toBe(2000);
    expect(stored(vera)).toMatchObject({ ap: 12, movement: 0 });
  });

  it("AP enough now: a 6-yard jump (3 AP) takes place at once, its yards in the pool", async () => {
    expect(await declare(w.vera, 6)).toBe(true);
    expect(stored(vera)).toMatchObject({ ap: 4, movement: 6, pending: { action: "" } });
    expect(lines()).toContain("jumps 6 yards (3 AP paid)");
  });
});

describe('"The action is canceled if you spend AP on anything else"', () => {
  it("Vera's 7 AP from her turn's end bought as movement on the Ogre's turn cancel the jump still owed", async () => {
    await declare(w.vera, 40); // 18 AP: 7 now, 11 owed
    w.as(w.gm);
    await combat.nextTurn(); // Vera's turn ends: +7, the jump still owes 11 (paid only at her turn starts)
    expect(stored(vera)).toMatchObject({ ap: 7, pending: { action: "jump", remaining: 11 } });
    w.as(w.alice);
    await actFor(vera as never, "buyMovement", "1");
    expect(stored(vera)).toMatchObject({ ap: 6, movement: 2, pending: { action: "" }, pendingAim: "" });
    expect(lines()).toContain("Jump is canceled");
  });
});

describe("what the GM refuses (read from the documents, never from the request)", () => {
  it("yards outside 1 … 40 or not a number: refused, nothing written", async () => {
    for (const yards of [0, 41, "x2", "-1", "100"]) expect(await declare(w.vera, yards), String(yards)).toBe(false);
    expect(stored(vera)).toMatchObject({ ap: 7, movement: 0, pending: { action: "" } });
  });

  it("off its own turn: Bob's Ogre on Vera's turn is refused", async () => {
    w.as(w.bob);
    expect(await declare(w.ogre, 20)).toBe(false);
    expect(w.warnings.at(-1)).toContain("own turn");
  });

  it("another's creature: Alice may not declare one for Bob's Ogre (the relay's owner check)", async () => {
    expect(await declare(w.ogre, 20)).toBe(false);
    expect(stored(fighter(combat, w.ogre))).toMatchObject({ pending: { action: "" } });
  });

  it("a repeated request once every AP is spent is refused and changes nothing", async () => {
    expect(await declare(w.vera, 20)).toBe(true);
    expect(await declare(w.vera, 20)).toBe(false);
    expect(stored(vera)).toMatchObject({ ap: 0, pending: { action: "jump", remaining: 2 } });
  });

  it("a request naming another creature as its target still declares only Vera's own jump", async () => {
    expect(await requestSheetAct(asActor(w.vera), { ...jumpOverTurnsRequest(w.ogre.uuid, 20) })).toBe(true);
    expect(stored(vera)).toMatchObject({ pending: { action: "jump" }, pendingAim: `declareJump|20|${w.vera.uuid}` });
  });
});

describe("the self-check's jump-over-turns step (checks/self-check-jump-turns.ts)", () => {
  async function run(): Promise<void> {
    w.as(w.gm);
    await runWoundsStep(jumpDeclaredOverTurns, {
      actors: { attacker: w.vera as never, target: w.ogre as never },
      combat: combat as never,
    });
  }

  it("passes on a world that plays the seed: Vera's jump past her AP takes them all and waits, then is canceled", async () => {
    await run();
    expect(stored(vera)).toMatchObject({ ap: 0, pending: { action: "" } });
    expect(lines()).toContain("declares a jump of 5 yards (3 AP)");
    expect(lines()).toContain("Jump is canceled");
  });

  it("fails when the jump cannot be declared (Vera dead: the dead take no actions)", async () => {
    w.as(w.gm);
    await w.vera.update({ system: { state: { dead: true } } });
    await expect(run()).rejects.toThrow(/the jump declared: expected true, got false/);
  });

  it("riderJumpSteersMount passes (decision 244): the Ogre riding Vera jumps a yard; Vera pays it, the Ogre steers", async () => {
    w.as(w.gm);
    const ogre = fighter(combat, w.ogre);
    await runWoundsStep(riderJumpSteersMount, {
      actors: { attacker: w.vera as never, target: w.ogre as never },
      combat: combat as never,
    });
    expect([stored(vera).ap, stored(vera).movement, stored(ogre).ap, stored(ogre).riding]).toEqual([1, 1, 1, ""]);
    expect(lines()).toContain("Ogre steers Vera: 1 AP");
  });

  it("riderSteersJumpLater passes (decision 253): the Ogre steers what Vera pays at her next turn start, then, short, calls the jump off", async () => {
    w.as(w.gm);
    const ogre = fighter(combat, w.ogre);
    await runWoundsStep(riderSteersJumpLater, {
      actors: { attacker: w.vera as never, target: w.ogre as never },
      combat: combat as never,
    });
    expect([stored(vera).ap, stored(vera).pending, stored(ogre).riding]).toEqual([
      2,
      expect.objectContaining({ action: "" }),
      "",
    ]);
    expect(lines()).toContain("Ogre steers Vera: 2 AP");
  });
});
