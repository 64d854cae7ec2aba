/**
 * Foundry's grid and token rotation in the engine's terms. The numbers are v13's `CONST.GRID_TYPES` (GRIDLESS 0,
 * SQUARE 1, HEXODDR 2, HEXEVENR 3, HEXODDQ 4, HEXEVENQ 5); kept as plain numbers so this stays a pure, tested module.
 */
import type { GridSpec, Hex } from "../../engine/core/geometry/grid.ts";
import { snapHeading } from "../../engine/core/geometry/facing.ts";
import type { DiagonalRule, GridDefaults, GridKind } from "../../engine/core/ruleset.ts";

export const GRID_TYPE = { gridless: 0, square: 1, hexOddR: 2, hexEvenR: 3, hexOddQ: 4, hexEvenQ: 5 } as const;

/** v13's `CONST.GRID_DIAGONALS` for the rules the seeds use (EQUIDISTANT 0, EXACT 1, ALTERNATING_1 4). */
export const GRID_DIAGONALS: Readonly<Record<DiagonalRule, number>> = { equidistant: 0, exact: 1, alternating: 4 };

/** The grid type a ruleset's scenes start with; a hex ruleset gets pointy-top rows (HEXODDR). */
const SCENE_GRID_TYPE: Readonly<Record<GridKind, number>> = {
  gridless: GRID_TYPE.gridless,
  square: GRID_TYPE.square,
  hex: GRID_TYPE.hexOddR,
};

/** A scene's `grid` fields (and the manifest's `grid`, which core reads as their initial values) for a ruleset. */
export interface SceneGridDefaults {
  readonly type: number;
  readonly distance: number;
  readonly units: string;
  readonly diagonals: number;
}

export function sceneGridOf(grid: GridDefaults): SceneGridDefaults {
  return {
    type: SCENE_GRID_TYPE[grid.kind],
    distance: grid.distance,
    units: grid.unit,
    diagonals: GRID_DIAGONALS[grid.diagonals],
  };
}

/**
 * The engine grid for a scene grid type. The diagonal rule is the ruleset's, not the scene's: distances follow the
 * rules text ("each space is typically 1m"; `bonus` counts a diagonal as one space), whatever the scene measures.
 * Row hexes (ODDR/EVENR) are pointy-top, column hexes (ODDQ/EVENQ) flat-top.
 */
export function gridSpecOf(type: number, diagonals: DiagonalRule): GridSpec {
  if (type === GRID_TYPE.square) return { kind: "square", diagonals };
  if (type === GRID_TYPE.hexOddR || type === GRID_TYPE.hexEvenR) return { kind: "hex", orientation: "pointy" };
  if (type === GRID_TYPE.hexOddQ || type === GRID_TYPE.hexEvenQ) return { kind: "hex", orientation: "flat" };
  return { kind: "gridless" };
}

/** A Foundry offset: `i` the row, `j` the column. */
export interface Offset {
  readonly i: number;
  readonly j: number;
}

/** A hex offset in axial coordinates, following the grid type's odd/even shove (offset → cube conversion). */
export function hexAxial(o: Offset, type: number): Hex {
  const { i: row, j: col } = o;
  switch (type) {
    case GRID_TYPE.hexOddR:
      return { q: col - (row - (row & 1)) / 2, r: row };
    case GRID_TYPE.hexEvenR:
      return { q: col - (row + (row & 1)) / 2, r: row };
    case GRID_TYPE.hexOddQ:
      return { q: col, r: row - (col - (col & 1)) / 2 };
    default:
      return { q: col, r: row - (col + (col & 1)) / 2 };
  }
}

/**
 * A token's heading (engine bearing: 0 east, 90 south) from its rotation. Foundry draws a token's vision cone
 * downward at rotation 0, so token art faces south there and rotation turns it clockwise: heading = rotation + 90.
 * Snapped to the grid's neighbour directions so a token always faces whole cells (the seed's "3 hexes in front").
 */
export function headingOf(rotation: number, grid: GridSpec): number {
  return snapHeading(rotation + 90, grid);
}
