/**
 * A `wounds` token's walk read from the waypoints v13 hands `preMoveToken` and `moveToken` (combat/token-path.ts), for
 * the engine to price (decision 236): "Each yard of movement in difficult terrain costs 2, 3, 4, or more yards worth of
 * normal movement. If multiple modifiers apply … multiply them together to determine the total cost."
 * The ground is core's: `Token#createTerrainMovementPath` adds a waypoint (`intermediate`) where the token's centre
 * crosses the edge of a Region with a Modify Movement Cost behaviour, and gives each waypoint the terrain "from the
 * previous to this waypoint" — a Region counts from the move's origin when the token starts inside it
 * (`testInsideRegion(region, from)`), and the difficulties of overlapping Regions are already multiplied into one
 * (core's `TerrainData.resolveTerrainEffects`: `difficulty *= effect.difficulty`), so Fray takes `terrain.difficulty`
 * as the one factor of that stretch and multiplies nothing twice. A difficulty below 1 (the behaviour allows 0 to 5)
 * makes no yard cheaper: the seed's difficult terrain only ever costs more (`terrainMultiplier`).
 * Each leg between two points the mover placed is measured as decision 161 measures a walk (`moveLength`: "count
 * every second diagonal movement as 2 yards", the scene's unit in yards) and walked in its grid spaces, each priced by
 * the ground it enters. A leg moved with core's Jump action passes over the ground: it is not slowed by it (decision
 * 237).
 */
import { progressAlong } from "../../../../engine/core/geometry/shapes.ts";
import type { TerrainFactor } from "../../../../engine/rulesets/wounds/movement/terrain.ts";
import { legStretches, type TerrainStretch } from "../../../../engine/rulesets/wounds/movement/walk-terrain.ts";
import { WOUNDS_META } from "../../../../engine/rulesets/wounds/meta.ts";
import { moveLength } from "../../../canvas/move-length.ts";
import type { TokenAt } from "../../../canvas/read-scene.ts";
import type { GridShape } from "../../../canvas/token-facts.ts";
import type { MovedWaypoint } from "../../../combat/token-path.ts";

/** Core's movement action of a jump (`CONFIG.Token.movement.actions.jump`). */
const JUMP_ACTION = "jump";

/** Foundry's square grid (`CONST.GRID_TYPES.SQUARE`), walked a square at a time, diagonals included. */
const SQUARE_GRID = 1;

/** Pixel noise: a leg a millionth of a space past whole spaces is no extra step. */
const SLACK = 1e-6;

/** The ground's factor of the stretch ending at `w`: core's resolved difficulty, none on a jump. */
function groundOf(w: MovedWaypoint): readonly TerrainFactor[] {
  const difficulty = w.terrain?.difficulty;
  if (w.action === JUMP_ACTION || typeof difficulty !== "number" || difficulty <= 1) return [];
  return [difficulty];
}

/** The grid spaces a leg from `a` to `b` enters: a square at a time on a square grid, else its straight line. */
function stepsOf(grid: GridShape, a: TokenAt, b: TokenAt): number {
  const dx = Math.abs(b.x - a.x) / grid.size;
  const dy = Math.abs(b.y - a.y) / grid.size;
  const spaces = grid.type === SQUARE_GRID ? Math.max(dx, dy) : Math.hypot(dx, dy);
  return Math.max(1, Math.ceil(spaces - SLACK));
}

/**
 * The stretches of the walk from `from` through `path` (its last waypoint where the token ends), each with its
 * ground's factors; undefined off a gridded scene with a size.
 */
export function walkStretches(
  grid: GridShape,
  from: TokenAt,
  path: readonly MovedWaypoint[],
): TerrainStretch[] | undefined {
  const stretches: TerrainStretch[] = [];
  let start = from;
  let leg: MovedWaypoint[] = [];
  for (const [i, w] of path.entries()) {
    leg.push(w);
    if (w.intermediate === true && i < path.length - 1) continue;
    const yards = moveLength(grid, WOUNDS_META.grid, start, w);
    if (yards === undefined) return undefined;
    const marks = leg.map((p) => ({ at: progressAlong(start, w, p), factors: groundOf(p) }));
    stretches.push(...legStretches({ yards, steps: stepsOf(grid, start, w), marks }));
    start = w;
    leg = [];
  }
  return stretches;
}
