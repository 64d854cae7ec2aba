import type { Point, Rect, Segment } from "./shapes.ts";

/**
 * Segment intersection for sight lines against walls. Segments are closed: touching at an end point counts, so a
 * line that grazes the end of a wall is blocked (walls that meet at a corner leave no gap to peek through).
 */

/** Twice the signed area of triangle pqr: > 0 counter-clockwise (in y-up terms), < 0 clockwise, 0 collinear. */
export function orient(p: Point, q: Point, r: Point): number {
  return (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
}

function sign(v: number): -1 | 0 | 1 {
  return v > 0 ? 1 : v < 0 ? -1 : 0;
}

/** r lies within the bounding box of pq (used only when p, q, r are collinear). */
function withinBox(px: number, py: number, qx: number, qy: number, rx: number, ry: number): boolean {
  return Math.min(px, qx) <= rx && rx <= Math.max(px, qx) && Math.min(py, qy) <= ry && ry <= Math.max(py, qy);
}

/** `orient` on plain numbers, with the same arithmetic (so the same rounding) as `orient`. */
function orientXY(px: number, py: number, qx: number, qy: number, rx: number, ry: number): number {
  return (qx - px) * (ry - py) - (qy - py) * (rx - px);
}

/**
 * `segmentsIntersect` on plain coordinates — segment s = (sax, say)–(sbx, sby), wall t = (tax, tay)–(tbx, tby) —
 * for the wall index, which keeps its walls in a flat array. The one predicate both the index and brute force use.
 */
export function segmentsIntersectXY(
  sax: number,
  say: number,
  sbx: number,
  sby: number,
  tax: number,
  tay: number,
  tbx: number,
  tby: number,
): boolean {
  const d1 = sign(orientXY(tax, tay, tbx, tby, sax, say));
  const d2 = sign(orientXY(tax, tay, tbx, tby, sbx, sby));
  const d3 = sign(orientXY(sax, say, sbx, sby, tax, tay));
  const d4 = sign(orientXY(sax, say, sbx, sby, tbx, tby));
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  if (d1 === 0 && withinBox(tax, tay, tbx, tby, sax, say)) return true;
  if (d2 === 0 && withinBox(tax, tay, tbx, tby, sbx, sby)) return true;
  if (d3 === 0 && withinBox(sax, say, sbx, sby, tax, tay)) return true;
  if (d4 === 0 && withinBox(sax, say, sbx, sby, tbx, tby)) return true;
  return false;
}

export function segmentsIntersect(s: Segment, t: Segment): boolean {
  return segmentsIntersectXY(s.a.x, s.a.y, s.b.x, s.b.y, t.a.x, t.a.y, t.b.x, t.b.y);
}

function strictlyInside(r: Rect, p: Point): boolean {
  return p.x > r.x && p.x < r.x + r.width && p.y > r.y && p.y < r.y + r.height;
}

/**
 * The segment passes through the open interior of the rectangle (touching its edge or a corner does not count).
 * Liang–Barsky clipping against the open box: the clipped part must have positive length or an interior point.
 */
export function segmentCrossesRectInterior(s: Segment, r: Rect): boolean {
  if (r.width <= 0 || r.height <= 0) return false;
  const dx = s.b.x - s.a.x;
  const dy = s.b.y - s.a.y;
  let t0 = 0;
  let t1 = 1;
  const edges: readonly [number, number][] = [
    [-dx, s.a.x - r.x],
    [dx, r.x + r.width - s.a.x],
    [-dy, s.a.y - r.y],
    [dy, r.y + r.height - s.a.y],
  ];
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q <= 0) return false; // parallel to this edge and on or outside it
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return false;
  }
  const mid = (t0 + t1) / 2;
  return strictlyInside(r, { x: s.a.x + dx * mid, y: s.a.y + dy * mid });
}
