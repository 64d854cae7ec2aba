/**
 * Moving across the battlefield (rules page decisions 136 and 137; rows 99, 101–103 of the reachability table), on
 * the strict fake with a scene of 1 m squares. Seed 002, "Terrain": "you need 2 m of movement to move one 1 m
 * square. This is called difficult terrain."; "You can freely move through a space occupied by an ally, but you
 * cannot stop there."; "You can try to move through a space occupied by an enemy, but you have to succeed on a Raw
 * Force, Athletics, or Nimbleness check against a Raw Force or Athletics check made by the enemy. Moving through a
 * space occupied by an enemy counts as difficult terrain." Vera (Alice's, 3 m, Raw Force +4) acts first at square
 * (0, 0); the Brute (Bob's, hostile, Athletics +1) stands at (1, 0).
 *
 * The movement each test hands to Fray's hooks has v13's shape (`TokenMovementOperation`: `origin`, `destination`,
 * `passed.waypoints` without the origin, each with its `terrain` and `intermediate` flag). A Region's Modify Movement
 * Cost behaviour is core's to read into the waypoints (`Token#createTerrainMovementPath`), which the fake does not do:
 * a test gives the waypoints core would give for one, where the token's centre crosses the Region's edges. The ground
 * a move starts on is not among them: Fray reads it from the scene's Regions (decision 162), which the fake scene has.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { tokenMoved } from "../../../module/foundry/combat/token-moved.ts";
import { tokenMoving } from "../../../module/foundry/combat/token-moving.ts";
import type { MovedWaypoint } from "../../../module/foundry/combat/token-path.ts";
import type { FakeCombat } from "../../support/fake-foundry/world/combat.ts";
import type { FakeSceneDocument, FakeSceneToken } from "../../support/fake-foundry/world/self-check-world.ts";
import type { FakeUser } from "../../support/fake-foundry/world/users.ts";
import { contestFace } from "../chat/opposed-card/shown.ts";
import { combatantOf, systemOf } from "../combat/fixture.ts";
import type { MomentumWorld } from "./world-fixture.ts";
import { FRIENDLY, momentumYard } from "./yard-fixture.ts";

let w: MomentumWorld;
let combat: FakeCombat;
let veraToken: FakeSceneToken;
let bruteToken: FakeSceneToken;
let scene: FakeSceneDocument;

beforeEach(async () => {
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  // A moved token makes the canvas refresh its attack previews in the page (canvas/preview.ts): a page with none.
  vi.stubGlobal("document", { querySelectorAll: () => [] });
  ({ w, combat, veraToken, bruteToken, scene } = await momentumYard());
  return () => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  };
}, 30_000);

const SQUARE = 100;
const px = (col: number, row: number) => ({ x: col * SQUARE, y: row * SQUARE });
/** A waypoint the user placed (or the destination), in squares. */
const turn = (col: number, row: number, difficulty: number | null = null): MovedWaypoint => ({
  ...px(col, row),
  terrain: difficulty === null ? null : { difficulty },
  intermediate: false,
});
/** Where core marks the token's centre crossing a Region's edge, with the terrain it had up to there. */
const crossing = (col: number, row: number, difficulty: number | null = null): MovedWaypoint => ({
  ...turn(col, row, difficulty),
  intermediate: true,
});

const veraMetres = () => systemOf(combatantOf(combat, w.vera)).movement;
const square = (token: FakeSceneToken) => ({ col: token.x / SQUARE, row: token.y / SQUARE });

/** `user`'s client asks before Vera's token moves along `waypoints` (v13 `preMoveToken`): may it go? */
function asksToMove(user: FakeUser, waypoints: readonly MovedWaypoint[]): boolean {
  w.as(user);
  const destination = waypoints.at(-1) ?? veraToken;
  return tokenMoving(veraToken as never, {
    origin: { x: veraToken.x, y: veraToken.y },
    destination: { x: destination.x, y: destination.y },
    passed: { waypoints },
  });
}

/**
 * Vera's token moves along `waypoints` as Alice's drag (the fake's update, its own hooks on Alice's client), then the
 * GM's client settles it (v13 `moveToken` on every client; awaited here), the d20s showing `faces`.
 */
