/**
 * The world's room's play part is a chunk fetched after `init` (room-lookup.ts), and core's start-up does not wait for
 * it: documents are prepared and the sidebar drawn while it may still be on its way. What was prepared without it is
 * redone once it is there. Sheets register themselves at `setup` or `ready` (applications/sheets/register.ts) and
 * chat cards wait for their room before rendering (chat/attack-card/render.ts).
 */
import { activeRulesetId } from "../config/settings.ts";
import { I18N_ROOT } from "../constants.ts";
import { loadRoom, roomFor, shellFor } from "../room-lookup.ts";

/** Was the world's room still loading at `setup`? */
let missingAtSetup = false;

/** Combats sort their turns when core prepares them, before `setup`: sorted again with the room's order. */
function sortTurnsAgain(): void {
  for (const combat of game.combats.contents) combat.setupTurns();
}

/** `setup`: the documents are prepared; their turn order is the room's if it has loaded, else it waits for `ready`. */
export function settleRoomAtSetup(): void {
  missingAtSetup = !roomFor(activeRulesetId());
  if (!missingAtSetup) sortTurnsAgain();
}

/**
 * `ready`: waits for the world's room if it was late, then sorts the turns and redraws the tracker; a room that
 * failed to load is reported to the GM (the self-check says why).
 */
export async function settleRoomAtReady(): Promise<void> {
  const ruleset = activeRulesetId();
  const room = await loadRoom(ruleset);
  if (!room) {
    if (shellFor(ruleset) && game.user.isGM) ui.notifications.error(`${I18N_ROOT}.Room.loadFailed`, { localize: true });
    return;
  }
  if (!missingAtSetup) return;
  sortTurnsAgain();
  void ui.combat.render();
}
