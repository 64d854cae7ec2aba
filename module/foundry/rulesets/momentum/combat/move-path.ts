/**
 * A `momentum` token's move read from its scene for the engine's `checkPath` (rules page decision 136): the squares
 * its waypoints walk (the engine's `walkSquares`), each square's terrain from the move's own waypoints — difficult
 * where a Region's Modify Movement Cost behaviour makes it cost more (core's TerrainData `difficulty` above 1:
 * "Sometimes, the terrain can be an obstacle that hinders your movement … you need 2 m of movement to move one 1 m
 * square") — and who stands where: every other combatant of the fight not defeated, an ally on its token's side
 * (its disposition, as Hide's enemies), an enemy on another, an object as an object ("Everybody that fights on your
 * side counts as an ally … Every other combatant on the battlefield counts as an enemy"). A leg moved with core's Jump
 * action is a jump (decision 149): "Your jumping range is halved while being on difficult terrain"; one that starts
 * the move takes off from the ground the token stands on, read from the scene's Regions (ground.ts, decision 162).
 */
import { checkPath, type PathCheck, type PathStep } from "../../../../engine/rulesets/momentum/geometry/movement.ts";
import {
  pathSteps,
  walkSquares,
  type PlacedOccupant,
  type SquareAt,
  type SquareBox,
} from "../../../../engine/rulesets/momentum/geometry/path.ts";
import type { SizeCategory } from "../../../../engine/rulesets/momentum/tables/size.ts";
import { MOMENTUM_META } from "../../../../engine/rulesets/momentum/meta.ts";
import type { MovedWaypoint } from "../../../combat/token-path.ts";
import { toRulesetUnits } from "../../../canvas/units.ts";
import { momentumActorView } from "../documents.ts";
import { groundAt } from "./ground.ts";

type Point = { readonly x: number; readonly y: number };

export interface ReadMove {
  readonly mover: SizeCategory;
  readonly start: SquareBox;
  readonly squares: readonly SquareAt[];
  readonly steps: readonly PathStep[];
  readonly check: PathCheck;
  /** Metres the first `kept` steps cost (all of them by default), in the scene's unit read as the ruleset's. */
  metres(kept?: number): number;
  /** Where the token stands after `kept` steps (top-left pixels). */
  position(kept: number): Point;
}

function sizeOf(actor: Actor.Implementation | null): SizeCategory | undefined {
  return actor ? momentumActorView(actor)?.source.size : undefined;
}

/** The fight's other combatants on the mover's scene, where their tokens stand, as the engine's occupants. */
function occupants(combatant: Combatant.Implementation, gridSize: number): PlacedOccupant[] {
  const own = combatant.token;
  return (combatant.combat?.combatants.contents ?? []).flatMap((other): PlacedOccupant[] => {
    const token = other.token;
    const view = other.actor ? momentumActorView(other.actor) : undefined;
    if (other.id === combatant.id || other.id === null || other.isDefeated || !token || !view) return [];
    if (!own || token.parent !== own.parent) return [];
    const side = view.source.kind === "object" ? "object" : token.disposition === own.disposition ? "ally" : "enemy";
    const box = boxOf(token, { x: token.x, y: token.y }, gridSize);
    return [{ id: other.id, side, size: view.source.size, box }];
  });
}

/** The token's footprint in squares, were its top-left corner at `at` (pixels). */
export function boxOf(token: TokenDocument.Implementation, at: Point, gridSize: number): SquareBox {
  const col = Math.round(at.x / gridSize);
  const row = Math.round(at.y / gridSize);
  return { col, row, width: token.width ?? 1, height: token.height ?? 1 };
}

/** Core's movement action of a jump (`CONFIG.Token.movement.actions.jump`). */
const JUMP_ACTION = "jump";

/** Foundry's square grid (`CONST.GRID_TYPES.SQUARE`): the seed's battle maps are "a grid, where every square is 1 m". */
const SQUARE_GRID = 1;

/**
 * The move of `combatant`'s token from `from` through `path`, read on its scene; undefined off a square grid (a hex
 * or gridless scene keeps the straight line, decision 110).
 */
export function readMove(
  combatant: Combatant.Implementation,
  from: Point,
  path: readonly MovedWaypoint[],
): ReadMove | undefined {
  const token = combatant.token;
  const scene = token?.parent;
  const mover = sizeOf(combatant.actor);
  if (!token || !scene || !mover || scene.grid.type !== SQUARE_GRID || scene.grid.size <= 0) return undefined;
  const { size, distance, units } = scene.grid;
  const waypoints = path.map((w) => ({
    x: w.x / size,
    y: w.y / size,
    terrain: (w.terrain?.difficulty ?? 1) > 1 ? ("difficult" as const) : ("normal" as const),
    intermediate: w.intermediate === true,
    // Core's Jump movement action: the leg passes over what lies under it (decision 149).
    jump: w.action === JUMP_ACTION,
  }));
  const start = boxOf(token, from, size);
  const squares = walkSquares({ x: start.col, y: start.row }, waypoints, groundAt(token, from));
  const steps = pathSteps(start, squares, mover, occupants(combatant, size));
  const toMetres = (squareMetres: number) => toRulesetUnits(squareMetres * distance, units, MOMENTUM_META.grid.unit);
  return {
    mover,
    start,
    squares,
    steps,
    check: checkPath(steps, mover),
    metres: (kept = steps.length) => toMetres(checkPath(steps.slice(0, kept), mover).costM),
    position: (kept) => {
      const square = kept > 0 ? squares[kept - 1] : undefined;
      return square ? { x: square.col * size, y: square.row * size } : { x: from.x, y: from.y };
    },
  };
}