async function moves(waypoints: readonly MovedWaypoint[], faces: readonly number[] = []): Promise<void> {
  const origin = { x: veraToken.x, y: veraToken.y };
  const destination = waypoints.at(-1);
  if (!destination) throw new Error("no waypoint");
  w.as(w.alice);
  await veraToken.update({ x: destination.x, y: destination.y });
  w.as(w.gm);
  w.dice(...faces);
  await tokenMoved(veraToken as never, { origin, passed: { waypoints } });
  await new Promise((done) => setTimeout(done, 0));
}

describe('difficult terrain: "you need 2 m of movement to move one 1 m square" (decision 136)', () => {
  it("two squares of difficult terrain and one more are 5 m: Alice's move with 3 m is refused, the shortfall named", () => {
    const path = [crossing(0, 0.5), crossing(0, 2.5, 2), turn(0, 3)];
    expect(asksToMove(w.alice, path)).toBe(false);
    expect(w.warnings.at(-1)).toBe("Not enough movement: needs 5, has 3 (2 short).");
  });

  it("one square into difficult terrain is paid 2 m by the GM's client; the same square on open ground 1 m", async () => {
    await moves([crossing(0, 0.5), turn(0, 1, 2)]);
    expect(square(veraToken)).toEqual({ col: 0, row: 1 });
    expect(veraMetres()).toBe(1);
  });

  it("a path around a corner pays its squares, not the straight line (decision 110 replaced)", async () => {
    expect(asksToMove(w.alice, [turn(0, 2), turn(1, 3)])).toBe(true);
    await moves([turn(0, 1), turn(0, 2)]);
    expect(veraMetres()).toBe(1);
  });
});

describe('"You can freely move through a space occupied by an ally, but you cannot stop there"', () => {
  beforeEach(async () => {
    w.as(w.gm);
    await bruteToken.update({ disposition: FRIENDLY });
  });

  it("Alice's move ending on the ally's square is refused; through it, 2 m are paid and no check is rolled", async () => {
    expect(asksToMove(w.alice, [turn(1, 0)])).toBe(false);
    expect(w.warnings.at(-1)).toBe("You can move through an ally's space, but you cannot stop there.");
    const cards = w.messages.size;
    await moves([turn(2, 0)]);
    expect(square(veraToken)).toEqual({ col: 2, row: 0 });
    expect(veraMetres()).toBe(1);
    expect(w.messages.size).toBe(cards);
  });

  it("the GM's own drag onto the ally is the override: it goes on, the reason warned", () => {
    expect(asksToMove(w.gm, [turn(1, 0)])).toBe(true);
    expect(w.warnings.at(-1)).toBe("You can move through an ally's space, but you cannot stop there.");
  });
});

describe("passing through an enemy's space: a check, and difficult terrain (decision 137)", () => {
  it("Vera wins (Raw Force 15 + 4 against Athletics 5 + 1): she stands past the Brute, 3 m paid (2 for its square)", async () => {
    expect(asksToMove(w.alice, [turn(2, 0)])).toBe(true);
    await moves([turn(2, 0)], [15, 5]);
    expect(square(veraToken)).toEqual({ col: 2, row: 0 });
    expect(veraMetres()).toBe(0);
    const card = [...w.messages.values()].at(-1);
    expect(card?.type).toBe("opposed");
    expect(contestFace(card)).toContain("Vera moves through Brute's space.");
  });

  it('Vera loses ("you have to succeed"): the GM stops her before the Brute\'s space and she pays nothing', async () => {
    await moves([turn(2, 0)], [2, 18]);
    expect(square(veraToken)).toEqual({ col: 0, row: 0 });
    expect(veraMetres()).toBe(3);
    expect(contestFace([...w.messages.values()].at(-1))).toContain("Vera is stopped before Brute's space.");
  });

  it("stopped one square in, she keeps the square she reached and pays for it", async () => {
    w.as(w.gm);
    await bruteToken.update({ x: 200, y: 0 });
    await moves([turn(3, 0)], [2, 18]);
    expect(square(veraToken)).toEqual({ col: 1, row: 0 });
    expect(veraMetres()).toBe(2);
  });

  it("off her turn the token moves freely: nothing is checked or paid (forced movement, decision 110)", async () => {
    w.as(w.gm);
    await combat.nextTurn();
    const cards = w.messages.size;
    await moves([turn(2, 0)], [2, 18]);
    expect(square(veraToken)).toEqual({ col: 2, row: 0 });
    expect(w.messages.size).toBe(cards);
  });
});

