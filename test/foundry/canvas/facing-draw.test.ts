import { beforeEach, describe, expect, it } from "vitest";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { FakeCanvasToken, FakeGraphics, installFakeCanvas } from "../../support/fake-foundry/world/canvas.ts";
import { FakeScene, SQUARE_1M } from "../../support/fake-foundry/world/scene.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";

/**
 * The facing arc drawn on every token refresh (v13's `refreshToken` hook) while the client setting is on: one
 * PIXI.Graphics child per token, filled with the ruleset's front arc around the token's heading, in the token's own
 * pixels (its container does not rotate). 100-px tokens, so the centre is (50, 50) and the radius 100.
 */
let sceneCount = 0;
const showFacing = (on: boolean) => fake().game.settings.set("fray", "showFacing", on);

// Settings live as long as the test file's runtime: each test starts from a bonus world with the arcs hidden.
beforeEach(async () => {
  await systemWorld();
  installFakeCanvas();
  await fake().game.settings.set("fray", "ruleset", "bonus");
  await showFacing(false);
});

function token(rotation: number): FakeCanvasToken {
  const scene = new FakeScene(`facing${++sceneCount}`, SQUARE_1M);
  return new FakeCanvasToken(scene.addToken({ id: "t", x: 300, y: 200, rotation }), null, "Ogre");
}

const refresh = (t: FakeCanvasToken) => fake().Hooks.callAll("refreshToken", t, { refreshRotation: true });

function arcOf(t: FakeCanvasToken): FakeGraphics {
  const arcs = t.children.filter((c) => c.name === "fray-facing");
  expect(arcs).toHaveLength(1);
  const [arc] = arcs;
  if (!(arc instanceof FakeGraphics)) throw new Error("the arc is not a PIXI.Graphics");
  return arc;
}

const round = (n: number): number => Math.round(n * 100) / 100;

/** The polygon drawn, as rounded points. */
function polygon(arc: FakeGraphics): { x: number; y: number }[] {
  const flat = arc.calls.find((c) => c.method === "drawPolygon")?.args[0];
  if (!Array.isArray(flat)) throw new Error("no polygon drawn");
  const points: { x: number; y: number }[] = [];
  for (let i = 0; i < flat.length; i += 2) {
    points.push({ x: round(Number(flat[i])), y: round(Number(flat[i + 1])) });
  }
  return points;
}

describe("facing arcs on tokens", () => {
  it("draw nothing while the client setting is off (its default)", () => {
    expect(fake().game.settings.settings.get("fray.showFacing")?.default).toBe(false);
    const t = token(0);
    refresh(t);
    expect(t.children).toEqual([]);
  });

  it("energy: 'you are always facing half the area around you' — rotation 270 faces east, north through south", async () => {
    await fake().game.settings.set("fray", "ruleset", "energy");
    await showFacing(true);
    const t = token(270);
    refresh(t);
    const arc = arcOf(t);
    expect(arc.calls.map((c) => c.method)).toEqual(["beginFill", "lineStyle", "drawPolygon", "endFill"]);
    const points = polygon(arc);
    expect(points[0]).toEqual({ x: 50, y: 50 });
    expect(points[1]).toEqual({ x: 50, y: -50 });
    expect(points).toContainEqual({ x: 150, y: 50 });
    expect(points.at(-1)).toEqual({ x: 50, y: 150 });
    expect(points.every((p) => p.x >= 50)).toBe(true);
  });

  it("a rotated token is redrawn in the same Graphics: rotation 0 faces south (Foundry's vision cone)", async () => {
    await fake().game.settings.set("fray", "ruleset", "energy");
    await showFacing(true);
    const t = token(270);
    refresh(t);
    const first = arcOf(t);
    t.document.rotation = 0;
    refresh(t);
    expect(arcOf(t)).toBe(first);
    expect(first.clears).toBe(2);
    const points = polygon(first);
    expect(points[1]).toEqual({ x: 150, y: 50 });
    expect(points).toContainEqual({ x: 50, y: 150 });
    expect(points.at(-1)).toEqual({ x: -50, y: 50 });
    expect(points.every((p) => p.y >= 50)).toBe(true);
  });

  it("bonus draws its front quarter, 45° either side of the heading", async () => {
    await showFacing(true);
    const t = token(0);
    refresh(t);
    const r = 100 / Math.SQRT2;
    const points = polygon(arcOf(t));
    expect(points[1]).toEqual({ x: round(50 + r), y: round(50 + r) });
    expect(points.at(-1)).toEqual({ x: round(50 - r), y: round(50 + r) });
    expect(points).toContainEqual({ x: 50, y: 150 });
  });

  it("switching the setting off removes the arc at the next refresh", async () => {
    await showFacing(true);
    const t = token(0);
    refresh(t);
    const arc = arcOf(t);
    await showFacing(false);
    refresh(t);
    expect(t.children).toEqual([]);
    expect(arc.destroyed).toBe(true);
  });
});
