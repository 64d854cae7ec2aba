import { removeCondition } from "../../../core/conditions/mutate.ts";
import { isActive } from "../../../core/conditions/state.ts";
import { recordUse, type UseLimit } from "../../../core/economy/limits.ts";
import type { BonusActor } from "./actor.ts";
import { whyCannotReact } from "./capability.ts";
import type { BonusCombatantState } from "./combatant.ts";
import { DEFAULT_BONUS_ECONOMY_OPTIONS, type BonusEconomyOptions } from "./options.ts";
import { refuse, type BonusOutcome } from "./refusal.ts";
import { sumEffect } from "./status.ts";
import { spendVigor } from "./vigor.ts";

/**
 * Reactions: "reactions consume Vigor, which limits the number of reactions you may take in an encounter."
 * "You may only take one reaction to any trigger, and you may not take a reaction during your turn."
 */
export const BONUS_REACTION_IDS = ["defense", "takeOpening", "readied"] as const;
export type BonusReactionId = (typeof BONUS_REACTION_IDS)[number];

export interface BonusReactionSpec {
  readonly id: BonusReactionId;
  readonly label: string;
  /** Vigor before Defend's discount; undefined: from the options (readied). */
  readonly vigor?: number;
  /** A defensive reaction (Defend discounts it; Incapacitated "cannot dodge or defend"). */
  readonly defensive: boolean;
}

export const BONUS_REACTIONS: Readonly<Record<BonusReactionId, BonusReactionSpec>> = {
  // "Defense (Dodge, Deflect, or Block). … Using the Defense reaction consumes 5 Vigor."
  defense: { id: "defense", label: "Defense", vigor: 5, defensive: true },
  // "you may use a reaction to make an ordinary attack action at the cost of 5 Vigor"
  takeOpening: { id: "takeOpening", label: "Take Opening", vigor: 5, defensive: false },
  // Ready: "If that condition occurs, you may use a reaction to respond to that event with the action you readied."
  readied: { id: "readied", label: "Readied Action", defensive: false },
};

/** One reaction per trigger. Trigger ids are unique per attack or opening; counts clear at each round start. */
export const REACTION_LIMIT: UseLimit = { id: "reaction", times: 1, clearAt: "roundStart", keyed: true };
export const BONUS_LIMITS: readonly UseLimit[] = [REACTION_LIMIT];

/**
 * Vigor a reaction costs now: Defend takes 2 off defensive reactions "until the beginning of your next turn",
 * never below 0.
 */
export function reactionVigorCost(
  actor: BonusActor,
  reaction: BonusReactionId,
  options: BonusEconomyOptions = DEFAULT_BONUS_ECONOMY_OPTIONS,
): number {
  const spec = BONUS_REACTIONS[reaction];
  const base = spec.vigor ?? options.readiedReactionVigor;
  const discounted = spec.defensive || options.defendDiscountsAllReactions;
  return Math.max(0, base - (discounted ? sumEffect(actor, "defensiveReactionDiscount") : 0));
}

export interface ReactionRequest {
  readonly reaction: BonusReactionId;
  /** The attack, opening or event reacted to; one reaction per trigger. */
  readonly trigger: string;
  /** Is it the reacting creature's own turn? Reactions are never taken then. */
  readonly ownTurn: boolean;
}

export interface ReactionResult {
  readonly actor: BonusActor;
  readonly combatant: BonusCombatantState;
  readonly vigorSpent: number;
}

export function takeReaction(
  actor: BonusActor,
  combatant: BonusCombatantState,
  request: ReactionRequest,
  options: BonusEconomyOptions = DEFAULT_BONUS_ECONOMY_OPTIONS,
): BonusOutcome<ReactionResult> {
  const unchanged: ReactionResult = { actor, combatant, vigorSpent: 0 };
  const spec = BONUS_REACTIONS[request.reaction];
  // "you cannot take openings you create on your turn"
  if (request.ownTurn)
    return refuse(unchanged, { code: "duringOwnTurn", message: "No reactions during your own turn." });
  const blocked = whyCannotReact(actor, spec.defensive);
  if (blocked) return refuse(unchanged, blocked);
  if (!options.ambushedReactBeforeFirstTurn && combatant.turnsStarted === 0 && isActive(actor.conditions, "ambushed")) {
    return refuse(unchanged, {
      code: "ambushedBeforeTurn",
      message: "Ambushed: no reactions before your first turn.",
      condition: "ambushed",
    });
  }
  if (request.reaction === "readied" && !isActive(actor.conditions, "readied")) {
    return refuse(unchanged, { code: "notReadied", message: "No readied action to take." });
  }
  const used = recordUse(BONUS_LIMITS, combatant.economy.uses, REACTION_LIMIT.id, request.trigger);
  if (!used.ok) return refuse(unchanged, { code: "alreadyReacted", message: "Only one reaction to any trigger." });
  const cost = reactionVigorCost(actor, request.reaction, options);
  const paid = spendVigor(actor.creature, cost);
  if (!paid.ok) return refuse(unchanged, paid.reason);
  // The readied action is used up once taken.
  const conditions =
    request.reaction === "readied" ? removeCondition(actor.conditions, "readied").state.state : actor.conditions;
  const next: ReactionResult = {
    actor: { ...actor, creature: paid.state, conditions },
    combatant: { ...combatant, economy: { ...combatant.economy, uses: used.state } },
    vigorSpent: cost,
  };
  return { ok: true, state: next };
}
