/**
 * How a fighting token's move came about (the engine's `MoveCause`), read from what Foundry reports: the GM's own
 * Push first (canvas/push.ts), then the path's movement actions as its mover could take them
 * (canvas/movement-actions.ts, where a player's Fall or Displace is a walk). A move all of whose steps are the GM's
 * Fall is "falling past a foe" (decision 159); all core's Displace, the GM putting the token elsewhere (decision 160);
 * all a teleporting action (v13 `CONFIG.Token.movement.actions[action].teleport`: Blink), "moving through means of
 * teleportation" (decision 87). A step walked makes the whole move a walk: the creature moved itself.
 */
import type { MoveCause } from "../../../../engine/rulesets/contest/geometry/move-cause.ts";
import { DISPLACE } from "../../../canvas/movement-actions.ts";
import type { MovedWaypoint } from "../../../combat/token-path.ts";
import { FALL } from "../canvas/fall.ts";

/** Does v13 configure `action` as a teleport (foundryvtt.com/api/interfaces/foundry.types.TokenMovementActionConfig.html)? */
function teleports(action: string | undefined): boolean {
  if (action === undefined) return false;
  const actions: Partial<Record<string, { readonly teleport?: boolean }>> = CONFIG.Token.movement.actions;
  return actions[action]?.teleport === true;
}

export function moveCauseOf(path: readonly MovedWaypoint[], pushed: boolean): MoveCause {
  if (pushed) return "pushed";
  if (path.length === 0) return "walk";
  const actions = path.map((waypoint) => waypoint.action);
  if (actions.every((action) => action === FALL)) return "fall";
  if (actions.every((action) => action === DISPLACE)) return "displaced";
  return actions.every(teleports) ? "teleport" : "walk";
}
