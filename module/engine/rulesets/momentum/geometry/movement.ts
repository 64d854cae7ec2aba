import { canShareSpace, type SizeCategory } from "../tables/size.ts";

/**
 * Moving on the 1 m grid (seed 002).
 * - "1 m of movement allows you to move to a square … that is next to you, even if it is diagonal from you" (the
 *   ruleset's grid is `equidistant`);
 * - "you need 2 m of movement to move one 1 m square. This is called difficult terrain. Your jumping range is halved
 *   while being on difficult terrain.";
 * - "You can freely move through a space occupied by an ally, but you cannot stop there.";
 * - "You can try to move through a space occupied by an enemy, but you have to succeed on a Raw Force, Athletics, or
 *   Nimbleness check against a Raw Force or Athletics check made by the enemy. Moving through a space occupied by an
 *   enemy counts as difficult terrain.";
 * - "You can be in a space occupied by a creature that is two size categories bigger or smaller than you."
 * A space whose occupant you may share is, for you, not occupied at all. An enemy's space in difficult terrain still
 * costs 2 m (it is difficult terrain once, not twice). A jump (rules page decision 149) passes over the squares it
 * crosses: no terrain, ally, enemy or object under it counts until it lands; the excerpt gives no jumping range, so
 * the movement left is the range, and from difficult terrain each square jumped costs 2 m, which halves it.
 */
export const SQUARE_M = 1;
export const DIFFICULT_TERRAIN_FACTOR = 2;

export type Terrain = "normal" | "difficult";

export interface Occupant {
  readonly side: "ally" | "enemy" | "object";
  readonly size: SizeCategory;
  /** Which creature or object it is, when several are told apart (one check per enemy passed, geometry/path.ts). */
  readonly id?: string;
}

export interface PathStep {
  readonly terrain: Terrain;
  readonly occupant?: Occupant;
  /** The step is part of a jump, taken off from a square of this terrain. */
  readonly jump?: { readonly takeOff: Terrain };
}

function blocking(step: PathStep, mover: SizeCategory): Occupant | undefined {
  const o = step.occupant;
  return o !== undefined && !canShareSpace(mover, o.size) ? o : undefined;
}

/**
 * Metres one square of a jump costs: "Your jumping range is halved while being on difficult terrain" — the range being
 * the movement left (decision 149), a square jumped from difficult terrain costs twice as much.
 */
export function jumpSquareCost(takeOff: Terrain): number {
  return takeOff === "difficult" ? SQUARE_M * DIFFICULT_TERRAIN_FACTOR : SQUARE_M;
}

/** Metres one step costs. */
export function stepCost(step: PathStep, mover: SizeCategory): number {
  if (step.jump) return jumpSquareCost(step.jump.takeOff);
  const enemy = blocking(step, mover)?.side === "enemy";
  return step.terrain === "difficult" || enemy ? SQUARE_M * DIFFICULT_TERRAIN_FACTOR : SQUARE_M;
}

/** Entering this space needs the moveThroughEnemy contest (an enemy whose space you may not share); not in a jump. */
export function needsContest(step: PathStep, mover: SizeCategory): boolean {
  return step.jump === undefined && blocking(step, mover)?.side === "enemy";
}

/** Objects you cannot share a space with stop you; allies and enemies can be passed; a jump passes over all. */
export function canEnter(step: PathStep, mover: SizeCategory): boolean {
  return step.jump !== undefined || blocking(step, mover)?.side !== "object";
}

/** Can a move end in this space? Not in an ally's or an enemy's space unless the sizes let you share it. */
export function canStopIn(step: PathStep, mover: SizeCategory): boolean {
  return blocking(step, mover) === undefined;
}

export interface PathCheck {
  readonly costM: number;
  /** Indices of the steps that need a contest to pass. */
  readonly contests: readonly number[];
  /** Why the path is not legal, if it is not. */
  readonly problem?: "blocked" | "cannotStop";
}

/** The cost of a path (the steps after the start), its contests, and whether it may end where it ends. */
export function checkPath(steps: readonly PathStep[], mover: SizeCategory): PathCheck {
  const costM = steps.reduce((sum, s) => sum + stepCost(s, mover), 0);
  const contests = steps.flatMap((s, i) => (needsContest(s, mover) ? [i] : []));
  if (steps.some((s) => !canEnter(s, mover))) return { costM, contests, problem: "blocked" };
  const last = steps[steps.length - 1];
  if (last !== undefined && !canStopIn(last, mover)) return { costM, contests, problem: "cannotStop" };
  return { costM, contests };
}
