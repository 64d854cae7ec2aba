/**
 * A `wounds` walk over difficult ground a scene's Regions mark (issue 21, row 96; rules page decisions 236–238;
 * module/foundry/rulesets/wounds/combat/walk-path.ts), on the strict fake with a scene of 1-yard squares whose Regions
 * carry core's Modify Movement Cost behaviour (the fake gives each move core's terrain path, world/regions.ts). Seed
 * 004, Difficult Terrain: "Each yard of movement in difficult terrain costs 2, 3, 4, or more yards worth of normal
 * movement. If multiple modifiers apply (such as wading through water with mud on the bottom), multiply them together
 * to determine the total cost." Alice's Vera (initiative 12, 4 AP buy 9 yards) acts first at square (0, 0).
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { actFor } from "../../../module/foundry/combat/economy-access.ts";
import { tokenMoved } from "../../../module/foundry/combat/token-moved.ts";
import type { PassedMovement } from "../../../module/foundry/combat/token-path.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { FakeCombat, FakeCombatant } from "../../support/fake-foundry/world/combat.ts";
import type { FakeRegionSource } from "../../support/fake-foundry/world/regions.ts";
import { installSelfCheckWorld, FakeSceneDocument } from "../../support/fake-foundry/world/self-check-world.ts";
import type { FakeSceneToken } from "../../support/fake-foundry/world/self-check-world.ts";
import type { FakeUser } from "../../support/fake-foundry/world/users.ts";
import { fighter, stored, woundsWorld, type WoundsWorld } from "./world-fixture.ts";

let w: WoundsWorld;
let combat: FakeCombat;
let scene: FakeSceneDocument;
let veraToken: FakeSceneToken;

const asCombatant = (c: FakeCombatant) => c as unknown as Combatant.Implementation;
const yardsLeft = () => stored(fighter(combat, w.vera)).movement;
const square = (token: FakeSceneToken) => ({ col: token.x / 100, row: token.y / 100 });

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  // A moved token makes the canvas refresh its attack previews in the page (canvas/preview.ts): a page with none.
  vi.stubGlobal("document", { querySelectorAll: () => [] });
  w = await woundsWorld();
  installSelfCheckWorld(w);
  w.as(w.gm);
  scene = await FakeSceneDocument.create({
    name: "Marsh",
    grid: { type: 1, size: 100, distance: 1, units: "yd", diagonals: 4 },
  });
  const [vera, ogre] = await scene.createEmbeddedDocuments("Token", [
    { actorId: w.vera.id, x: 0, y: 0, actorLink: true },
    { actorId: w.ogre.id, x: 0, y: 500, actorLink: true },
  ]);
  if (!vera || !ogre) throw new Error("no tokens");
  veraToken = vera;
  combat = await fake().CONFIG.Combat.documentClass.create({});
  await combat.createEmbeddedDocuments("Combatant", [
    { actorId: w.vera.id, tokenId: vera.id, sceneId: scene.id, initiative: 12 },
    { actorId: w.ogre.id, tokenId: ogre.id, sceneId: scene.id, initiative: 8 },
  ]);
  await combat.startCombat();
  return () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  };
});

/** The GM draws a Region over the squares `col` … `col + cols - 1` of row 0 whose walking difficulty is `walk`. */
async function ground(col: number, cols: number, walk: number): Promise<void> {
  w.as(w.gm);
  const region: FakeRegionSource = {
    name: `×${String(walk)}`,
    shapes: [{ type: "rectangle", x: col * 100, y: 0, width: cols * 100, height: 100 }],
    behaviors: [{ type: "modifyMovementCost", system: { difficulties: { walk } } }],
  };
  await scene.createEmbeddedDocuments("Region", [region]);
}

/** `user` buys movement for Vera with `ap` from the tracker (a player's through the `fray.combatAct` relay). */
async function buy(user: FakeUser, ap: number): Promise<void> {
  w.as(user);
  await actFor(asCombatant(fighter(combat, w.vera)), "buyMovement", String(ap));
  w.as(w.gm);
}

