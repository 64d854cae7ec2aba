import { segmentsIntersect } from "./intersect.ts";
import type { Segment } from "./shapes.ts";
import type { WallQuery } from "./walls.ts";

/**
 * A uniform-grid spatial index over wall segments, so that cover for one attacker against twenty targets (hundreds
 * of sight lines) in a 2,000-wall scene tests a handful of walls per line instead of all of them.
 *
 * Correctness argument (the property test checks it against brute force): a wall is filed in every bucket its
 * segment passes through, and a query visits every bucket its segment passes through, both widened by a tiny
 * epsilon. If a wall and a query meet, their common point lies in some bucket that both visit, so the wall is a
 * candidate; the final test is the same exact predicate brute force uses. The index only ever prunes.
 */

export interface WallIndex extends WallQuery {
  readonly cellSize: number;
  /** How many walls a query would test (for benchmarks and tests). */
  candidateCount(s: Segment): number;
}

interface Layout {
  readonly x0: number;
  readonly y0: number;
  readonly size: number;
  readonly cols: number;
  readonly rows: number;
}

function layoutFor(walls: readonly Segment[], cellSize: number | undefined): Layout {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const w of walls) {
    minX = Math.min(minX, w.a.x, w.b.x);
    minY = Math.min(minY, w.a.y, w.b.y);
    maxX = Math.max(maxX, w.a.x, w.b.x);
    maxY = Math.max(maxY, w.a.y, w.b.y);
  }
  if (walls.length === 0) return { x0: 0, y0: 0, size: 1, cols: 1, rows: 1 };
  const extent = Math.max(maxX - minX, maxY - minY, 1e-6);
  // Default bucket: no bigger than the typical wall (a sight line then meets few walls per bucket) and no bigger
  // than a √n × √n grid over the scene (dense scenes); measured on 2,000-wall scenes, both bounds matter.
  const meanLength = walls.reduce((sum, w) => sum + Math.hypot(w.b.x - w.a.x, w.b.y - w.a.y), 0) / walls.length;
  const bySqrt = extent / Math.max(1, Math.ceil(Math.sqrt(walls.length)));
  const wanted = cellSize ?? (meanLength > 0 ? Math.min(bySqrt, meanLength) : bySqrt);
  // Never more than 2,048 buckets a side: a tiny cell size on a huge scene must not allocate millions of arrays.
  const size = Math.max(wanted, extent / 2048);
  const cols = Math.floor((maxX - minX) / size) + 1;
  const rows = Math.floor((maxY - minY) / size) + 1;
  return { x0: minX, y0: minY, size, cols, rows };
}

/**
 * Calls `visit(col, row)` for every bucket the segment passes through (a superset, widened by epsilon), clipped
 * to the layout. Walks column by column: inside one column the segment's y-range is exact because it is straight.
 */
function forEachBucket(s: Segment, g: Layout, visit: (col: number, row: number) => void): void {
  const eps = g.size * 1e-6;
  const minX = Math.min(s.a.x, s.b.x);
  const maxX = Math.max(s.a.x, s.b.x);
  const c0 = Math.max(0, Math.floor((minX - eps - g.x0) / g.size));
  const c1 = Math.min(g.cols - 1, Math.floor((maxX + eps - g.x0) / g.size));
  const dx = s.b.x - s.a.x;
  const yAt = (x: number): number => (dx === 0 ? s.a.y : s.a.y + ((x - s.a.x) * (s.b.y - s.a.y)) / dx);
  for (let c = c0; c <= c1; c++) {
    let yLo: number;
    let yHi: number;
    if (dx === 0) {
      yLo = Math.min(s.a.y, s.b.y);
      yHi = Math.max(s.a.y, s.b.y);
    } else {
      const xl = Math.min(maxX, Math.max(minX, g.x0 + c * g.size));
      const xr = Math.min(maxX, Math.max(minX, g.x0 + (c + 1) * g.size));
      const y1 = yAt(xl);
      const y2 = yAt(xr);
      yLo = Math.min(y1, y2);
      yHi = Math.max(y1, y2);
    }
    const r0 = Math.max(0, Math.floor((yLo - eps - g.y0) / g.size));
    const r1 = Math.min(g.rows - 1, Math.floor((yHi + eps - g.y0) / g.size));
    for (let r = r0; r <= r1; r++) visit(c, r);
  }
}

export function buildWallIndex(walls: readonly Segment[], options: { cellSize?: number } = {}): WallIndex {
  if (options.cellSize !== undefined && !(options.cellSize > 0)) throw new RangeError("cellSize must be > 0");
  const g = layoutFor(walls, options.cellSize);
  const buckets: number[][] = Array.from({ length: g.cols * g.rows }, () => []);
  walls.forEach((w, i) => {
    forEachBucket(w, g, (c, r) => {
      const bucket = buckets[r * g.cols + c];
      if (bucket !== undefined && bucket[bucket.length - 1] !== i) bucket.push(i);
    });
  });
  // A wall filed in several buckets would be tested once per bucket; the stamp marks it seen for this query.
  const seen = new Uint32Array(walls.length);
  let stamp = 0;

  function collect(s: Segment, onWall: (i: number) => boolean): void {
    stamp = stamp === 0xffffffff ? 1 : stamp + 1;
    if (stamp === 1) seen.fill(0);
    let stop = false;
    forEachBucket(s, g, (c, r) => {
      if (stop) return;
      for (const i of buckets[r * g.cols + c] ?? []) {
        if (seen[i] === stamp) continue;
        seen[i] = stamp;
        if (onWall(i)) {
          stop = true;
          return;
        }
      }
    });
  }

  return {
    cellSize: g.size,
    blocks(s) {
      let hit = false;
      collect(s, (i) => (hit = segmentsIntersect(s, walls[i] as Segment)));
      return hit;
    },
    blockers(s) {
      const found: number[] = [];
      collect(s, (i) => {
        if (segmentsIntersect(s, walls[i] as Segment)) found.push(i);
        return false;
      });
      return found.sort((a, b) => a - b);
    },
    candidateCount(s) {
      let n = 0;
      collect(s, () => {
        n++;
        return false;
      });
      return n;
    },
  };
}
