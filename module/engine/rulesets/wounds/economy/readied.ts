import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import type { WoundsActor } from "../status.ts";
import type { InitiativeScores } from "../turns/initiative.ts";
import { actionSpec, type WoundsActionId } from "./actions.ts";
import { apCost } from "./costs.ts";
import { applyCompletion } from "./effects.ts";
import { refuse, type WoundsOutcome } from "./refusal.ts";
import { takeReaction, type ReactionResult } from "./reactions.ts";

/**
 * Taking a readied action (seed 004, Ready an Action): "Choose an action. Until you take an action or reaction, you
 * can take the chosen action as a reaction in response to any event." It is the `readied` reaction at the chosen
 * action's own cost (decision 39): no higher initiative asked and no −2 ("Taking a reaction has no effect on your
 * initiative"), refused at initiative 0, one per trigger, Readied used up, and the action takes effect at once as a
 * reaction does (Defend's stance, a first Dash). The attacks and spells are readied through their card, not here.
 */
export interface ReadiedRequest {
  readonly action: WoundsActionId;
  readonly trigger: string;
  readonly scores: InitiativeScores;
  readonly round: number;
}

export function canBeReadied(action: WoundsActionId): boolean {
  const spec = actionSpec(action);
  return spec.kind === "action" && !spec.attackOrSpell && action !== "ready";
}

export function takeReadied(
  actor: WoundsActor,
  combatant: ReactionResult["combatant"],
  request: ReadiedRequest,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): WoundsOutcome<ReactionResult> {
  if (!canBeReadied(request.action)) {
    const message = `${actionSpec(request.action).label} cannot be taken as a readied action here.`;
    return refuse({ actor, combatant, apSpent: 0 }, { code: "unknownAction", message });
  }
  const baseCost = apCost(request.action, [], options);
  const { trigger, scores } = request;
  const reacted = takeReaction(actor, combatant, { reaction: "readied", trigger, scores, baseCost }, options);
  if (!reacted.ok) return reacted;
  const done = applyCompletion(reacted.state.actor, reacted.state.combatant, request.action, request.round);
  return { ok: true, state: { ...reacted.state, actor: done.actor, combatant: done.combatant } };
}
