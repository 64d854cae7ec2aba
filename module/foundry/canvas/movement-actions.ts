/**
 * Movement actions a room adds to core's (v13 `CONFIG.Token.movement.actions`: walk, fly, swim … blink, displace;
 * foundryvtt.com/api/interfaces/foundry.types.TokenMovementActionConfig.html), set at `init` for the world's ruleset,
 * and who may take them. An action's `canSelect` only decides what the Token HUD and the ruler offer ("Can the current
 * User select this movement action for the given Token?"); the document layer accepts any configured action from
 * anyone who may move the token (core's `TokenDocument#move` checks only that the action is in
 * `CONFIG.Token.movement.actions`, "action is invalid"), and a token's owner may set its `movementAction` field. So a
 * move is read as its mover could have taken it: an action its mover may not select (a room's GM-only action, or
 * core's Displace, whose `canSelect` is `() => false`) taken by a player is the default action
 * (`CONFIG.Token.movement.defaultAction`, core's walk).
 */
import { activeRulesetId } from "../config/settings.ts";
import { shellFor } from "../room-lookup.ts";
import type { MovedWaypoint } from "../combat/token-path.ts";

/** Core's action that no user may select: what core itself uses to put a token somewhere (undo, paste). */
export const DISPLACE = "displace";

/** The actions of the world's room no player may take. */
function gmOnlyActions(): ReadonlySet<string> {
  const room = shellFor(activeRulesetId())?.movementActions ?? [];
  return new Set([DISPLACE, ...room.map((action) => action.id)]);
}

/** Called once at `init` (settings are readable then): the world's room's actions join core's. */
export function registerMovementActions(): void {
  for (const action of shellFor(activeRulesetId())?.movementActions ?? []) {
    CONFIG.Token.movement.actions[action.id] = {
      label: action.label,
      icon: action.icon,
      img: action.img,
      order: action.order,
      canSelect: () => game.user.isGM,
    };
  }
}

/**
 * The path with each waypoint's action as its mover may take it: a waypoint naming none moves with the token's
 * `movementAction` (core fills it so, `TokenDocument#move`); a GM-only action taken by a player is the default action.
 * `byGM`: the mover is a GM.
 */
export function actionsAsTaken(
  path: readonly MovedWaypoint[],
  token: TokenDocument.Implementation,
  byGM: boolean,
): MovedWaypoint[] {
  const gmOnly = gmOnlyActions();
  return path.map((waypoint) => {
    // A prepared token's action is never null (`prepareDerivedData`: `movementAction ??= defaultAction`).
    const action = waypoint.action ?? token.movementAction ?? CONFIG.Token.movement.defaultAction;
    const taken = !byGM && gmOnly.has(action) ? CONFIG.Token.movement.defaultAction : action;
    return { ...waypoint, action: taken };
  });
}
