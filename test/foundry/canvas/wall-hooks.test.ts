import { beforeEach, describe, expect, it } from "vitest";
import { readPair } from "../../../module/foundry/canvas/situate.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { FakeScene, SQUARE_5FT } from "../../support/fake-foundry/world/scene.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";

/**
 * The per-scene wall index is built once and dropped by v13's `createWall`/`updateWall`/`deleteWall` hooks (wired at
 * init), so the next attack after any wall change (a door opened, a wall drawn or erased) reads the scene anew.
 * An archer at cell (0,0) shoots a target six cells east; the walls stand across the line at x = 350.
 */
let scene: FakeScene;
let sceneCount = 0;
let gmId = "";

beforeEach(async () => {
  gmId = (await systemWorld()).gm.id;
  scene = new FakeScene(`walls${++sceneCount}`, SQUARE_5FT);
  scene.addToken({ id: "archer", x: 0, y: 0 });
  scene.addToken({ id: "target", x: 600, y: 0 });
});

function blocked(on = scene): number | undefined {
  const [archer, target] = on.tokens.contents;
  return readPair("bonus", archer as never, target as never)?.cover.fraction;
}

const ACROSS = { c: [350, -500, 350, 500] as [number, number, number, number] };

describe("the wall index follows wall changes", () => {
  it("is cached: a wall added without any hook is not seen until the index is dropped", () => {
    expect(blocked()).toBe(0);
    scene.addWall({ id: "quiet", ...ACROSS });
    expect(blocked()).toBe(0);
  });

  it("createWall: a wall drawn in play blocks the next attack", () => {
    expect(blocked()).toBe(0);
    scene.createWall({ id: "new", ...ACROSS });
    expect(blocked()).toBe(1);
  });

  it("updateWall: opening the door clears the line, closing it blocks it again", async () => {
    const door = scene.createWall({ id: "door", ...ACROSS, door: 1, ds: 0 });
    expect(blocked()).toBe(1);
    await door.update({ ds: 1 });
    expect(blocked()).toBe(0);
    await door.update({ ds: 0 });
    expect(blocked()).toBe(1);
  });

  it("deleteWall: an erased wall no longer blocks", async () => {
    const wall = scene.createWall({ id: "gone", ...ACROSS });
    expect(blocked()).toBe(1);
    await wall.delete();
    expect(blocked()).toBe(0);
  });

  it("updateScene: a new grid scale drops the index (wall thresholds are kept in pixels)", () => {
    // A proximity wall of 15 ft: 300 px at 100 px per 5 ft, so the archer's nearest sample (260 px away) sees
    // through it. At 100 px per 10 ft the same 15 ft is 150 px and the wall blocks every line.
    scene.createWall({ id: "fog", ...ACROSS, sight: 30, move: 0, sightThreshold: 15 });
    expect(blocked()).toBe(0);
    // A scene update that leaves the grid alone keeps the index.
    fake().Hooks.callAll("updateScene", scene, { name: "Renamed" }, {}, gmId);
    scene.grid = { ...scene.grid, distance: 10 };
    expect(blocked()).toBe(0);
    fake().Hooks.callAll("updateScene", scene, { grid: { distance: 10 } }, {}, gmId);
    expect(blocked()).toBe(1);
  });

  it("a change on another scene keeps this scene's index", () => {
    expect(blocked()).toBe(0);
    scene.addWall({ id: "quiet", ...ACROSS });
    const other = new FakeScene(`other${sceneCount}`, SQUARE_5FT);
    other.addToken({ id: "a", x: 0, y: 0 });
    other.addToken({ id: "b", x: 600, y: 0 });
    other.createWall({ id: "elsewhere", ...ACROSS });
    expect(blocked(other)).toBe(1);
    // This scene's index was built before its quiet wall and nothing of this scene changed.
    expect(blocked()).toBe(0);
  });
});
