/**
 * One act taken by the engine from a combatant's state, without documents: the spend (spend.ts) writes what it gives,
 * the sheet's Actions section shows the refusal it would meet, so a button is refused for the reason the click would be.
 */
import {
  markFeint,
  takeAction,
  takeFreeAction,
  type PrimaryActionId,
  type SpellTraits,
} from "../../../../engine/rulesets/contest/economy/act.ts";
import { moveOnTurn, standUp } from "../../../../engine/rulesets/contest/economy/move.ts";
import {
  CONTEST_ACTIONS,
  isContestActionId,
  type ContestActionId,
} from "../../../../engine/rulesets/contest/economy/actions.ts";
import type { ContestCombatantState } from "../../../../engine/rulesets/contest/economy/combatant.ts";
import { takeReaction, type ReactionId } from "../../../../engine/rulesets/contest/economy/reactions.ts";
import type { ContestActor } from "../../../../engine/rulesets/contest/creature.ts";
import type { ContestOutcome } from "../../../../engine/rulesets/contest/refusal.ts";

/** Walking part of this turn's free movement, and standing up from Prone: no AP, off the engine's action list. */
export const MOVE = "move";
export const STAND_UP = "standUp";

/** What one spend asks the engine, read from the request and the actor's own items. */
export interface Asked {
  readonly action: string;
  /** A Strike's weapon's own AP. */
  readonly ap?: number;
  readonly trigger?: string;
  /** A Strike's target, a combatant id (a Feint against it gives a boon). */
  readonly target?: string;
  /** Metres walked (`move`). */
  readonly metres?: number;
  /** Use Magic: the spell's traits, read from the item (Attack trait, Melee Attack trait). */
  readonly spell?: SpellTraits;
  /** Use Magic (reaction) from a prompt: the name of the spell cast (decision 135). */
  readonly cast?: string;
  /** Manipulate drawing or stowing a weapon or shield: the actor's item id (draw-stow.ts). */
  readonly drawStow?: string;
}

/** The combatant as the engine reads it at the moment of the act. */
export interface ContestTurn {
  readonly actor: ContestActor;
  readonly state: ContestCombatantState;
  readonly round: number;
  /** The combatant acts now (primary actions and movement are taken on your own turn). */
  readonly ownTurn: boolean;
}

export type Spent = ContestOutcome<{
  readonly actor: ContestActor;
  readonly combatant: ContestCombatantState;
  /** The engine says the act provokes Opportunity Attacks (standing up; a spell without the Melee Attack trait). */
  readonly provokes?: boolean;
  /** The action has the Attack trait (a Strike, an attacking spell). */
  readonly attack?: boolean;
}>;

/** Movement on your turn: walking, or standing up ("Characters standing up to end the Prone condition"). */
function moved(p: ContestTurn, asked: Asked, state: ContestCombatantState): Spent | undefined {
  const ownTurn = p.ownTurn;
  if (asked.action === STAND_UP) return standUp(p.actor, state, ownTurn);
  if (asked.action !== MOVE) return undefined;
  const walked = moveOnTurn(p.actor, state, asked.metres ?? 0, ownTurn);
  return { ...walked, state: { actor: p.actor, combatant: walked.state.combatant } };
}

/** The engine's table says which actions are primary and which reactions (economy/actions.ts). */
function isPrimary(id: ContestActionId): id is PrimaryActionId {
  return CONTEST_ACTIONS[id].type === "primary";
}

function isReaction(id: ContestActionId): id is ReactionId {
  return CONTEST_ACTIONS[id].type === "reaction";
}

/** The engine's step for the action, or undefined for an action `contest` does not have. */
export function takeContest(p: ContestTurn, asked: Asked, state: ContestCombatantState): Spent | undefined {
  const id = asked.action;
  if (!isContestActionId(id)) return moved(p, asked, state);
  const ap = asked.ap === undefined ? {} : { ap: asked.ap };
  if (isPrimary(id)) {
    const target = asked.target === undefined ? {} : { target: asked.target };
    const spell = asked.spell === undefined ? {} : { spell: asked.spell };
    const request = { action: id, round: p.round, ownTurn: p.ownTurn, ...ap, ...target, ...spell };
    const taken = takeAction(p.actor, state, request);
    // The Strike the Feint waited for keeps it until its test is rolled on the card (attack/feint.ts): the boon is
    // read there; every other primary action has spent it.
    if (!taken.ok || !taken.state.feintBoon || !state.feint) return taken;
    return { ...taken, state: { ...taken.state, combatant: markFeint(taken.state.combatant, state.feint.target) } };
  }
  if (isReaction(id)) {
    const trigger = asked.trigger === undefined ? {} : { trigger: asked.trigger };
    const spellIsAttack = asked.spell === undefined ? {} : { spellIsAttack: asked.spell.attack };
    const reacted = takeReaction(p.actor, state, { reaction: id, ...ap, ...trigger, ...spellIsAttack });
    // "Opportunity Attack. A special form of Strike": the engine's table gives it the Attack trait.
    const attack = CONTEST_ACTIONS[id].attack === true;
    return { ...reacted, state: { actor: p.actor, combatant: reacted.state, attack } };
  }
  // The one free action: "Free actions don't require you to spend any AP".
  const freed = takeFreeAction(p.actor, state);
  return { ...freed, state: { actor: p.actor, combatant: freed.state } };
}
