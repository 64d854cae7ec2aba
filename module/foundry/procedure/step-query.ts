/**
 * `fray.step`, GM side: the one relay path of every card step (module/foundry/README.md section 2). The requester
 * stamps the actor its step's actor names — the attacker for the attacker's steps, the row's target for the
 * target's — and asks with `{messageId, rowKey, stepId, choice?, requestId}`. Under the card's lock the GM loads
 * the card it trusts (queries/card-trust.ts), finds the step in the card's procedure, consumes the stamp whatever
 * the answer, and takes the step from the documents as they are (take-step.ts). A GM's or automatic step is never
 * asked for: the GM's client takes it itself (gm-step.ts).
 */
import { actorAt } from "../queries/actor-at.ts";
import type { LoadedRow } from "../queries/card-io.ts";
import { spendStamp, stepKind } from "../queries/proof.ts";
import { refuse, type QueryReply } from "../queries/reply.ts";
import { settleRow } from "../queries/settle.ts";
import { roomFor } from "../room-lookup.ts";
import { stepActor } from "./open-steps.ts";
import { parseStepRequest } from "./step-payload.ts";
import type { Procedure, ProcedureStep, StepContext } from "./step.ts";
import { STEP_QUERY, takeStep } from "./take-step.ts";

/** The card's actors and weapon as they are now (the GM's reading: UUIDs are data anyone could have written). */
export async function stepContext({ message, card, row }: LoadedRow): Promise<StepContext> {
  const attacker = await actorAt(card.attacker.actorUuid);
  const target = row.actorUuid === "" ? undefined : await actorAt(row.actorUuid);
  const item = attacker?.items.get(card.attacker.itemId);
  return { card, row, attacker, item, target, messageId: message.id ?? undefined };
}

/** The procedure of a card's ruleset and the step it names, or the reason there is none. */
export function findStep(loaded: LoadedRow, stepId: string): { procedure: Procedure; step: ProcedureStep } | string {
  const procedure = roomFor(loaded.card.ruleset)?.procedure;
  if (!procedure) return "noRuleset";
  const step = procedure.find((s) => s.id === stepId);
  return step ? { procedure, step } : "unknownStep";
}

export function handleStep(payload: unknown): Promise<QueryReply> {
  return settleRow(STEP_QUERY, parseStepRequest(payload), { activeGmOnly: true }, async (request, loaded) => {
    const found = findStep(loaded, request.stepId);
    if (typeof found === "string") return refuse(STEP_QUERY, found);
    const ctx = await stepContext(loaded);
    const who = stepActor(found.step, ctx);
    if (who === "gm" || who === "auto") return refuse(STEP_QUERY, "gmOnly");
    const proving = who === "attacker" ? ctx.attacker : ctx.target;
    if (!proving) return refuse(STEP_QUERY, "unknownActor");
    const taking = { ...ctx, message: loaded.message, requestId: request.requestId };
    const reply = await spendStamp(proving, request.requestId, stepKind(found.step.id), () =>
      takeStep(found.procedure, found.step, taking, request.choice),
    );
    return reply ?? refuse(STEP_QUERY, "notOwner");
  });
}
