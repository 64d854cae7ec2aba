import type { DiagonalRule } from "../ruleset.ts";
import type { Point } from "./shapes.ts";

/**
 * Distance on the three kinds of scene the rulesets play on, in grid spaces. The caller turns spaces into feet,
 * metres or yards with the scene's distance per space; the engine never needs to know which.
 */

export type GridSpec =
  | { readonly kind: "square"; readonly diagonals: DiagonalRule }
  /** Pointy-top hexes sit in rows (neighbours at 0°, 60° …); flat-top hexes sit in columns (30°, 90° …). */
  | { readonly kind: "hex"; readonly orientation: "pointy" | "flat" }
  | { readonly kind: "gridless" };

/** A square-grid cell by column and row. */
export interface Cell {
  readonly col: number;
  readonly row: number;
}

/** A hex by axial coordinates (cube coordinates with s = −q − r implied). */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

/**
 * Spaces covered by a move of `dx` columns and `dy` rows on a square grid.
 * - equidistant: a diagonal costs 1 (`momentum`: "move to a square … next to you, even if it is diagonal");
 * - alternating: every second diagonal costs 2 (`wounds`: "count every second diagonal movement as 2 yards");
 * - exact: the straight-line length.
 */
export function squareSpaces(dx: number, dy: number, rule: DiagonalRule): number {
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  const long = Math.max(ax, ay);
  const short = Math.min(ax, ay);
  switch (rule) {
    case "equidistant":
      return long;
    case "alternating":
      return long + Math.floor(short / 2);
    case "exact":
      return Math.hypot(ax, ay);
  }
}

export function squareDistance(p: Cell, q: Cell, rule: DiagonalRule): number {
  return squareSpaces(q.col - p.col, q.row - p.row, rule);
}

/** Hex distance: the cube-coordinate distance (steps through neighbouring hexes). */
export function hexDistance(p: Hex, q: Hex): number {
  const dq = q.q - p.q;
  const dr = q.r - p.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Gridless distance in spaces between two points given in pixels, with `size` pixels per space. */
export function gridlessDistance(p: Point, q: Point, size: number): number {
  return Math.hypot(q.x - p.x, q.y - p.y) / size;
}

/** The bearings (degrees) of a cell's neighbours; used to snap a facing to the grid. */
export function neighbourBearings(grid: GridSpec): readonly number[] | undefined {
  switch (grid.kind) {
    case "square":
      return [0, 45, 90, 135, 180, 225, 270, 315];
    case "hex":
      return grid.orientation === "pointy" ? [0, 60, 120, 180, 240, 300] : [30, 90, 150, 210, 270, 330];
    case "gridless":
      return undefined;
  }
}
