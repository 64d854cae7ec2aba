/**
 * A token about to move in a fight may be refused (a movement pool too short). v13 calls `preMoveToken(document,
 * movement, operation)` on the requesting client alone, before the move; returning false rejects it whole
 * (foundryvtt.com/api/functions/hookEvents.preMoveToken.html). The combatant's room answers from what that client
 * reads (`CombatEconomyRoom.tokenMoving`): a player's move it refuses is rejected with the reason; a GM's goes on with
 * the reason as a warning (the GM's override), and the room's `tokenMoved`, on the active GM's client, settles it.
 */
import { actionsAsTaken } from "../canvas/movement-actions.ts";
import { notifyRefusal } from "./notify.ts";
import { roomOf } from "./rooms.ts";
import { combatantOfToken } from "./token-moved.ts";
import { passedWaypoints, type PassedMovement } from "./token-path.ts";

/**
 * What Fray reads of v13's `TokenMovementOperation` before a move: where it starts and ends (top-left pixels) and the
 * waypoints between (token-path.ts).
 */
export interface TokenMovementPlan extends PassedMovement {
  readonly origin: { readonly x: number; readonly y: number };
  readonly destination: { readonly x: number; readonly y: number };
}

/** False when the move is refused (a player's); a GM's refused move is only warned of. */
export function tokenMoving(token: TokenDocument.Implementation, movement: TokenMovementPlan): boolean {
  const combatant = combatantOfToken(token);
  const room = combatant ? roomOf(combatant) : undefined;
  if (!combatant || !room?.tokenMoving) return true;
  // The requesting client is the mover's: its path's actions are read as that user may take them.
  const path = actionsAsTaken(passedWaypoints(movement, movement.destination), token, game.user.isGM);
  const refusal = room.tokenMoving(combatant, movement.origin, movement.destination, path);
  if (!refusal) return true;
  notifyRefusal(refusal);
  return game.user.isGM;
}

type PreMoveTokenHook = (token: TokenDocument.Implementation, movement: TokenMovementPlan) => boolean;

/** Called once at `init`. fvtt-types does not list v13's `preMoveToken` yet, so its signature is given here. */
export function registerTokenMoving(): void {
  const hooks = Hooks as unknown as { on(hook: "preMoveToken", fn: PreMoveTokenHook): number };
  hooks.on("preMoveToken", (token, movement) => tokenMoving(token, movement));
}
