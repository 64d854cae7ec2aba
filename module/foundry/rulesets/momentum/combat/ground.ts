/**
 * The terrain a `momentum` token stands on, read from its scene's Regions (rules page decision 162): "Your jumping
 * range is halved while being on difficult terrain". A move's waypoints carry the terrain of each leg, but not of the
 * square it starts from (core's `passed.waypoints` exclude the origin), so a jump that starts the move reads the
 * ground the token stands on here, as core decides what a token is in: the Regions it is inside at that position
 * (v13 `TokenDocument#testInsideRegion(region, data)`, which tests the token's centre with `RegionDocument#testPoint`)
 * and their active Modify Movement Cost behaviours, whose difficulties core multiplies into the terrain's
 * (`ModifyMovementCostRegionBehaviorType#_getTerrainEffects`, `TerrainData.resolveTerrainEffects`). The ground is what
 * walking on it costs: difficult where that multiplier is above 1, as a leg's terrain is read (decision 136).
 */
import type { Terrain } from "../../../../engine/rulesets/momentum/geometry/movement.ts";
import { isRecord, recordAt } from "../../../migrations/source.ts";

/** Core's Modify Movement Cost behaviour type (`CONFIG.RegionBehavior.dataModels.modifyMovementCost`). */
const MODIFY_MOVEMENT_COST = "modifyMovementCost";

/** Core's walking movement action, the one the ground's difficulty is read for. */
const WALK_ACTION = "walk";

/** The walking difficulty one Region's behaviours set (1: they change nothing). */
function walkDifficulty(region: RegionDocument.Implementation): number {
  let difficulty = 1;
  for (const behavior of region.behaviors) {
    if (behavior.disabled || behavior.type !== MODIFY_MOVEMENT_COST || !isRecord(behavior.system)) continue;
    // fvtt-types does not narrow `system` by `type`: its difficulties are read as the plain record they are.
    const walk = recordAt(behavior.system, "difficulties")[WALK_ACTION];
    difficulty *= typeof walk === "number" ? walk : 1;
  }
  return difficulty;
}

/** The terrain `token` would stand on with its top-left corner at `at` (pixels). */
export function groundAt(token: TokenDocument.Implementation, at: { readonly x: number; readonly y: number }): Terrain {
  const scene = token.parent;
  if (!scene) return "normal";
  let difficulty = 1;
  for (const region of scene.regions) {
    if (token.testInsideRegion(region, { x: at.x, y: at.y })) difficulty *= walkDifficulty(region);
  }
  return difficulty > 1 ? "difficult" : "normal";
}
