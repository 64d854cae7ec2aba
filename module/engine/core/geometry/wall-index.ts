import { segmentsIntersectXY } from "./intersect.ts";
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
  // Never more than 2,048 buckets a side: a tiny cell size on a huge scene must not allocate millions of buckets.
  const size = Math.max(wanted, extent / 2048);
  const cols = Math.floor((maxX - minX) / size) + 1;
  const rows = Math.floor((maxY - minY) / size) + 1;
  return { x0: minX, y0: minY, size, cols, rows };
}

/**
 * Calls `visit(col, row)` for every bucket the segment passes through (a superset, widened by epsilon), clipped
 * to the layout. Walks column by column: inside one column the segment's y-range is exact because it is straight.
 * Used to file walls (once per scene); queries walk the same buckets in `WallGrid.scan`, without a callback.
 */
function forEachBucket(s: Segment, g: Layout, visit: (col: number, row: number) => void): void {
  const eps = g.size * 1e-6;
  const minX = Math.min(s.a.x, s.b.x);
  const maxX = Math.max(s.a.x, s.b.x);
  const c0 = Math.max(0, Math.floor((minX - eps - g.x0) / g.size));
  const c1 = Math.min(g.cols - 1, Math.floor((maxX + eps - g.x0) / g.size));
  for (let c = c0; c <= c1; c++) {
    const [yLo, yHi] = columnSpan(s.a.x, s.a.y, s.b.x, s.b.y, g, c);
    const r0 = Math.max(0, Math.floor((yLo - eps - g.y0) / g.size));
    const r1 = Math.min(g.rows - 1, Math.floor((yHi + eps - g.y0) / g.size));
    for (let r = r0; r <= r1; r++) visit(c, r);
  }
}

/** The y-range of segment a–b inside column c (clipped to the segment's own x-range). */
function columnSpan(ax: number, ay: number, bx: number, by: number, g: Layout, c: number): [number, number] {
  const dx = bx - ax;
  if (dx === 0) return [Math.min(ay, by), Math.max(ay, by)];
  const minX = Math.min(ax, bx);
  const maxX = Math.max(ax, bx);
  const xl = Math.min(maxX, Math.max(minX, g.x0 + c * g.size));
  const xr = Math.min(maxX, Math.max(minX, g.x0 + (c + 1) * g.size));
  const y1 = ay + ((xl - ax) * (by - ay)) / dx;
  const y2 = ay + ((xr - ax) * (by - ay)) / dx;
  return [Math.min(y1, y2), Math.max(y1, y2)];
}

const SCAN_BLOCKS = 0;
const SCAN_BLOCKERS = 1;
const SCAN_COUNT = 2;
type ScanMode = typeof SCAN_BLOCKS | typeof SCAN_BLOCKERS | typeof SCAN_COUNT;

/**
 * The filed walls in flat arrays (bucket lists back to back, wall coordinates four numbers each): a sight-line
 * query is then a loop over numbers, with no callback or object per bucket, and `blocks` stops at the first wall
 * that meets the line — walking from the line's start, where a wall is as likely as anywhere to be.
 */
class WallGrid {
  private readonly seen: Uint32Array;
  private stamp = 0;

  constructor(
    private readonly g: Layout,
    /** Bucket b lists walls `items[starts[b]] … items[starts[b + 1] - 1]`. */
    private readonly starts: Int32Array,
    private readonly items: Int32Array,
    /** Wall i is (coords[4i], coords[4i+1]) – (coords[4i+2], coords[4i+3]). */
    private readonly coords: Float64Array,
  ) {
    this.seen = new Uint32Array(coords.length / 4);
  }

