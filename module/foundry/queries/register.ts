import { handleApplyDamage } from "./apply-damage.ts";
import { handleDefend } from "./defend.ts";
import { QUERY_NAMES } from "./reply.ts";

/**
 * The `fray.*` queries every client registers; only the active GM's client is ever asked. Undo is not a query: only
 * a GM may undo, and a GM runs it on its own client.
 */
export function registerQueries(): void {
  Object.assign(CONFIG.queries, {
    [QUERY_NAMES.defend]: handleDefend,
    [QUERY_NAMES.applyDamage]: handleApplyDamage,
  });
}
