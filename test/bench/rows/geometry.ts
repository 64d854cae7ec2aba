/**
 * Row 4: what a token drag asks of the canvas for 1 attacker × 20 targets on a 2,000-wall scene — range (footprint
 * distance → range band), facing (is the attacker in the target's rear arc) and cover (25 sight lines per target,
 * the adapter's default "best" mode) — with the wall index against brute force over the same walls. The index is
 * built once per scene (when walls change), so it is timed on its own and not charged to each drag; so is the
 * canvas' reading of the scene's walls (module/foundry/canvas/scene-walls.ts: which walls block, then the sight,
 * flagged-cover and clear-path (movement or sight) indexes), reported as a ratio to the one index build.
 */
import type { GridSpec } from "../../../module/engine/core/geometry/grid.ts";
import type { Point, Rect, Segment } from "../../../module/engine/core/geometry/shapes.ts";
import type { WallQuery } from "../../../module/engine/core/geometry/walls.ts";
import type { WallShape } from "../../../module/foundry/canvas/walls.ts";
import { scene as clutterScene } from "../../engine/geometry/scenes.ts";
import type { Engine } from "../load-engine.ts";
import { ratioOf, timeTasks, timingOf, type TimingOptions } from "../measure.ts";
import { formatNs, formatRatio, type RowResult } from "../report.ts";
import { dungeonScene, encounter, GRID_PX, WALL_COUNT, type Encounter } from "../scenes.ts";

const TARGET_MS = 16;
const TARGET_SPEEDUP = 10;
const GRID: GridSpec = { kind: "square", diagonals: "equidistant" };
const FEET_PER_SQUARE = 5;
const BANDS = [
  { id: "reach", upTo: 5 },
  { id: "short", upTo: 30 },
  { id: "medium", upTo: 60 },
  { id: "long", upTo: 120 },
] as const;
const ARCS = { front: 0, side: 1, rear: 2 } as const;

interface Prepared {
  readonly attackerSamples: readonly Point[];
  readonly attackerCentre: Point;
  readonly targets: readonly {
    readonly samples: readonly Point[];
    readonly centre: Point;
    readonly heading: number;
    readonly rect: Rect;
  }[];
  readonly attackerRect: Rect;
}

function prepare(engine: Engine, e: Encounter): Prepared {
  const inset = GRID_PX / 10;
  return {
    attackerRect: e.attacker,
    attackerSamples: engine.samplePoints(e.attacker, inset),
    attackerCentre: engine.rectCentre(e.attacker),
    targets: e.targets.map((rect, i) => ({
      rect,
      samples: engine.samplePoints(rect, inset),
      centre: engine.rectCentre(rect),
      heading: e.headings[i] ?? 0,
    })),
  };
}

/** Range band, rear arc and cover for every target; returns a checksum of all the answers. */
function evaluate(engine: Engine, p: Prepared, walls: WallQuery, covers?: number[]): number {
  const square = (r: Rect) => engine.squareFootprint(Math.floor(r.x / GRID_PX), Math.floor(r.y / GRID_PX), 1);
  const from = square(p.attackerRect);
  let checksum = 0;
  for (const t of p.targets) {
    const feet = engine.footprintDistance(from, square(t.rect), GRID) * FEET_PER_SQUARE;
    const band = engine.bandOf(feet, BANDS);
    const arc = engine.arcOf(t.centre, t.heading, p.attackerCentre, engine.FRONT_HALF);
    const cover = engine.coverFraction(p.attackerSamples, t.samples, walls);
    covers?.push(cover.blocked * 10 + cover.from);
    checksum += (band === undefined ? 9 : BANDS.findIndex((b) => b.id === band)) + ARCS[arc] * 10 + cover.blocked * 100;
  }
  return checksum;
}

function blockedShare(engine: Engine, p: Prepared, walls: WallQuery): number {
  let blocked = 0;
  let lines = 0;
  for (const t of p.targets) {
    const cover = engine.coverFraction(p.attackerSamples, t.samples, walls, "mean");
    blocked += cover.blocked;
    lines += cover.lines;
  }
  return blocked / lines;
}

