import { handleStep } from "../procedure/step-query.ts";
import { logRefusal, QUERY_NAMES } from "./reply.ts";
import { handleSpend, SPEND_QUERY } from "../combat/spend-query.ts";
import { handleCombatAct } from "../combat/act-query.ts";

/**
 * The `fray.*` queries every client registers; only the active GM's client is ever asked. Undo is not a query: only
 * a GM may undo, and a GM runs it on its own client.
 */
export function registerQueries(): void {
  Object.assign(CONFIG.queries, {
    [QUERY_NAMES.step]: handleStep,
    [SPEND_QUERY]: loggingRefusals(SPEND_QUERY, handleSpend),
    [QUERY_NAMES.combatAct]: handleCombatAct,
  });
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
