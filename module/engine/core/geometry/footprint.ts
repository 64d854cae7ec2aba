import { hexDistance, squareSpaces, type GridSpec, type Hex } from "./grid.ts";
import { insetRect, rectGap, type Rect } from "./shapes.ts";

/**
 * Token footprints and the distance between two tokens. Fray measures between the nearest spaces the two tokens
 * occupy, centre to centre: two medium tokens side by side are 1 space apart, a token sharing a space with another
 * is 0 apart. That is the distance a reach ("within 6 feet") and an adjacency rule compare, and it grows with a big
 * creature's body: a 2×2 token is 1 space from everything touching any of its sides.
 */

export type Footprint =
  /** Square grid: top-left cell and size in cells (a sub-space creature still occupies one cell). */
  | {
      readonly kind: "square";
      readonly col: number;
      readonly row: number;
      readonly width: number;
      readonly height: number;
    }
  /** Hex grid: the hexes the token covers (the adapter reads them from the token's shape). */
  | { readonly kind: "hex"; readonly cells: readonly Hex[] }
  /** Gridless: the token's rectangle in grid spaces (pixels divided by the grid size). */
  | { readonly kind: "gridless"; readonly rect: Rect };

/** A square-grid footprint for a creature `size` spaces across (½ for a tiny creature still takes one cell). */
export function squareFootprint(col: number, row: number, size: number): Footprint {
  const cells = Math.max(1, Math.ceil(size));
  return { kind: "square", col, row, width: cells, height: cells };
}

/** All hexes within `radius` steps of `centre`: radius 0 is one hex, 1 is seven. */
export function hexFootprint(centre: Hex, radius: number): Footprint {
  const cells: Hex[] = [];
  for (let q = -radius; q <= radius; q++) {
    for (let r = Math.max(-radius, -q - radius); r <= Math.min(radius, -q + radius); r++) {
      cells.push({ q: centre.q + q, r: centre.r + r });
    }
  }
  return { kind: "hex", cells };
}

/** Gaps in cells between two cell ranges [a, a+len−1] and [b, b+len−1] (0 when they overlap). */
function cellGap(a: number, aLen: number, b: number, bLen: number): number {
  return Math.max(0, b - (a + aLen - 1), a - (b + bLen - 1));
}

/**
 * Distance in spaces between the nearest occupied spaces of two footprints, centre to centre. Both footprints must
 * be of the grid's kind; mixing kinds is a programming error.
 */
export function footprintDistance(p: Footprint, q: Footprint, grid: GridSpec): number {
  if (p.kind === "square" && q.kind === "square" && grid.kind === "square") {
    const dx = cellGap(p.col, p.width, q.col, q.width);
    const dy = cellGap(p.row, p.height, q.row, q.height);
    return squareSpaces(dx, dy, grid.diagonals);
  }
  if (p.kind === "hex" && q.kind === "hex" && grid.kind === "hex") {
    let best = Infinity;
    for (const a of p.cells) for (const b of q.cells) best = Math.min(best, hexDistance(a, b));
    return best;
  }
  if (p.kind === "gridless" && q.kind === "gridless" && grid.kind === "gridless") {
    // The centres of a body's edge spaces lie half a space inside its outline.
    return rectGap(insetRect(p.rect, 0.5), insetRect(q.rect, 0.5));
  }
  throw new TypeError(`footprints (${p.kind}, ${q.kind}) do not match the grid (${grid.kind})`);
}
