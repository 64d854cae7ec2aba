/**
 * Walking inside a shared space (seed 004, Enter Occupied Space): "On a success, you can enter their space. Further
 * movement within their space costs double the normal movement." Fray does not record whose space a creature entered
 * (as it does not record who grapples whom, decision 174): a walk by a creature Sharing a Space is movement within a
 * space when its token, where it started and where it ends, lies inside the token of another creature Sharing a Space.
 * A walk that ends outside has left the space and pays as any walk; leaving ends Sharing a Space on both (decision
 * 207), but not on one still in a space with a third creature Sharing a Space (decision 222).
 */
import type { TerrainFactor } from "../../../../engine/rulesets/wounds/movement/terrain.ts";
import { sharedSpaceMoveFactors } from "../../../../engine/rulesets/wounds/actions/occupied.ts";
import type { Rect } from "../../../../engine/core/geometry/shapes.ts";
import type { TokenAt } from "../../../canvas/read-scene.ts";

const SHARING = "sharingSpace";
/** Scene positions carry float noise (a token snapped to a grid of odd pixels): a pixel's hundredth is no step out. */
const SLACK = 0.01;

/** `inner` lies wholly inside `outer`. */
export function rectInside(inner: Rect, outer: Rect): boolean {
  return (
    inner.x >= outer.x - SLACK &&
    inner.y >= outer.y - SLACK &&
    inner.x + inner.width <= outer.x + outer.width + SLACK &&
    inner.y + inner.height <= outer.y + outer.height + SLACK
  );
}

function rectAt(token: TokenDocument.Implementation, at: TokenAt, size: number): Rect {
  return { x: at.x, y: at.y, width: (token.width ?? 1) * size, height: (token.height ?? 1) * size };
}

/** The tokens of the other creatures Sharing a Space on `token`'s scene, each with the space it covers. */
function sharedSpaces(
  token: TokenDocument.Implementation,
): { readonly other: TokenDocument.Implementation; readonly space: Rect }[] {
  const scene = token.parent;
  if (!scene || token.actor?.statuses.has(SHARING) !== true) return [];
  const size = scene.grid.size;
  return scene.tokens.contents.flatMap((other) =>
    other.id === token.id || other.actor?.statuses.has(SHARING) !== true
      ? []
      : [{ other, space: rectAt(other, other, size) }],
  );
}

/** The movement factors of `token`'s walk from `from` to `to`: double within a shared space, none otherwise. */
export function sharedSpaceFactors(
  token: TokenDocument.Implementation,
  from: TokenAt,
  to: TokenAt,
): readonly TerrainFactor[] {
  const size = token.parent?.grid.size ?? 0;
  const start = rectAt(token, from, size);
  const end = rectAt(token, to, size);
  const within = sharedSpaces(token).some(({ space }) => rectInside(start, space) && rectInside(end, space));
  return sharedSpaceMoveFactors(within);
}

/** Does `token`, where it stands, still share a space with another creature Sharing a Space (one inside the other)? */
function stillShares(token: TokenDocument.Implementation, size: number): boolean {
  const own = rectAt(token, token, size);
  return sharedSpaces(token).some(({ space }) => rectInside(own, space) || rectInside(space, own));
}

/**
 * GM only: `token` moved from `from` out of a creature's space it stood in: "While you are in the same space, both
 * you and the target take a -2 penalty" — no longer in the same space, Sharing a Space ends on both (decision 207),
 * unless one of them still stands in a space with a third creature Sharing a Space (decision 222).
 */
export async function leaveSharedSpaces(token: TokenDocument.Implementation, from: TokenAt): Promise<void> {
  const size = token.parent?.grid.size ?? 0;
  const start = rectAt(token, from, size);
  const end = rectAt(token, token, size);
  const left = sharedSpaces(token).filter(({ space }) => rectInside(start, space) && !rectInside(end, space));
  if (left.length === 0) return;
  // Read before any status ends: each creature's other partners are the ones Sharing a Space now.
  const parted = [...left.map(({ other }) => other), token].filter((t) => !stillShares(t, size));
  for (const t of parted) await t.actor?.toggleStatusEffect(SHARING, { active: false });
}
