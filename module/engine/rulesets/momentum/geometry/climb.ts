import { CONTEST_TABLE } from "../tables/contests.ts";
import { sizeSteps, type SizeCategory } from "../tables/size.ts";
import { overlaps, type SquareBox } from "./path.ts";

/**
 * Climb on the battlefield (seed 002, Climb): "You try to climb onto a target that is … at least one size category
 * larger than you … you successfully climb onto the target. You occupy a space that is also occupied by the target,
 * and you move with it if it moves." Fray stores Climbing without whom it is on (rules page decision 101), so the
 * mount is read from where the bodies stand: a Climbing creature shares a space with the creature it climbed, which
 * is at least one size category larger (rules page decision 151).
 */
export interface ClimbBody {
  readonly id: string;
  readonly box: SquareBox;
  readonly size: SizeCategory;
  readonly climbing: boolean;
}

const MOUNT_SIZE_ABOVE = CONTEST_TABLE.climb.minSizeAbove ?? 1;

/** May `climber` be on `mount`: sharing a space, and the mount "at least one size category larger"? */
function isOn(climber: Omit<ClimbBody, "id">, mount: Omit<ClimbBody, "id" | "climbing">): boolean {
  return (
    climber.climbing && overlaps(climber.box, mount.box) && sizeSteps(climber.size, mount.size) >= MOUNT_SIZE_ABOVE
  );
}

/**
 * The climbers `mount` carries when it moves ("you move with it if it moves"): the Climbing bodies sharing its space
 * where the move started.
 */
export function climbersOn(mount: Omit<ClimbBody, "climbing">, bodies: readonly ClimbBody[]): string[] {
  return bodies.filter((b) => b.id !== mount.id && isOn(b, mount)).map((b) => b.id);
}

/**
 * Does a climber's own move end its climb? It does when it leaves every creature it was on where the move started
 * (it climbed down: it no longer "occupies a space that is also occupied by the target"). `before` and `after` are
 * its footprint at the move's start and end; a climber that was on no one (its token not yet placed on the mount)
 * keeps its status.
 */
export function climbEnds(
  climber: Omit<ClimbBody, "box">,
  before: SquareBox,
  after: SquareBox,
  bodies: readonly ClimbBody[],
): boolean {
  const mounts = bodies.filter((b) => b.id !== climber.id && isOn({ ...climber, box: before }, b));
  return mounts.length > 0 && !mounts.some((m) => overlaps(after, m.box));
}

/**
 * Where a won Climb puts the climber (rules page decision 159): "you successfully climb onto the target. You occupy a
 * space that is also occupied by the target". The climber's footprint is moved the least it takes to lie within the
 * mount's: a climber already on it stays, one beside it steps onto its nearest squares.
 */
export function placeOnMount(climber: SquareBox, mount: SquareBox): { readonly col: number; readonly row: number } {
  const clamp = (at: number, from: number, span: number, own: number) =>
    Math.max(from, Math.min(at, from + Math.max(0, span - own)));
  return {
    col: clamp(climber.col, mount.col, mount.width, climber.width),
    row: clamp(climber.row, mount.row, mount.height, climber.height),
  };
}
