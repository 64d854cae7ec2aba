import { handleStep } from "../procedure/step-query.ts";
import { logRefusal, QUERY_NAMES } from "./reply.ts";
import { handleSpend, SPEND_QUERY } from "../combat/spend-query.ts";
import { handleCombatAct } from "../combat/act-query.ts";
import { handleSheetAct } from "./sheet-act.ts";
import { activeRulesetId } from "../config/settings.ts";
import { loadRoom } from "../room-lookup.ts";

/**
 * The `fray.*` queries every client registers; only the active GM's client is ever asked. Undo is not a query: only
 * a GM may undo, and a GM runs it on its own client.
 */
export function registerQueries(): void {
  Object.assign(CONFIG.queries, {
    [QUERY_NAMES.step]: afterWorldRoom(handleStep),
    [SPEND_QUERY]: afterWorldRoom(loggingRefusals(SPEND_QUERY, handleSpend)),
    [QUERY_NAMES.combatAct]: afterWorldRoom(handleCombatAct),
    [QUERY_NAMES.sheetAct]: afterWorldRoom(handleSheetAct),
  });
}

/**
 * Every query acts through the world's room, whose play part loads after `init` (room-lookup.ts): a request that
 * reaches a GM whose client is still loading it waits for it instead of being judged as a ruleset without a room.
 */
function afterWorldRoom<R>(handler: (payload: unknown) => Promise<R>): (payload: unknown) => Promise<R> {
  return async (payload) => {
    await loadRoom(activeRulesetId());
    return handler(payload);
  };
}

/**
 * `fray.spend` answers a refusal with a localization key (`FRAY.Combat.refused.<code>`) instead of `refuse`: log its
 * code on the GM's console like every other query's refusal.
 */
function loggingRefusals<R extends { ok: boolean; refused?: string }>(
  query: string,
  handler: (payload: unknown) => Promise<R>,
): (payload: unknown) => Promise<R> {
  return async (payload) => {
    const reply = await handler(payload);
    if (!reply.ok) logRefusal(query, reply.refused?.split(".").at(-1) ?? "refused");
    return reply;
  };
}