/** A leg moved with core's Jump movement action (`action: "jump"`, v13's TokenMeasuredMovementWaypoint). */
const jump = (col: number, row: number): MovedWaypoint => ({ ...turn(col, row), action: "jump" });

describe('jumping (decision 149): "Your jumping range is halved while being on difficult terrain"', () => {
  it("a jump over the Brute passes its space with no check: 2 squares, 2 m paid", async () => {
    const cards = w.messages.size;
    await moves([jump(2, 0)]);
    expect(square(veraToken)).toEqual({ col: 2, row: 0 });
    expect(veraMetres()).toBe(1);
    expect(w.messages.size).toBe(cards);
  });

  it("taking off from difficult terrain, each square jumped costs 2 m: 3 m reach 1 square, not 2", () => {
    expect(asksToMove(w.alice, [turn(0, 1, 2), jump(0, 2)])).toBe(false);
    expect(w.warnings.at(-1)).toBe("Not enough movement: needs 4, has 3 (1 short).");
    expect(asksToMove(w.alice, [turn(0, 1), jump(0, 3)])).toBe(true);
  });

  it("a jump must still land where Vera may stop: not on the Brute's square", () => {
    expect(asksToMove(w.alice, [jump(1, 0)])).toBe(false);
  });
});

/** A Region over the squares from (0, 0) to (`cols`, `rows`), with core's Modify Movement Cost behaviour. */
function mud(difficulties: Record<string, number>, { cols = 1, rows = 1, disabled = false } = {}) {
  const behavior = { id: "mudCost", type: "modifyMovementCost", system: { difficulties }, disabled };
  const shape = { type: "rectangle", x: 0, y: 0, width: cols * SQUARE, height: rows * SQUARE };
  return scene.addRegion({ id: "mud", shapes: [shape], behaviors: [behavior] });
}

describe('a jump that starts the move (decision 162): "Your jumping range is halved while being on difficult terrain"', () => {
  it("from a Region that doubles walking, 2 squares jumped cost 4 m: Alice's 3 m are refused, 1 square is not", () => {
    mud({ walk: 2 });
    expect(asksToMove(w.alice, [jump(0, 2)])).toBe(false);
    expect(w.warnings.at(-1)).toBe("Not enough movement: needs 4, has 3 (1 short).");
    expect(asksToMove(w.alice, [jump(0, 1)])).toBe(true);
  });

  it("the GM's client pays it from where the move started, not where the token landed: 2 m for 1 square", async () => {
    mud({ walk: 2 });
    await moves([jump(0, 1)]);
    expect(square(veraToken)).toEqual({ col: 0, row: 1 });
    expect(veraMetres()).toBe(1);
  });

  it("open ground: a disabled behaviour, one that slows only flying, or a Region elsewhere changes nothing", () => {
    mud({ walk: 2 }, { disabled: true });
    expect(asksToMove(w.alice, [jump(0, 2)])).toBe(true);
    scene.regions.clear();
    mud({ fly: 2 });
    expect(asksToMove(w.alice, [jump(0, 2)])).toBe(true);
    scene.regions.clear();
    scene.addRegion({ id: "far", shapes: [{ type: "rectangle", x: 500, y: 0, width: 100, height: 100 }] });
    expect(asksToMove(w.alice, [jump(0, 2)])).toBe(true);
  });

  it("walked off the difficult square first, the jump takes off from the path's own square (open ground)", () => {
    mud({ walk: 2 });
    // 1 m for the open square walked, 1 m for the square jumped from it: the ground stood on no longer counts.
    expect(asksToMove(w.alice, [turn(0, 1), jump(0, 2)])).toBe(true);
  });
});