  /** blocks: 1 when some wall meets s, else 0; blockers: pushes every wall meeting s; count: candidates tested. */
  scan(s: Segment, mode: ScanMode, found: number[] | null): number {
    const { g, starts, items, coords, seen } = this;
    // A wall filed in several buckets would be tested once per bucket; the stamp marks it seen for this query.
    this.stamp = this.stamp === 0xffffffff ? 1 : this.stamp + 1;
    if (this.stamp === 1) seen.fill(0);
    const stamp = this.stamp;
    const ax = s.a.x;
    const ay = s.a.y;
    const bx = s.b.x;
    const by = s.b.y;
    const eps = g.size * 1e-6;
    const c0 = Math.max(0, Math.floor((Math.min(ax, bx) - eps - g.x0) / g.size));
    const c1 = Math.min(g.cols - 1, Math.floor((Math.max(ax, bx) + eps - g.x0) / g.size));
    const forwardX = ax <= bx;
    const forwardY = ay <= by;
    let count = 0;
    for (let k = 0; k <= c1 - c0; k++) {
      const c = forwardX ? c0 + k : c1 - k;
      const [yLo, yHi] = columnSpan(ax, ay, bx, by, g, c);
      const r0 = Math.max(0, Math.floor((yLo - eps - g.y0) / g.size));
      const r1 = Math.min(g.rows - 1, Math.floor((yHi + eps - g.y0) / g.size));
      for (let j = 0; j <= r1 - r0; j++) {
        const bucket = (forwardY ? r0 + j : r1 - j) * g.cols + c;
        const end = starts[bucket + 1] ?? 0;
        for (let n = starts[bucket] ?? 0; n < end; n++) {
          const i = items[n] ?? 0;
          if (seen[i] === stamp) continue;
          seen[i] = stamp;
          if (mode === SCAN_COUNT) {
            count++;
            continue;
          }
          const w = 4 * i;
          const hit = segmentsIntersectXY(
            ax,
            ay,
            bx,
            by,
            coords[w] ?? 0,
            coords[w + 1] ?? 0,
            coords[w + 2] ?? 0,
            coords[w + 3] ?? 0,
          );
          if (!hit) continue;
          if (mode === SCAN_BLOCKS) return 1;
          found?.push(i);
        }
      }
    }
    return count;
  }
}

export function buildWallIndex(walls: readonly Segment[], options: { cellSize?: number } = {}): WallIndex {
  if (options.cellSize !== undefined && !(options.cellSize > 0)) throw new RangeError("cellSize must be > 0");
  const g = layoutFor(walls, options.cellSize);
  // Two passes over the same buckets: count per bucket, then fill the flat list.
  const cells = g.cols * g.rows;
  const counts = new Int32Array(cells + 1);
  const filed: number[] = [];
  walls.forEach((w, i) => {
    let last = -1;
    forEachBucket(w, g, (c, r) => {
      const bucket = r * g.cols + c;
      if (bucket === last) return;
      last = bucket;
      counts[bucket] = (counts[bucket] ?? 0) + 1;
      filed.push(bucket, i);
    });
  });
  const starts = new Int32Array(cells + 1);
  for (let b = 0; b < cells; b++) starts[b + 1] = (starts[b] ?? 0) + (counts[b] ?? 0);
  const items = new Int32Array(filed.length / 2);
  const next = starts.slice(0, cells);
  for (let k = 0; k < filed.length; k += 2) {
    const bucket = filed[k] ?? 0;
    const at = next[bucket] ?? 0;
    items[at] = filed[k + 1] ?? 0;
    next[bucket] = at + 1;
  }
  const coords = new Float64Array(walls.length * 4);
  walls.forEach((w, i) => {
    coords.set([w.a.x, w.a.y, w.b.x, w.b.y], 4 * i);
  });
  const grid = new WallGrid(g, starts, items, coords);

  return {
    cellSize: g.size,
    blocks: (s) => grid.scan(s, SCAN_BLOCKS, null) === 1,
    blockers(s) {
      const found: number[] = [];
      grid.scan(s, SCAN_BLOCKERS, found);
      return found.sort((a, b) => a - b);
    },
    candidateCount: (s) => grid.scan(s, SCAN_COUNT, null),
  };
}
