/**
 * Steps the GM's client takes on its own authority, with no requester's stamp: a step whose actor is `auto` or one
 * the world's automation takes (chat/attack-card/auto-damage.ts, under the card's lock it already holds), and a step
 * whose actor is the GM, clicked on a GM's client (only the active GM writes the card, as for every step).
 */
import { loadRow, type LoadedRow } from "../queries/card-io.ts";
import { withCardLock } from "../queries/lock.ts";
import { refuse, type QueryReply } from "../queries/reply.ts";
import { findStep, stepContext } from "./step-query.ts";
import type { Procedure, ProcedureStep } from "./step.ts";
import { STEP_QUERY, takeStep } from "./take-step.ts";

/** The caller holds the card's lock and checked who asked (the card's author, or the GM's own click). */
export async function takeStepAsGm(
  loaded: LoadedRow,
  found: { readonly procedure: Procedure; readonly step: ProcedureStep },
  choice?: string,
): Promise<QueryReply> {
  const taking = { ...(await stepContext(loaded)), message: loaded.message, requestId: foundry.utils.randomID(16) };
  return takeStep(found.procedure, found.step, taking, choice);
}

/** A GM's click on a step the GM takes: settled here, on the active GM's client only. */
export function gmTakesStep(messageId: string, rowKey: string, stepId: string, choice?: string): Promise<QueryReply> {
  if (game.users.activeGM?.isSelf !== true) return Promise.resolve(refuse(STEP_QUERY, "notActiveGm"));
  return withCardLock(messageId, async () => {
    const loaded = await loadRow({ messageId, rowKey });
    if (typeof loaded === "string") return refuse(STEP_QUERY, loaded);
    const found = findStep(loaded, stepId);
    return typeof found === "string" ? refuse(STEP_QUERY, found) : takeStepAsGm(loaded, found, choice);
  });
}
