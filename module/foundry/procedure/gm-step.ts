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
import type { DamageAdjust } from "../chat/attack-card/adjust.ts";

/** The caller holds the card's lock and checked who asked (the card's author, or the GM's own click). */
export async function takeStepAsGm(
  loaded: LoadedRow,
  found: { readonly procedure: Procedure; readonly step: ProcedureStep },
  choice?: string,
  adjust?: DamageAdjust,
): Promise<QueryReply> {
  const context = await stepContext(loaded);
  const taking = { ...context, message: loaded.message, requestId: foundry.utils.randomID(16), adjust };
  return takeStep(found.procedure, found.step, taking, choice);
}

/**
 * A GM's click on a step the GM takes, or on any step with the GM's damage adjustment (the adjustment is the GM's
 * alone, so it is taken here rather than asked through the relay): settled on the active GM's client only.
 */
export function gmTakesStep(
  messageId: string,
  rowKey: string,
  stepId: string,
  choice?: string,
  adjust?: DamageAdjust,
): Promise<QueryReply> {
  if (game.users.activeGM?.isSelf !== true) return Promise.resolve(refuse(STEP_QUERY, "notActiveGm"));
  return withCardLock(messageId, async () => {
    const loaded = await loadRow({ messageId, rowKey });
    if (typeof loaded === "string") return refuse(STEP_QUERY, loaded);
    const found = findStep(loaded, stepId);
    if (typeof found === "string") return refuse(STEP_QUERY, found);
    if (adjust && found.step.adjustable !== true) return refuse(STEP_QUERY, "notAdjustable");
    return takeStepAsGm(loaded, found, choice, adjust);
  });
}
