/**
 * "You climb … off of the mount" (seed 004; docs/rules/wounds.md decision 221): dismounted, the rider's token leaves
 * the mount's spaces for the free place beside it nearest to its seat (the engine's `dismountPlaces`), reached in a
 * clear line from where it sat (no wall between). The climb is the Mount/Dismount action's, paid by its AP: the move is
 * placed, not walked (canvas/push.ts `placeToken`), so no movement is paid. A rider whose token is not on its mount
 * (the GM put it elsewhere) stays there; off a square grid, or with no free place beside the mount, it stays too and
 * the GM places it.
 */
import { dismountPlaces, type Spaces } from "../../../../engine/rulesets/wounds/special/dismount.ts";
import { GRID_TYPE } from "../../../canvas/grid-spec.ts";
import { onBattlefield } from "../../../canvas/on-battlefield.ts";
import { placeToken } from "../../../canvas/push.ts";
import { readPairBefore } from "../../../canvas/situate.ts";
import { withinMount } from "./carry.ts";

function spacesOf(token: TokenDocument.Implementation, size: number): Spaces {
  return {
    col: Math.round(token.x / size),
    row: Math.round(token.y / size),
    width: token.width ?? 1,
    height: token.height ?? 1,
  };
}

/** Where the dismounted rider's token went: beside the mount, left off it already, or nowhere Fray could set it. */
export type SteppedOff = "placed" | "offMount" | "noPlace";

/** GM: the dismounted rider's token set down beside its mount, if it still stands on the mount. */
export async function stepOff(
  rider: TokenDocument.Implementation | null,
  mount: TokenDocument.Implementation | null,
): Promise<SteppedOff> {
  const scene = rider?.parent;
  if (!rider || !mount || !scene || mount.parent !== scene || !withinMount(rider, rider, mount)) return "offMount";
  if (scene.grid.type !== GRID_TYPE.square) return "noPlace";
  const size = scene.grid.size;
  const others = scene.tokens.contents
    .filter((t) => t.id !== rider.id && t.id !== mount.id && onBattlefield(t))
    .map((t) => spacesOf(t, size));
  for (const place of dismountPlaces(spacesOf(mount, size), spacesOf(rider, size), others)) {
    const to = { x: place.col * size, y: place.row * size };
    if (readPairBefore("wounds", rider, rider, to)?.clearPath !== true) continue;
    await placeToken(rider, to);
    return "placed";
  }
  return "noPlace";
}
