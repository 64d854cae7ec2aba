/**
 * A token as the engine's geometry needs it: its rectangle in scene pixels (sight lines, cover), its footprint in
 * grid spaces (distance) and its heading (facing). Built from a plain shape of v13's TokenDocument so the fake
 * scenes of the tests and the real canvas go through the same function.
 */
import { squareFootprint, type Footprint } from "../../engine/core/geometry/footprint.ts";
import type { GridSpec } from "../../engine/core/geometry/grid.ts";
import { rectCentre, type Point, type Rect } from "../../engine/core/geometry/shapes.ts";
import { headingOf, hexAxial, type Offset } from "./grid-spec.ts";

/** What is read from a token document (`x`/`y` top-left pixels, `width`/`height` in grid spaces). */
export interface TokenShape {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly rotation: number;
  /** `TokenDocument#getOccupiedGridSpaceOffsets()`: the grid spaces the token covers (hex footprints). */
  readonly offsets: readonly Offset[];
}

/** What is read from the scene's grid (`scene.grid`). */
export interface GridShape {
  readonly type: number;
  /** Pixels per grid space. */
  readonly size: number;
  /** Scene units per grid space, and their name. */
  readonly distance: number;
  readonly units: string;
}

export interface TokenFacts {
  readonly id: string;
  readonly rect: Rect;
  readonly centre: Point;
  readonly footprint: Footprint;
  readonly heading: number;
}

function footprintOf(t: TokenShape, grid: GridShape, spec: GridSpec): Footprint {
  switch (spec.kind) {
    case "square":
      return squareFootprint(Math.round(t.x / grid.size), Math.round(t.y / grid.size), Math.max(t.width, t.height));
    case "hex": {
      // A token always stands somewhere: with no offsets read, the space under its top-left corner stands for it.
      const offsets = t.offsets.length
        ? t.offsets
        : [{ i: Math.round(t.y / grid.size), j: Math.round(t.x / grid.size) }];
      return { kind: "hex", cells: offsets.map((o) => hexAxial(o, grid.type)) };
    }
    case "gridless":
      return {
        kind: "gridless",
        rect: { x: t.x / grid.size, y: t.y / grid.size, width: t.width, height: t.height },
      };
  }
}

export function tokenFacts(t: TokenShape, grid: GridShape, spec: GridSpec): TokenFacts {
  const rect = { x: t.x, y: t.y, width: t.width * grid.size, height: t.height * grid.size };
  return {
    id: t.id,
    rect,
    centre: rectCentre(rect),
    footprint: footprintOf(t, grid, spec),
    heading: headingOf(t.rotation, spec),
  };
}
