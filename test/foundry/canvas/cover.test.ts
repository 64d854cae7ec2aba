import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readPair } from "../../../module/foundry/canvas/situate.ts";
import { installRooms } from "../../../module/foundry/room-lookup.ts";
import { FOUNDRY_ROOMS } from "../../../module/foundry/rulesets/registry.ts";
import { forgetSceneWalls } from "../../../module/foundry/canvas/wall-cache.ts";
import { FakeScene, SQUARE_5FT } from "../../support/fake-foundry/world/scene.ts";

// The rooms as `init` installs them: a wall's cover level counts where the room reads it (room.ts `wallCoverLevels`).
beforeAll(() => {
  installRooms(FOUNDRY_ROOMS);
});

/**
 * Cover on known wall layouts. An archer at cell (0,0) shoots a target at cell (6,0) on a 100-px, 5-ft grid; walls
 * are drawn across the line between them at x = 350. Sight lines run from the archer's clearest sample point
 * (four inset corners and the centre) to the target's five samples.
 */
let scene: FakeScene;
let id = 0;

beforeEach(() => {
  scene = new FakeScene(`cover${++id}`, SQUARE_5FT);
  scene.addToken({ id: "archer", x: 0, y: 0 });
  scene.addToken({ id: "target", x: 600, y: 0 });
});

function pair() {
  const [a, t] = scene.tokens.contents;
  const p = readPair("bonus", a as never, t as never);
  if (!p) throw new Error("no pair");
  return p;
}

