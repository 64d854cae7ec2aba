import { addCondition } from "../../../core/conditions/mutate.ts";
import { isActive, type ConditionState } from "../../../core/conditions/state.ts";
import { recordUse } from "../../../core/economy/limits.ts";
import { WOUNDS_CONDITIONS } from "../conditions.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../options.ts";
import type { WoundsActor } from "../status.ts";
import type { InitiativeScores } from "../turns/initiative.ts";
import { whyCannotReactAtInitiative } from "../turns/interrupt.ts";
import { actionSpec, type WoundsActionId } from "./actions.ts";
import { dropReadied } from "./act.ts";
import { whyCannotReact } from "./capability.ts";
import { dropReadiedChoice, type WoundsCombatantState } from "./combatant.ts";
import { apCost, type CostModifier } from "./costs.ts";
import { HARRY_LIMIT, REACTION_LIMIT, WOUNDS_LIMITS } from "./limits.ts";
import { refuse, type WoundsOutcome } from "./refusal.ts";
import { spendAp } from "./spend.ts";

/**
 * Reactions (seed 004): "Reactions are a special type of action that you can take any time that its requirements are
 * met, whether on your own turn or someone else's, regardless of your respective initiative scores. Taking a reaction
 * has no effect on your initiative. … You can only take a single reaction in response to a specific trigger." At
 * initiative 0 "you cannot take reactions". A reaction happens at once, so its AP is paid in full or it is refused;
 * paying for it cancels an act in progress ("if you spend AP on anything else").
 */
export interface ReactionRequest {
  readonly reaction: WoundsActionId;
  /** The event reacted to; one reaction per trigger. */
  readonly trigger: string;
  readonly scores: InitiativeScores;
  /** Harry's target ("once per round per target"). */
  readonly target?: string;
  /** The readied action's own cost, for a readied reaction. */
  readonly baseCost?: number;
  readonly costModifiers?: readonly CostModifier[];
}

export interface ReactionResult {
  readonly actor: WoundsActor;
  readonly combatant: WoundsCombatantState;
  readonly apSpent: number;
  readonly canceled?: string;
}

export function takeReaction(
  actor: WoundsActor,
  combatant: WoundsCombatantState,
  request: ReactionRequest,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): WoundsOutcome<ReactionResult> {
  const unchanged: ReactionResult = { actor, combatant, apSpent: 0 };
  const spec = actionSpec(request.reaction);
  if (spec.kind !== "reaction") {
    return refuse(unchanged, { code: "notAReaction", message: `${spec.label} is not a reaction.` });
  }
  const blocked = whyCannotReact(actor) ?? whyCannotReactAtInitiative(request.scores, combatant.id);
  if (blocked) return refuse(unchanged, blocked);
  if (request.reaction === "readied" && !isActive(actor.conditions, "readied")) {
    return refuse(unchanged, { code: "notReadied", message: "No readied action to take." });
  }
  let uses = recordUse(WOUNDS_LIMITS, combatant.economy.uses, REACTION_LIMIT.id, request.trigger);
  if (!uses.ok) return refuse(unchanged, { code: "alreadyReacted", message: "Only one reaction to a trigger." });
  if (request.reaction === "harry") {
    uses = recordUse(WOUNDS_LIMITS, uses.state, HARRY_LIMIT.id, request.target ?? request.trigger);
    if (!uses.ok) return refuse(unchanged, { code: "harriedThisRound", message: "Harry once per round per target." });
  }
  const cost = apCost(request.reaction, request.costModifiers, options, request.baseCost);
  const paid = spendAp(combatant, cost);
  if (!paid.ok) return refuse(unchanged, paid.reason);
  const next = dropReadiedChoice(paid.state.combatant);
  return {
    ok: true,
    state: {
      actor: { ...actor, conditions: dropReadied(actor.conditions) },
      combatant: { ...next, economy: { ...next.economy, uses: uses.state } },
      apSpent: cost,
      ...(paid.state.canceled === undefined ? {} : { canceled: paid.state.canceled }),
    },
  };
}

/** Harry's effect on its target: "a -2 penalty to any ranged weapon attack or check made this round". */
export function applyHarried(conditions: ConditionState, round: number, source = "harry"): ConditionState {
  return addCondition(WOUNDS_CONDITIONS, conditions, "harried", { source, duration: { kind: "endOfRound" }, round })
    .state;
}
