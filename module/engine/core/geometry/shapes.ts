/**
 * Points, segments and rectangles in the caller's units (scene pixels for sight lines, grid spaces for footprints).
 * Screen convention: x grows to the right, y grows downward, as on a Foundry canvas.
 */

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface Segment {
  readonly a: Point;
  readonly b: Point;
}

/** Axis-aligned rectangle: top-left corner and size (both ≥ 0). */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export const point = (x: number, y: number): Point => ({ x, y });
export const segment = (a: Point, b: Point): Segment => ({ a, b });

export function euclidean(p: Point, q: Point): number {
  return Math.hypot(q.x - p.x, q.y - p.y);
}

/** Where along the segment `a` → `b` (0 at `a`, 1 at `b`) the point `p` lies, projected onto it; 1 for an empty one. */
export function progressAlong(a: Point, b: Point, p: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = dx * dx + dy * dy;
  return length === 0 ? 1 : ((p.x - a.x) * dx + (p.y - a.y) * dy) / length;
}

export function rectCentre(r: Rect): Point {
  return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
}

/** Shrinks a rectangle by `by` on every side, never past its centre line (a thin rect collapses to a segment). */
export function insetRect(r: Rect, by: number): Rect {
  const dx = Math.min(Math.max(0, by), r.width / 2);
  const dy = Math.min(Math.max(0, by), r.height / 2);
  return { x: r.x + dx, y: r.y + dy, width: r.width - 2 * dx, height: r.height - 2 * dy };
}

/** Corners in order top-left, top-right, bottom-right, bottom-left. */
export function rectCorners(r: Rect): readonly [Point, Point, Point, Point] {
  return [
    { x: r.x, y: r.y },
    { x: r.x + r.width, y: r.y },
    { x: r.x + r.width, y: r.y + r.height },
    { x: r.x, y: r.y + r.height },
  ];
}

/** Shortest distance between two rectangles (0 when they touch or overlap). */
export function rectGap(p: Rect, q: Rect): number {
  const dx = Math.max(0, q.x - (p.x + p.width), p.x - (q.x + q.width));
  const dy = Math.max(0, q.y - (p.y + p.height), p.y - (q.y + q.height));
  return Math.hypot(dx, dy);
}

/**
 * Bearing from `from` to `to` in degrees, 0 = +x (east), 90 = +y (south on screen), in [0, 360). Clockwise on
 * screen because y points down.
 */
export function bearing(from: Point, to: Point): number {
  const deg = (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI;
  return deg < 0 ? deg + 360 : deg;
}

/** Smallest angle between two bearings, in [0, 180]. */
export function angleBetween(a: number, b: number): number {
  const d = Math.abs((((a - b) % 360) + 360) % 360);
  return d > 180 ? 360 - d : d;
}
