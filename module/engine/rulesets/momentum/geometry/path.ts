import { progressAlong } from "../../../core/geometry/shapes.ts";
import { canShareSpace, type SizeCategory } from "../tables/size.ts";
import { canStopIn, needsContest, type Occupant, type PathStep, type Terrain } from "./movement.ts";

/**
 * A token's move read square by square on the 1 m grid (seed 002, "Terrain"), for `checkPath` (movement.ts):
 * "1 m of movement allows you to move to a square (also called a space) that is next to you, even if it is diagonal
 * from you". Positions are in squares (a token's top-left corner); a waypoint is where the move turns (the user's
 * waypoints) or, `intermediate`, only where its terrain changes (Foundry's Region crossings, which fall between
 * squares). Each straight leg between two turns is walked one square at a time, diagonals first as far as they go
 * (the squares Foundry's grid path crosses); a square's terrain is the terrain the leg has when the token reaches it.
 * A leg that is a jump (decision 149) takes off from the square before it: that square's terrain, as the path read it,
 * or where the move starts, the terrain of the square the token stands on (`standsOn`: not part of its path, it is read
 * from the scene, decision 162).
 */
export interface MoveWaypoint {
  readonly x: number;
  readonly y: number;
  /** The terrain from the previous waypoint to this one. */
  readonly terrain: Terrain;
  readonly intermediate: boolean;
  /** The leg from the previous waypoint to this one is a jump. */
  readonly jump?: boolean;
}

export interface SquareAt {
  readonly col: number;
  readonly row: number;
  readonly terrain: Terrain;
  /** Crossed in a jump taken off from a square of this terrain. */
  readonly jump?: { readonly takeOff: Terrain };
}

/** The squares the move enters, in order, from `origin` (standing on `standsOn`) through `waypoints`. */
export function walkSquares(
  origin: { x: number; y: number },
  waypoints: readonly MoveWaypoint[],
  standsOn: Terrain = "normal",
): SquareAt[] {
  const squares: SquareAt[] = [];
  let from = { x: Math.round(origin.x), y: Math.round(origin.y) };
  let leg: MoveWaypoint[] = [];
  for (const waypoint of waypoints) {
    leg.push(waypoint);
    if (waypoint.intermediate) continue;
    const to = { x: Math.round(waypoint.x), y: Math.round(waypoint.y) };
    const steps = Math.max(Math.abs(to.x - from.x), Math.abs(to.y - from.y));
    const marks = leg.map((w) => ({ at: progressAlong(from, to, w), terrain: w.terrain }));
    const jump = waypoint.jump === true ? { jump: { takeOff: squares.at(-1)?.terrain ?? standsOn } } : {};
    for (let i = 1; i <= steps; i++) {
      const t = i / steps;
      const terrain = marks.find((m) => m.at >= t - 1e-9)?.terrain ?? waypoint.terrain;
      squares.push({
        col: from.x + Math.round(((to.x - from.x) * i) / steps),
        row: from.y + Math.round(((to.y - from.y) * i) / steps),
        terrain,
        ...jump,
      });
    }
    from = to;
    leg = [];
  }
  return squares;
}

/** A box of squares: a token's footprint with its top-left square. */
export interface SquareBox {
  readonly col: number;
  readonly row: number;
  readonly width: number;
  readonly height: number;
}

/** Another creature or object on the battlefield, where it stands. */
export interface PlacedOccupant extends Occupant {
  readonly id: string;
  readonly box: SquareBox;
}

/** Do two footprints share a square? */
export const overlaps = (a: SquareBox, b: SquareBox): boolean =>
  a.col < b.col + b.width && b.col < a.col + a.width && a.row < b.row + b.height && b.row < a.row + a.height;

/** Object before enemy before ally: the occupant that restricts the step the most (movement.ts). */
const RESTRICTS: Readonly<Record<Occupant["side"], number>> = { object: 0, enemy: 1, ally: 2 };

/**
 * The steps of a walk for `checkPath`: each square's terrain and the occupant the mover's footprint enters there
 * (the one that restricts it most, of those it may not share a space with). Occupants the mover already overlaps
 * where it starts are left out: leaving a space is not moving into it.
 */
export function pathSteps(
  start: SquareBox,
  walk: readonly SquareAt[],
  mover: SizeCategory,
  occupants: readonly PlacedOccupant[],
): PathStep[] {
  const around = occupants.filter((o) => !overlaps(start, o.box) && !canShareSpace(mover, o.size));
  return walk.map((square) => {
    const box = { ...start, col: square.col, row: square.row };
    const entered = around.filter((o) => overlaps(box, o.box)).sort((a, b) => RESTRICTS[a.side] - RESTRICTS[b.side])[0];
    const jump = square.jump ? { jump: square.jump } : {};
    return entered ? { terrain: square.terrain, occupant: entered, ...jump } : { terrain: square.terrain, ...jump };
  });
}

/** An enemy whose space the path passes, and the first step into it. */
export interface EnemyPassed {
  readonly id: string;
  readonly step: number;
}

/**
 * The enemies to pass, in the order the path meets them: one check each ("you have to succeed on a Raw Force,
 * Athletics, or Nimbleness check against a Raw Force or Athletics check made by the enemy"), however many of its
 * squares the path crosses.
 */
export function enemiesPassed(steps: readonly PathStep[], mover: SizeCategory): EnemyPassed[] {
  const passed: EnemyPassed[] = [];
  steps.forEach((step, i) => {
    const id = step.occupant?.id;
    if (id !== undefined && needsContest(step, mover) && !passed.some((p) => p.id === id)) passed.push({ id, step: i });
  });
  return passed;
}

/**
 * How many steps a move keeps when it cannot go into step `blocked` (a failed check to pass an enemy): the steps
 * before it, back to the last square the mover may stop in ("you cannot stop there" in an ally's); 0 is where it
 * started.
 */
export function stepsKept(steps: readonly PathStep[], blocked: number, mover: SizeCategory): number {
  for (let kept = Math.min(blocked, steps.length); kept > 0; kept--) {
    const last = steps[kept - 1];
    if (last && canStopIn(last, mover)) return kept;
  }
  return 0;
}