describe("cover from walls", () => {
  it("an open field: no line blocked, and 30 ft between the nearest spaces", () => {
    const p = pair();
    expect(p.cover).toMatchObject({ fraction: 0, walls: 0, tokens: 0 });
    expect(p.distance).toBe(30);
    expect(p.clearPath).toBe(true);
  });

  it("a wall across the whole front blocks every line: no line of sight", () => {
    scene.addWall({ id: "w1", c: [350, -500, 350, 500] });
    expect(pair().cover).toMatchObject({ fraction: 1, walls: 1 });
    expect(pair().clearPath).toBe(false);
  });

  it("a wall over the target's upper half blocks the lines to its top corners and centre", () => {
    // Target samples: corners at y 10 / 90, centre at y 50. The wall spans y −500…55 at x 650 (in front of it).
    scene.addWall({ id: "w1", c: [550, -500, 550, 55] });
    const c = pair().cover;
    expect(c.blocked).toBeGreaterThan(0);
    expect(c.blocked).toBeLessThan(c.lines);
    expect(c.walls).toBe(1);
  });

  it("an open door blocks nothing; a closed or locked one blocks like a wall", () => {
    scene.addWall({ id: "d1", c: [350, -500, 350, 500], door: 1, ds: 1 });
    expect(pair().cover.fraction).toBe(0);
    const door = scene.walls.contents[0];
    if (door) door.ds = 2;
    forgetSceneWalls(scene.id);
    expect(pair().cover.fraction).toBe(1);
  });

  it("a wall that does not block sight (a window) gives no cover; a limited (terrain) wall alone neither", () => {
    scene.addWall({ id: "glass", c: [350, -500, 350, 500], sight: 0 });
    scene.addWall({ id: "terrain", c: [360, -500, 360, 500], sight: 10 });
    expect(pair().cover.fraction).toBe(0);
    // The window still stops feet: no clear path.
    expect(pair().clearPath).toBe(false);
  });

  it("'Cover, walls, and obstacles prevent creatures from being considered adjacent': a curtain breaks the path", () => {
    // Blocks sight, not movement; an open door breaks nothing.
    scene.addWall({ id: "curtain", c: [350, -500, 350, 500], move: 0 });
    expect(pair().clearPath).toBe(false);
    forgetSceneWalls(scene.id);
    scene.walls.clear();
    scene.addWall({ id: "door", c: [350, -500, 350, 500], door: 1, ds: 1 });
    expect(pair().clearPath).toBe(true);
  });

  it("per-wall override: 'none' removes the wall from cover, a level gives at least that level", () => {
    scene.addWall({ id: "rail", c: [350, -500, 350, 500], cover: "none" });
    expect(pair().cover).toMatchObject({ fraction: 0 });
    expect(pair().cover.flagged).toBeUndefined();
    forgetSceneWalls(scene.id);
    scene.addWall({ id: "hedge", c: [450, -500, 450, 500], cover: "partial" });
    expect(pair().cover).toMatchObject({ fraction: 0, flagged: "partial" });
  });

  it("the highest flagged level on the sight lines wins", () => {
    scene.addWall({ id: "a", c: [350, -500, 350, 500], cover: "light" });
    scene.addWall({ id: "b", c: [450, -500, 450, 500], cover: "full" });
    expect(pair().cover.flagged).toBe("full");
  });

  it("a one-way wall (`dir`) blocks only from the side core's vision keeps it for", () => {
    // Drawn southward at x = 350, the wall has the archer (west) on its left (core `Edge#orientPoint`). LEFT (1):
    // ignored from the left, so the archer sees through it and reaches the target; RIGHT (2): it blocks the archer.
    scene.addWall({ id: "oneway", c: [350, -500, 350, 500], dir: 1 });
    expect(pair()).toMatchObject({ cover: { fraction: 0, walls: 0 }, clearPath: true });
    forgetSceneWalls(scene.id);
    scene.walls.clear();
    scene.addWall({ id: "oneway", c: [350, -500, 350, 500], dir: 2 });
    expect(pair()).toMatchObject({ cover: { fraction: 1, walls: 1 }, clearPath: false });
  });

  it("the same one-way wall seen from the target's side reverses", () => {
    scene.addWall({ id: "oneway", c: [350, -500, 350, 500], dir: 1 });
    const [archer, target] = scene.tokens.contents;
    const fromTarget = readPair("bonus", target as never, archer as never);
    expect(fromTarget?.cover.fraction).toBe(1);
  });

  it("a proximity sight wall hides the target only from an archer beyond its threshold", () => {
    // Threshold in scene units (ft) scaled by the grid's 100 px per 5 ft; the archer's sample points stand 260–340
    // px from the wall. 10 ft = 200 px: every sample is beyond it, the wall blocks. 20 ft = 400 px: all within.
    scene.addWall({ id: "fog", c: [350, -500, 350, 500], sight: 30, move: 0, sightThreshold: 10 });
    expect(pair().cover.fraction).toBe(1);
    forgetSceneWalls(scene.id);
    scene.walls.clear();
    scene.addWall({ id: "fog", c: [350, -500, 350, 500], sight: 30, move: 0, sightThreshold: 20 });
    expect(pair()).toMatchObject({ cover: { fraction: 0 }, clearPath: true });
  });

  it("a distance (reverse proximity) sight wall hides the target only from an archer within its threshold", () => {
    scene.addWall({ id: "glare", c: [350, -500, 350, 500], sight: 40, move: 0, sightThreshold: 20 });
    expect(pair().cover.fraction).toBe(1);
    forgetSceneWalls(scene.id);
    scene.walls.clear();
    scene.addWall({ id: "glare", c: [350, -500, 350, 500], sight: 40, move: 0, sightThreshold: 10 });
    expect(pair().cover.fraction).toBe(0);
  });

  it("a proximity wall with no threshold blocks as a plain wall (core: no threshold, no proximity behaviour)", () => {
    scene.addWall({ id: "fog", c: [350, -500, 350, 500], sight: 30, move: 0 });
    expect(pair().cover.fraction).toBe(1);
  });

  it("a level flag the reading room does not read (contest) leaves the wall to its sight lines, never transparent", () => {
    scene.addWall({ id: "w1", c: [350, -500, 350, 500], cover: "partial" });
    const [a, t] = scene.tokens.contents;
    const contest = readPair("contest", a as never, t as never);
    expect(contest?.cover).toMatchObject({ fraction: 1, walls: 1 });
    expect(contest?.cover.flagged).toBeUndefined();
    // The same wall in a `bonus` reading gives its flagged level instead.
    expect(pair().cover).toMatchObject({ fraction: 0, flagged: "partial" });
  });

  it("creatures between block sight lines too", () => {
    scene.addToken({ id: "ally", x: 300, y: 0 });
    const c = pair().cover;
    expect(c.tokens).toBe(1);
    expect(c.fraction).toBeGreaterThan(0);
    expect(c.walls).toBe(0);
  });

  it("a body the archer or the target stands within (a rider's mount, wounds decision 201) blocks none of their lines", () => {
    scene.addToken({ id: "horse", x: 500, y: 0, width: 2, height: 2 });
    expect(pair().cover).toMatchObject({ fraction: 0, tokens: 0 });
  });

  it("a creature the GM has hidden is not on the battlefield: it blocks no line, so cover does not betray it", () => {
    scene.addToken({ id: "lurker", x: 300, y: 0, hidden: true });
    expect(pair().cover).toMatchObject({ fraction: 0, tokens: 0 });
  });
});
