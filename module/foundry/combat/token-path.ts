/**
 * The waypoints of a token's move as v13 hands them to `preMoveToken` and `moveToken`
 * (`TokenMovementOperation#passed.waypoints`, each a TokenMeasuredMovementWaypoint; the origin is not among them,
 * foundryvtt.com/api/interfaces/foundry.documents.types.TokenMovementSectionData.html): top-left `x`/`y` in pixels;
 * `terrain`, "the terrain data from the previous to this waypoint" (core's TerrainData, whose `difficulty` is the
 * movement cost multiplier a Region's Modify Movement Cost behaviour sets; null where no Region changes it); and
 * `intermediate`, set on the waypoints core adds where the token crosses a Region's edge (`Token#createTerrainMovementPath`);
 * `action`, "the movement action from the previous to this waypoint" (a key of `CONFIG.Token.movement.actions`:
 * walk, jump, blink …), as its mover may take it (canvas/movement-actions.ts).
 */
export interface MovedWaypoint {
  readonly x: number;
  readonly y: number;
  readonly action?: string;
  readonly terrain?: { readonly difficulty?: number | null } | null;
  readonly intermediate?: boolean;
}

/** What Fray reads of the passed part of a v13 movement. */
export interface PassedMovement {
  readonly passed?: { readonly waypoints: readonly MovedWaypoint[] };
}

/** The waypoints passed; a caller that gives only the ends (a scripted move in a test) goes straight to `to`. */
export function passedWaypoints(movement: PassedMovement, to: { readonly x: number; readonly y: number }) {
  const waypoints = movement.passed?.waypoints ?? [];
  return waypoints.length > 0 ? waypoints : [{ x: to.x, y: to.y }];
}
