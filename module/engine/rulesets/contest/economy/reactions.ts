import { recordUse, usesLeft } from "../../../core/economy/limits.ts";
import { spend } from "../../../core/economy/spend.ts";
import type { ContestActor } from "../creature.ts";
import { refuse, type ContestOutcome } from "../refusal.ts";
import { CONTEST_ACTIONS } from "./actions.ts";
import { whyCannotReact } from "./capability.ts";
import type { ContestCombatantState } from "./combatant.ts";
import { DEFAULT_CONTEST_ECONOMY_OPTIONS, type ContestEconomyOptions } from "./options.ts";
import { ATTACK_LIMIT, CONTEST_LIMITS, REACTION_LIMIT } from "./pools.ts";

/**
 * Reactions: "Reaction can always be taken, regardless of whose turn it is. Reactions require some trigger". They
 * share the round's 3 AP with actions ("A character can use up to 3 AP per round, and can use them in two ways:
 * actions and reactions"). Defend and Opportunity Attack name their trigger (the attack, the foe exposing itself),
 * and a trigger gets one reaction. An Opportunity Attack is "a special form of Strike", so it uses an Attack.
 */
export type ReactionId = "defend" | "manipulate" | "opportunityAttack" | "useMagicReaction";

export interface ReactionRequest {
  readonly reaction: ReactionId;
  /** The attack defended against, or the provocation answered (a unique id per event). */
  readonly trigger?: string;
  /** AP the spell states (Use Magic); default from the options. */
  readonly ap?: number;
  /** Use Magic as a reaction: "You cast a non-attacking spell". */
  readonly spellIsAttack?: boolean;
}

export function takeReaction(
  actor: ContestActor,
  combatant: ContestCombatantState,
  request: ReactionRequest,
  options: ContestEconomyOptions = DEFAULT_CONTEST_ECONOMY_OPTIONS,
): ContestOutcome<ContestCombatantState> {
  const spec = CONTEST_ACTIONS[request.reaction];
  const blocked = whyCannotReact(actor);
  if (blocked) return refuse(combatant, blocked);
  if (spec.needsTrigger && request.trigger === undefined) {
    return refuse(combatant, { code: "triggerRequired", message: `${spec.label} answers a trigger.` });
  }
  if (request.reaction === "useMagicReaction" && request.spellIsAttack === true) {
    return refuse(combatant, {
      code: "attackingReaction",
      message: "Only non-attacking spells are cast as a reaction.",
    });
  }
  const attack = spec.attack === true;
  let uses = combatant.economy.uses;
  if (attack && usesLeft(CONTEST_LIMITS, uses, ATTACK_LIMIT.id) === 0) {
    return refuse(combatant, { code: "noAttacksLeft", message: "Two Attacks per Round are used." });
  }
  if (request.trigger !== undefined) {
    const once = recordUse(CONTEST_LIMITS, uses, REACTION_LIMIT.id, request.trigger);
    if (!once.ok) return refuse(combatant, { code: "alreadyReacted", message: "One reaction per trigger." });
    uses = once.state;
  }
  const ap = request.ap ?? options.actionCosts[request.reaction];
  const paid = spend(combatant.economy.pools, { ap });
  if (!paid.ok) {
    const have = combatant.economy.pools.ap ?? 0;
    return refuse(combatant, { code: "noAp", message: `Needs ${ap} AP, has ${have}.`, need: ap, have });
  }
  if (attack) uses = recordUse(CONTEST_LIMITS, uses, ATTACK_LIMIT.id).state;
  return { ok: true, state: { ...combatant, economy: { ...combatant.economy, pools: paid.state, uses } } };
}
