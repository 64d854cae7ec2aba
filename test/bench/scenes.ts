/**
 * Synthetic 2,000-wall scenes for row 4, deterministic from a seed.
 * - `dungeonScene`: what battle maps look like — a 120 × 120-square map (100 px squares) cut into rooms by long
 *   walls drawn as many short segments with doorways, plus pillars; tokens stand in and around the attacker's room.
 * - the unit test's clutter scene (`test/engine/geometry/scenes.ts`): 2,000 random 20–200 px walls over 4,000 px,
 *   a scene where most sight lines are blocked early, brute force's best case.
 */
import type { Rect, Segment } from "../../module/engine/core/geometry/shapes.ts";
import { lcg } from "../engine/geometry/scenes.ts";

export const GRID_PX = 100;
const MAP_SQUARES = 120;
const ROOM_SQUARES = 12;
export const WALL_COUNT = 2_000;

const seg = (ax: number, ay: number, bx: number, by: number): Segment => ({ a: { x: ax, y: ay }, b: { x: bx, y: by } });

export interface Dungeon {
  readonly walls: Segment[];
  /** Squares ("col,row") holding a pillar: no token stands there. */
  readonly pillars: ReadonlySet<string>;
}

export function dungeonScene(seed: number): Dungeon {
  const rnd = lcg(seed);
  const size = MAP_SQUARES * GRID_PX;
  const walls: Segment[] = [];
  const pillars = new Set<string>();
  // Room walls every ROOM_SQUARES squares across the whole map, drawn as 1–3 square segments; inner walls have gaps
  // (doorways, broken walls) where a segment is left out.
  for (let line = 0; line <= MAP_SQUARES; line += ROOM_SQUARES) {
    for (const horizontal of [true, false]) {
      let at = 0;
      while (at < MAP_SQUARES) {
        const len = Math.min(1 + Math.floor(rnd() * 3), MAP_SQUARES - at);
        const end = at + len;
        const gap = line > 0 && line < MAP_SQUARES && rnd() < 0.12;
        if (!gap) {
          const p = line * GRID_PX;
          walls.push(horizontal ? seg(at * GRID_PX, p, end * GRID_PX, p) : seg(p, at * GRID_PX, p, end * GRID_PX));
        }
        at = end;
      }
    }
  }
  // Pillars (four short walls each) inside the rooms until the scene has its walls.
  while (walls.length < WALL_COUNT) {
    const col = 1 + Math.floor(rnd() * (MAP_SQUARES - 2));
    const row = 1 + Math.floor(rnd() * (MAP_SQUARES - 2));
    pillars.add(`${col},${row}`);
    const x = col * GRID_PX + GRID_PX / 4;
    const y = row * GRID_PX + GRID_PX / 4;
    const s = GRID_PX / 2;
    walls.push(seg(x, y, x + s, y), seg(x + s, y, x + s, y + s), seg(x + s, y + s, x, y + s), seg(x, y + s, x, y));
  }
  walls.length = WALL_COUNT;
  // Foundry keeps walls in creation order, unrelated to where they are: so does brute force here.
  for (let i = walls.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    const w = walls[i];
    const v = walls[j];
    if (w && v) {
      walls[i] = v;
      walls[j] = w;
    }
  }
  if (walls.some((w) => w.b.x > size || w.b.y > size)) throw new Error("dungeon wall off the map");
  return { walls, pillars };
}

export interface Encounter {
  readonly attacker: Rect;
  readonly targets: readonly Rect[];
  /** Each target's heading (degrees, 0 = east, 90 = south). */
  readonly headings: readonly number[];
}

/** One attacker and 20 tokens within `radiusSquares` of it, snapped to squares, none on a `blocked` square. */
export function encounter(
  seed: number,
  centre: { col: number; row: number },
  radiusSquares: number,
  blocked: ReadonlySet<string> = new Set(),
): Encounter {
  const rnd = lcg(seed);
  const token = (col: number, row: number): Rect => ({
    x: col * GRID_PX,
    y: row * GRID_PX,
    width: GRID_PX,
    height: GRID_PX,
  });
  const targets: Rect[] = [];
  const headings: number[] = [];
  while (targets.length < 20) {
    const col = centre.col + Math.round((rnd() * 2 - 1) * radiusSquares);
    const row = centre.row + Math.round((rnd() * 2 - 1) * radiusSquares);
    if ((col === centre.col && row === centre.row) || blocked.has(`${col},${row}`)) continue;
    targets.push(token(col, row));
    headings.push(Math.floor(rnd() * 8) * 45);
  }
  return { attacker: token(centre.col, centre.row), targets, headings };
}
