/**
 * Everything the canvas knows about one attacker and one target, in the ruleset's units: the distance between the
 * nearest spaces they occupy (edge to edge, so a big body's size counts), the cover between them, whether a
 * straight path is clear of movement walls, and both tokens (for facing). Pure: `read-scene.ts` supplies the facts.
 *
 * Distance is the engine's footprint distance fed from the grid, not `canvas.grid.measurePath`: measurePath goes
 * point to point (centre to centre), while reach and adjacency count between the nearest occupied spaces; the
 * engine also follows the ruleset's diagonal rule whatever the scene's, and is what the geometry bench measures.
 */
import { clearPath } from "../../engine/core/geometry/cover.ts";
import { footprintDistance } from "../../engine/core/geometry/footprint.ts";
import type { GridSpec } from "../../engine/core/geometry/grid.ts";
import type { DistanceUnit } from "../../engine/core/ruleset.ts";
import { readCover, type CoverReading } from "./cover.ts";
import type { SceneWalls } from "./scene-walls.ts";
import type { GridShape, TokenFacts } from "./token-facts.ts";
import { toRulesetUnits } from "./units.ts";

/** A scene read once for an attack. */
export interface SceneFacts {
  readonly grid: GridShape;
  readonly spec: GridSpec;
  readonly walls: SceneWalls;
  /** Every token on the scene (bodies between give cover). */
  readonly tokens: readonly TokenFacts[];
  /** `flags.fray.visibility` (a `bonus` scene setting); undefined when unset. */
  readonly visibility: string | undefined;
}

export interface ScenePair {
  readonly attacker: TokenFacts;
  readonly target: TokenFacts;
  /** Grid spaces between the nearest occupied spaces. */
  readonly spaces: number;
  /** The same in the ruleset's unit. */
  readonly distance: number;
  readonly unit: DistanceUnit;
  readonly cover: CoverReading;
  /** No wall blocking movement or sight crosses the line between the two centres. */
  readonly clearPath: boolean;
  readonly visibility: string | undefined;
}

export function scenePair(attacker: TokenFacts, target: TokenFacts, scene: SceneFacts, unit: DistanceUnit): ScenePair {
  const spaces = footprintDistance(attacker.footprint, target.footprint, scene.spec);
  return {
    attacker,
    target,
    spaces,
    distance: toRulesetUnits(spaces * scene.grid.distance, scene.grid.units, unit),
    unit,
    cover: readCover(attacker, target, scene.walls, scene.tokens),
    clearPath: clearPath(attacker.centre, target.centre, scene.walls.path),
    visibility: scene.visibility,
  };
}
