/**
 * A token moved in a fight may open reactions (a creature approaching a weapon's reach). v13 calls `moveToken(document,
 * movement, operation, user)` on every client once a move is done, the movement carrying the position it started
 * from (`origin`, a TokenPosition: top-left `x`/`y` in pixels; foundryvtt.com/api/functions/hookEvents.moveToken.html).
 * Only the active GM's client acts, once: it finds the combatant standing for the token in a started combat and hands
 * the move to that combatant's room (`CombatEconomyRoom.tokenMoved`), which reads the scene and answers. The path's
 * movement actions are read as the mover (the hook's `user`, whom the server names) could take them
 * (canvas/movement-actions.ts).
 */
import { actionsAsTaken } from "../canvas/movement-actions.ts";
import { roomOf } from "./rooms.ts";
import { passedWaypoints, type PassedMovement } from "./token-path.ts";

/** What Fray reads of v13's `TokenMovementOperation`: where the move started, and the waypoints it passed. */
export interface TokenMovement extends PassedMovement {
  readonly origin: { readonly x: number; readonly y: number };
}

/** The combatant of a started combat whose token is `token`. */
export function combatantOfToken(token: TokenDocument.Implementation): Combatant.Implementation | undefined {
  const scene = token.parent;
  if (!scene || token.id === null) return undefined;
  for (const combat of game.combats.contents) {
    if (!combat.started) continue;
    const found = combat.combatants.find((c) => c.tokenId === token.id && c.sceneId === scene.id);
    if (found) return found;
  }
  return undefined;
}

/** `mover`: the user who moved the token; absent (a scripted call), a player's GM-only action is not honoured. */
export async function tokenMoved(
  token: TokenDocument.Implementation,
  movement: TokenMovement,
  mover?: User.Implementation,
): Promise<void> {
  if (game.users.activeGM?.isSelf !== true) return;
  const combatant = combatantOfToken(token);
  const room = combatant ? roomOf(combatant) : undefined;
  if (!combatant || !room?.tokenMoved) return;
  const path = actionsAsTaken(passedWaypoints(movement, token), token, mover?.isGM === true);
  await room.tokenMoved(combatant, token, { x: movement.origin.x, y: movement.origin.y }, path);
}

type MoveTokenHook = (
  token: TokenDocument.Implementation,
  movement: TokenMovement,
  operation: unknown,
  user: User.Implementation,
) => void;

/** Called once at `init`. fvtt-types does not list v13's `moveToken` yet, so its signature is given here. */
export function registerTokenMoved(): void {
  const hooks = Hooks as unknown as { on(hook: "moveToken", fn: MoveTokenHook): number };
  hooks.on("moveToken", (token, movement, _operation, user) => {
    void tokenMoved(token, movement, user);
  });
}
