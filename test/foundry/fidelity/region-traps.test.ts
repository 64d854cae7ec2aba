/**
 * Region traps: how Foundry v13 gives a token's move its terrain, pinned against the fake (world/regions.ts) so a
 * kinder fake cannot come back. Sources: client/canvas/placeables/token.mjs `createTerrainMovementPath` (a waypoint
 * where the token's centre crosses a Region's edge, each waypoint's terrain "from the previous to this waypoint", a
 * Region active from the origin when `testInsideRegion` — the centre point — says so), client/data/terrain-data.mjs
 * (`TerrainData.resolveTerrainEffects`: `difficulty *= effect.difficulty`, null when 1),
 * client/data/region-behaviors/modify-movement-cost.mjs (`difficulties` 0 … 5 per action, `_getTerrainEffects` none at
 * 1, derived actions in `prepareBaseData`) and client/config.mjs (jump `({walk, fly}) => Math.max(walk, fly)`, blink
 * `() => 1`).
 */
import { describe, expect, it } from "vitest";
import { FakeRegionDocument, terrainPath, type FakeRegionSource } from "../../support/fake-foundry/world/regions.ts";

const SQUARE = 100;
/** A Region over the squares `col` … `col + cols - 1` of row 0, its Modify Movement Cost difficulties `difficulties`. */
const ground = (col: number, cols: number, difficulties: Record<string, number | null>): FakeRegionSource => ({
  name: "Ground",
  shapes: [{ type: "rectangle", x: col * SQUARE, y: 0, width: cols * SQUARE, height: SQUARE }],
  behaviors: [{ type: "modifyMovementCost", system: { difficulties } }],
});
const one = { width: 1, height: 1 };
const at = (col: number) => ({ x: col * SQUARE, y: 0 });
/** What a test reads of each passed waypoint: where (in squares), its terrain's difficulty, intermediate or not. */
const read = (sources: readonly FakeRegionSource[], from: number, to: number, action = "walk") =>
  terrainPath(
    sources.map((s) => new FakeRegionDocument(s)),
    one,
    SQUARE,
    at(from),
    at(to),
    action,
  ).map((w) => [w.x / SQUARE, w.terrain?.difficulty ?? null, w.intermediate]);

describe("createTerrainMovementPath", () => {
  it("a waypoint where the centre enters a ×2 Region and where it leaves; each carries the terrain up to it", () => {
    expect(read([ground(2, 2, { walk: 2 })], 0, 5)).toEqual([
      [1.5, null, true],
      [3.5, 2, true],
      [5, null, false],
    ]);
  });

  it("overlapping Regions' difficulties are multiplied into one terrain (×2 and ×3: ×6)", () => {
    expect(read([ground(2, 1, { walk: 2 }), ground(2, 1, { walk: 3 })], 0, 3)).toEqual([
      [1.5, null, true],
      [2.5, 6, true],
      [3, null, false],
    ]);
  });

  it("a token whose centre starts inside a Region walks its ground until it leaves", () => {
    expect(read([ground(2, 2, { walk: 2 })], 2, 5)).toEqual([
      [3.5, 2, true],
      [5, null, false],
    ]);
  });

  it("a Region of difficulty 1 adds no waypoint; a jump's difficulty is the larger of walk's and fly's; a blink's 1", () => {
    expect(read([ground(2, 2, { walk: 1 })], 0, 5)).toEqual([[5, null, false]]);
    expect(read([ground(2, 4, { walk: 2, fly: 1 })], 0, 4, "jump").at(-1)).toEqual([4, 2, false]);
    expect(read([ground(2, 4, { walk: 2 })], 0, 4, "blink")).toEqual([[4, null, false]]);
  });

  it("a difficulty outside 0 … 5 fails validation; the fake models rectangles and Modify Movement Cost only", () => {
    expect(() => new FakeRegionDocument(ground(0, 1, { walk: 6 }))).toThrow(/between 0 and 5/);
    expect(() => new FakeRegionDocument({ shapes: [{ type: "polygon", points: [] }] })).toThrow(/rectangle/);
    expect(() => new FakeRegionDocument({ shapes: [], behaviors: [{ type: "executeMacro", system: {} }] })).toThrow(
      /modifyMovementCost/,
    );
  });
});