/**
 * `user` moves Vera's token to the square (`col`, 0), with `action` when given (v13 `TokenDocument#move`). v13 runs
 * `preMoveToken` on the requesting client, then `moveToken` on every client; the fake runs hooks on the acting user's
 * alone, so a player's move is then handed to the GM's client, with the waypoints core passed, as v13 would.
 */
async function walkTo(user: FakeUser, col: number, action?: string): Promise<void> {
  const origin = { x: veraToken.x, y: veraToken.y };
  let passed: PassedMovement["passed"];
  const seen = fake().Hooks.on("moveToken", (_token: unknown, movement: unknown) => {
    passed = (movement as PassedMovement).passed;
  });
  w.as(user);
  const moved = await veraToken.move({ x: col * 100, y: 0, ...(action === undefined ? {} : { action }) });
  fake().Hooks.off("moveToken", seen);
  if (user.isGM) await new Promise((done) => setTimeout(done, 0));
  if (!moved || user.isGM) return;
  w.as(w.gm);
  await tokenMoved(veraToken as never, passed ? { origin, passed } : { origin });
}

describe('"Each yard of movement in difficult terrain costs 2, 3, 4, or more yards worth of normal movement"', () => {
  it("across a ×2 Region over squares 2 and 3, a 4-yard walk east costs 6: each square entered priced by its ground", async () => {
    await ground(2, 2, 2);
    await buy(w.alice, 4);
    await walkTo(w.alice, 4);
    expect(square(veraToken)).toEqual({ col: 4, row: 0 });
    expect(yardsLeft()).toBe(3);
  });

  it("starting in the mud, the yard walked within it costs 2 and the yards out of it 1 each (the origin's Region counts)", async () => {
    await ground(2, 2, 2);
    await walkTo(w.gm, 2); // the GM sets Vera in the mud before she has any movement: nothing is paid
    await buy(w.alice, 4);
    await walkTo(w.alice, 5);
    expect(yardsLeft()).toBe(5);
  });

  it('"If multiple modifiers apply … multiply them": water ×2 over mud ×2 makes square 2 cost 4, the walk 6', async () => {
    await ground(2, 1, 2);
    await ground(2, 1, 2);
    await buy(w.alice, 4);
    await walkTo(w.alice, 3);
    expect(yardsLeft()).toBe(3);
  });

  it("a player's walk short of the pool is refused, naming the difficult ground: the token stays, nothing is paid", async () => {
    await ground(1, 5, 2);
    await buy(w.alice, 4);
    await walkTo(w.alice, 5);
    expect(square(veraToken)).toEqual({ col: 0, row: 0 });
    expect(w.warnings.at(-1)).toBe(
      "Not enough movement (yards): needs 10, has 9 (1 short); 5 yards of difficult ground ×2.",
    );
    expect(yardsLeft()).toBe(9);
  });

  it("the GM's walk past the pool is the override: it happens, the reason is warned, the pool goes to 0", async () => {
    await ground(1, 5, 2);
    await buy(w.gm, 4);
    await walkTo(w.gm, 5);
    expect(square(veraToken)).toEqual({ col: 5, row: 0 });
    expect(w.warnings.at(-1)).toBe(
      "Not enough movement (yards): needs 10, has 9 (1 short); 5 yards of difficult ground ×2.",
    );
    expect(yardsLeft()).toBe(0);
  });
});

describe("a jump passes over the ground (decision 237)", () => {
  it("moved with core's Jump action over the ×2 Region, 4 yards east cost 4", async () => {
    await ground(2, 2, 2);
    await buy(w.alice, 4);
    await walkTo(w.alice, 4, "jump");
    expect(square(veraToken)).toEqual({ col: 4, row: 0 });
    expect(yardsLeft()).toBe(5);
  });
});
