/**
 * How far a token's move went, in a ruleset's unit: from the top-left corner it started at to the one it ended at
 * (scene pixels, as v13's `preMoveToken`/`moveToken` give them), counted in grid spaces the ruleset's way and turned
 * from the scene's unit into the ruleset's. On a square grid the diagonal rule is the ruleset's (`wounds`: "count every
 * second diagonal movement as 2 yards"); a hex or gridless scene counts the straight line in spaces, rounded to whole
 * spaces on a hex grid (a token stands in whole hexes). Pure, so each grid's count is tested.
 */
import { gridlessDistance, squareSpaces } from "../../engine/core/geometry/grid.ts";
import type { DiagonalRule, DistanceUnit } from "../../engine/core/ruleset.ts";
import { gridSpecOf } from "./grid-spec.ts";
import type { TokenAt } from "./read-scene.ts";
import type { GridShape } from "./token-facts.ts";
import { toRulesetUnits } from "./units.ts";

/** Grid spaces between two top-left corners of one token; undefined on a grid without a size. */
export function spacesMoved(grid: GridShape, diagonals: DiagonalRule, from: TokenAt, to: TokenAt): number | undefined {
  if (grid.size <= 0) return undefined;
  const spec = gridSpecOf(grid.type, diagonals);
  const straight = gridlessDistance(from, to, grid.size);
  switch (spec.kind) {
    case "square": {
      const dx = Math.round((to.x - from.x) / grid.size);
      const dy = Math.round((to.y - from.y) / grid.size);
      return squareSpaces(dx, dy, spec.diagonals);
    }
    case "hex":
      return Math.round(straight);
    case "gridless":
      return straight;
  }
}

/** The move's length in the ruleset's `unit`; undefined on a grid without a size. */
export function moveLength(
  grid: GridShape,
  rules: { readonly diagonals: DiagonalRule; readonly unit: DistanceUnit },
  from: TokenAt,
  to: TokenAt,
): number | undefined {
  const spaces = spacesMoved(grid, rules.diagonals, from, to);
  return spaces === undefined ? undefined : toRulesetUnits(spaces * grid.distance, grid.units, rules.unit);
}
