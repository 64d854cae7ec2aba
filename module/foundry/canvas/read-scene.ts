/**
 * The thin reading of a v13 scene into the canvas' plain facts: tokens, walls (through the per-scene cache), the
 * grid and the `bonus` visibility flag. Everything that decides anything is in the pure modules it feeds.
 */
import type { DiagonalRule } from "../../engine/core/ruleset.ts";
import { gridSpecOf } from "./grid-spec.ts";
import { onBattlefield } from "./on-battlefield.ts";
import type { SceneFacts } from "./pair.ts";
import { tokenFacts, type GridShape, type TokenFacts, type TokenShape } from "./token-facts.ts";
import { sceneWalls } from "./wall-cache.ts";
import type { WallCoverLevel } from "./walls.ts";
import { tokenOnLevel, type PairLevels } from "../version/levels.ts";

export function gridShape(scene: Scene.Implementation): GridShape {
  const g = scene.grid;
  return { type: g.type, size: g.size, distance: g.distance, units: g.units };
}

/** Where a token's top-left corner stands, in scene pixels. */
export interface TokenAt {
  readonly x: number;
  readonly y: number;
}

function shapeAt(doc: TokenDocument.Implementation, at: TokenAt, offsets: TokenShape["offsets"]): TokenShape {
  const { width, height, rotation } = doc;
  return { id: doc.id ?? "", x: at.x, y: at.y, width: width ?? 1, height: height ?? 1, rotation, offsets };
}

export function readToken(doc: TokenDocument.Implementation, grid: GridShape, diagonals: DiagonalRule): TokenFacts {
  return tokenFacts(shapeAt(doc, doc, doc.getOccupiedGridSpaceOffsets()), grid, gridSpecOf(grid.type, diagonals));
}

/**
 * The token as it stood at `at` (where a move started). The spaces it occupied there are not the document's any more,
 * so a hex footprint falls back to the space under its top-left corner (token-facts.ts).
 */
export function readTokenAt(
  doc: TokenDocument.Implementation,
  at: TokenAt,
  grid: GridShape,
  diagonals: DiagonalRule,
): TokenFacts {
  return tokenFacts(shapeAt(doc, at, []), grid, gridSpecOf(grid.type, diagonals));
}

/**
 * The scene as seen on `levels` (v14: the Levels of an attack's two creatures; only their walls and tokens count), with
 * the tokens on the battlefield (not hidden by the GM); `honoured`: the wall cover levels the reading room reads (room.ts
 * `wallCoverLevels`; a wall flagged with another level is read from its sight lines).
 */
export function readScene(
  scene: Scene.Implementation,
  diagonals: DiagonalRule,
  levels?: PairLevels,
  honoured: readonly WallCoverLevel[] = [],
): SceneFacts {
  const grid = gridShape(scene);
  return {
    grid,
    spec: gridSpecOf(grid.type, diagonals),
    walls: sceneWalls(scene, levels, honoured),
    tokens: scene.tokens.contents
      .filter((t) => onBattlefield(t) && tokenOnLevel(t, levels))
      .map((t) => readToken(t, grid, diagonals)),
    visibility: scene.flags.fray?.visibility,
  };
}
