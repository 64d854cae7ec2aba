/**
 * Which walls stop what — the one place Fray decides it. Values are v13's constants as plain numbers:
 * `CONST.WALL_SENSE_TYPES` NONE 0, LIMITED 10, NORMAL 20, PROXIMITY 30, DISTANCE 40; `CONST.WALL_DIRECTIONS`
 * BOTH 0, LEFT 1, RIGHT 2; `CONST.WALL_DOOR_TYPES` NONE 0, DOOR 1, SECRET 2; `CONST.WALL_DOOR_STATES` CLOSED 0,
 * OPEN 1, LOCKED 2.
 *
 * - Cover and line of sight use the **sight** restriction: a wall that does not block sight (a glass window, an
 *   invisible wall) gives no cover. Limited ("terrain") walls block sight only where two overlap, so one alone gives
 *   no cover. Proximity and distance walls block as core's vision does with their sight threshold (core
 *   `Wall#createEdge` turns `threshold.sight`, in scene units, into pixels; `Edge#applyThreshold` compares it with the
 *   looker's distance to the wall): a proximity wall hides what lies beyond it from a looker farther away than the
 *   threshold, a distance wall only from a looker within it.
 * - A one-way wall (`dir` LEFT or RIGHT) blocks sight and movement only from the side core's sweep keeps it for:
 *   not from its `dir` side (engine `sensed-walls.ts` says which side is which).
 * - A clear path (melee reach and `bonus` adjacency) is broken by any wall that blocks **movement or sight**: "Cover,
 *   walls, and obstacles prevent creatures from being considered adjacent" (docs/rules/bonus.md, decision 29). A
 *   window stops feet, a curtain stops eyes; an open door neither.
 * - An open door blocks nothing; closed and locked doors (and secret doors) block like walls.
 * - `flags.fray.cover` overrides the computed level: "none" removes the wall from cover (a low railing that stops
 *   feet but not arrows), a level makes any sight line across it give at least that level — in a world whose room
 *   honours levels (room.ts `wallCoverLevels`); elsewhere a level-flagged wall is read as computed.
 */
import type { SensedWall, WallDirection } from "../../engine/core/geometry/sensed-walls.ts";
import type { Segment } from "../../engine/core/geometry/shapes.ts";

export const COVER_FLAG_LEVELS = ["none", "light", "partial", "full"] as const;
/** The levels a wall can be flagged with (a room honours some of them: room.ts `wallCoverLevels`). */
export const WALL_COVER_LEVELS = ["light", "partial", "full"] as const;
export type WallCoverFlag = (typeof COVER_FLAG_LEVELS)[number];
export type WallCoverLevel = Exclude<WallCoverFlag, "none">;

export function isWallCoverFlag(value: unknown): value is WallCoverFlag {
  return typeof value === "string" && (COVER_FLAG_LEVELS as readonly string[]).includes(value);
}

/** What is read from a wall document. */
export interface WallShape {
  readonly id: string;
  /** `[x0, y0, x1, y1]` in scene pixels. */
  readonly c: readonly number[];
  readonly sight: number;
  readonly move: number;
  readonly door: number;
  readonly ds: number;
  /** `dir` (`CONST.WALL_DIRECTIONS`); absent reads as BOTH, as core's `Edge` defaults it. */
  readonly dir?: number;
  /** `threshold.sight` in scene pixels (core multiplies the document's scene units by `distancePixels`). */
  readonly sightThreshold?: number;
  readonly cover?: WallCoverFlag | undefined;
}

const SENSE_NONE = 0;
const SENSE_LIMITED = 10;
const SENSE_PROXIMITY = 30;
const SENSE_DISTANCE = 40;
const DIRECTIONS: Readonly<Record<number, WallDirection>> = { 0: "both", 1: "left", 2: "right" };
const DOOR_NONE = 0;
const DOOR_OPEN = 1;

const openDoor = (w: WallShape): boolean => w.door !== DOOR_NONE && w.ds === DOOR_OPEN;

export function blocksSight(w: WallShape): boolean {
  return !openDoor(w) && w.sight !== SENSE_NONE && w.sight !== SENSE_LIMITED;
}

function blocksMove(w: WallShape): boolean {
  return !openDoor(w) && w.move !== SENSE_NONE;
}

export function blocksPath(w: WallShape): boolean {
  return blocksMove(w) || blocksSight(w);
}

function wallSegment(w: WallShape): Segment {
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = w.c;
  return { a: { x: x0, y: y0 }, b: { x: x1, y: y1 } };
}

function directionOf(w: WallShape): WallDirection {
  return DIRECTIONS[w.dir ?? 0] ?? "both";
}

/** The wall as sight lines meet it: its side and, for proximity and distance sight, its threshold. */
export function sightWall(w: WallShape): SensedWall {
  const distance = w.sightThreshold ?? 0;
  const kind = w.sight === SENSE_PROXIMITY ? "proximity" : w.sight === SENSE_DISTANCE ? "distance" : undefined;
  return {
    segment: wallSegment(w),
    direction: directionOf(w),
    ...(kind && distance > 0 ? { threshold: { kind, distance } } : {}),
  };
}

/**
 * The wall as a clear path meets it: a wall that stops movement stops it at any distance (core keeps no movement
 * threshold), one that only stops sight does so as sight lines meet it.
 */
export function pathWall(w: WallShape): SensedWall {
  return blocksMove(w) ? { segment: wallSegment(w), direction: directionOf(w) } : sightWall(w);
}
