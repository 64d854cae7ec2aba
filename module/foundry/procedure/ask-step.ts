import { relayQuery } from "../queries/relay.ts";
import { stepKind } from "../queries/proof.ts";
import type { QueryReply } from "../queries/reply.ts";
import { handleStep } from "./step-query.ts";
import { STEP_QUERY } from "./take-step.ts";

/**
 * Client side of a card step taken by the owner of `owned` (the attacker's or the row's target's actor), relayed to
 * the active GM as `fray.step` with the stamp that proves it (queries/relay.ts). The refusal is shown to the user.
 */
export function askStep(
  stepId: string,
  owned: Actor.Implementation,
  messageId: string,
  rowKey: string,
  choice?: string,
): Promise<QueryReply> {
  const route = { name: STEP_QUERY, kind: stepKind(stepId), handler: handleStep };
  return relayQuery(route, owned, { messageId, rowKey, stepId, ...(choice === undefined ? {} : { choice }) });
}
