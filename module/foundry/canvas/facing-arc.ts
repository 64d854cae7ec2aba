/**
 * The facing arc a token shows: a wedge from its centre spanning the ruleset's front arc around its heading
 * (`energy` the front half, `bonus` the front quarter), as a closed polygon of scene pixels. Pure, so the polygon is
 * tested; the canvas only fills it.
 */
import type { ArcSpec } from "../../engine/core/geometry/facing.ts";
import type { Point } from "../../engine/core/geometry/shapes.ts";

/** One vertex per this many degrees of arc (a smooth edge at token sizes). */
const STEP_DEGREES = 15;

export function facingArcPolygon(centre: Point, heading: number, radius: number, spec: ArcSpec): Point[] {
  const half = spec.frontUpTo;
  const steps = Math.max(1, Math.ceil((2 * half) / STEP_DEGREES));
  const points: Point[] = [centre];
  for (let k = 0; k <= steps; k++) {
    const deg = heading - half + (2 * half * k) / steps;
    const rad = (deg * Math.PI) / 180;
    points.push({ x: centre.x + radius * Math.cos(rad), y: centre.y + radius * Math.sin(rad) });
  }
  return points;
}

/** The polygon as the flat `[x0, y0, x1, y1, …]` list PIXI and SVG take. */
export function flatPoints(points: readonly Point[]): number[] {
  return points.flatMap((p) => [p.x, p.y]);
}