/** The scene's walls as the canvas reads them from wall documents: normal walls, every tenth an open door. */
function wallShapes(walls: readonly Segment[]): WallShape[] {
  return walls.map((w, i) => ({
    id: `w${i}`,
    c: [w.a.x, w.a.y, w.b.x, w.b.y],
    sight: 20,
    move: 20,
    door: i % 10 === 0 ? 1 : 0,
    ds: i % 10 === 0 ? 1 : 0,
  }));
}

function sceneRow(
  engine: Engine,
  timing: TimingOptions,
  id: string,
  label: string,
  walls: readonly Segment[],
  e: Encounter,
): RowResult {
  if (walls.length !== WALL_COUNT) throw new Error(`${label}: ${walls.length} walls`);
  const p = prepare(engine, e);
  const index = engine.buildWallIndex(walls);
  const brute = engine.bruteForceWalls(walls);
  const shapes = wallShapes(walls);
  const indexed: number[] = [];
  const reference: number[] = [];
  const agree = evaluate(engine, p, index, indexed) === evaluate(engine, p, brute, reference);
  if (!agree || indexed.join() !== reference.join()) throw new Error(`${label}: the index and brute force disagree`);

  const timings = timeTasks(
    [
      { name: "indexed", batch: 1, run: () => evaluate(engine, p, index) },
      { name: "brute", batch: 1, run: () => evaluate(engine, p, brute) },
      { name: "build", batch: 1, run: () => engine.buildWallIndex(walls).cellSize },
      { name: "sceneWalls", batch: 1, run: () => engine.buildSceneWalls(shapes, []).sight.cellSize },
    ],
    timing,
  );
  const indexedNs = timingOf(timings, "indexed").medianNs;
  const bruteNs = timingOf(timings, "brute").medianNs;
  const buildNs = timingOf(timings, "build").medianNs;
  const sceneWallsNs = timingOf(timings, "sceneWalls").medianNs;
  const sceneWallsRatio = ratioOf(timings, "sceneWalls", "build");
  const speedup = ratioOf(timings, "brute", "indexed");
  const share = blockedShare(engine, p, index);
  return {
    id,
    title: `range + cover + facing, 1 × 20 targets, ${label}`,
    measured: `${formatNs(indexedNs)} indexed`,
    baseline: `${formatNs(bruteNs)} brute force`,
    ratio: `${formatRatio(speedup)} faster`,
    target: `≤ ${TARGET_MS} ms, ≥ ${TARGET_SPEEDUP}× faster`,
    met: indexedNs <= TARGET_MS * 1e6 && speedup >= TARGET_SPEEDUP,
    notes: [
      `${label}: ${(100 * share).toFixed(0)} % of sight lines blocked; index built once per scene in ` +
        `${formatNs(buildNs)} (cell ${index.cellSize.toFixed(0)} px); both give identical answers`,
      `canvas reads the scene's walls into its sight, cover-flag and clear-path indexes in ${formatNs(sceneWallsNs)} ` +
        `(${formatRatio(sceneWallsRatio)} one index build), once per wall change`,
    ],
    details: {
      indexedNs,
      bruteNs,
      speedup,
      buildNs,
      sceneWallsNs,
      sceneWallsRatio,
      cellSize: index.cellSize,
      blockedShare: share,
    },
  };
}

export function geometryRows(engine: Engine, timing: TimingOptions): RowResult[] {
  const dungeon = dungeonScene(7);
  return [
    sceneRow(
      engine,
      timing,
      "4a",
      "dungeon (rooms, doorways, pillars)",
      dungeon.walls,
      encounter(11, { col: 66, row: 66 }, 15, dungeon.pillars),
    ),
    sceneRow(
      engine,
      timing,
      "4b",
      "clutter (random walls, unit test's scene)",
      clutterScene(WALL_COUNT, 4000, 5),
      encounter(13, { col: 20, row: 20 }, 19),
    ),
  ];
}
