import { recordUse, usesLeft } from "../../../core/economy/limits.ts";
import { gain, spend } from "../../../core/economy/spend.ts";
import { applyCondition } from "../conditions.ts";
import type { ContestActor } from "../creature.ts";
import { refuse, type ContestOutcome } from "../refusal.ts";
import { CONTEST_ACTIONS } from "./actions.ts";
import { whyCannotAct, whyCannotMove } from "./capability.ts";
import type { ContestCombatantState } from "./combatant.ts";
import { DEFAULT_CONTEST_ECONOMY_OPTIONS, type ContestEconomyOptions } from "./options.ts";
import { ATTACK_LIMIT, CONTEST_LIMITS } from "./pools.ts";

/**
 * Primary actions: "An action (also referred to as primary action) is a type of action you can only use on your
 * turn." Checks, in order: a primary action, your turn, able to act, able to move (Dash, Sneak), an Attack left
 * ("only take an action with the Attack trait twice per round"), AP. Nothing changes unless all of it holds.
 */
export type PrimaryActionId = "dash" | "disengage" | "grapple" | "release" | "search" | "sneak" | "strike" | "useMagic";

/** A spell's traits, for Use Magic. */
export interface SpellTraits {
  /** "If an action spell, has the Attack trait, it uses one of your ApR." */
  readonly attack: boolean;
  /** Casting a spell without the Melee Attack trait provokes opportunity attacks. */
  readonly meleeAttack: boolean;
}

export interface ActionRequest {
  readonly action: PrimaryActionId;
  readonly round: number;
  readonly ownTurn: boolean;
  /** AP the weapon or spell states (Strike ⎆, a spell's cost); default from the options. */
  readonly ap?: number;
  /** Use Magic: the spell cast (absent: a magic item is activated). */
  readonly spell?: SpellTraits;
  /** Strike: the target (a pending Feint against it gives a boon). */
  readonly target?: string;
}

export interface ActionResult {
  readonly actor: ContestActor;
  readonly combatant: ContestCombatantState;
  /** The action has the Attack trait (it used one of the two Attacks per Round). */
  readonly attack: boolean;
  /** Feint's boon applies to this Strike's Fighting Style test (combat/attack.ts `feint`). */
  readonly feintBoon: boolean;
  /** "Cast a Spell. Characters that cast spells which don't have the Melee Attack trait" provoke. */
  readonly provokes: boolean;
}

function isAttack(action: PrimaryActionId, spell: SpellTraits | undefined): boolean {
  const trait = CONTEST_ACTIONS[action].attack;
  return trait === "varies" ? spell?.attack === true : trait;
}

export function takeAction(
  actor: ContestActor,
  combatant: ContestCombatantState,
  request: ActionRequest,
  options: ContestEconomyOptions = DEFAULT_CONTEST_ECONOMY_OPTIONS,
): ContestOutcome<ActionResult> {
  const unchanged: ActionResult = { actor, combatant, attack: false, feintBoon: false, provokes: false };
  const spec = CONTEST_ACTIONS[request.action];
  if (spec.type !== "primary") {
    return refuse(unchanged, { code: "unknownAction", message: `"${request.action}" is not a primary action.` });
  }
  if (!request.ownTurn)
    return refuse(unchanged, { code: "notYourTurn", message: "Primary actions are taken on your turn." });
  const blocked = spec.moves ? whyCannotMove(actor) : whyCannotAct(actor);
  if (blocked) return refuse(unchanged, blocked);
  const attack = isAttack(request.action, request.spell);
  const uses = combatant.economy.uses;
  if (attack && usesLeft(CONTEST_LIMITS, uses, ATTACK_LIMIT.id) === 0) {
    return refuse(unchanged, { code: "noAttacksLeft", message: "Two Attacks per Round are used." });
  }
  const ap = request.ap ?? options.actionCosts[request.action];
  const paid = spend(combatant.economy.pools, { ap });
  if (!paid.ok) {
    const have = combatant.economy.pools.ap ?? 0;
    return refuse(unchanged, { code: "noAp", message: `Needs ${ap} AP, has ${have}.`, need: ap, have });
  }
  const used = attack ? recordUse(CONTEST_LIMITS, uses, ATTACK_LIMIT.id).state : uses;
  const pools =
    request.action === "dash" ? gain(paid.state, "movement", Math.max(0, actor.creature.speed)) : paid.state;
  // "If your next action is a Strike against the same target": the next primary action spends the Feint either way.
  const feintBoon =
    request.action === "strike" && combatant.feint !== undefined && combatant.feint.target === request.target;
  const next: ContestCombatantState = {
    id: combatant.id,
    economy: { ...combatant.economy, pools, uses: used },
    turnsStarted: combatant.turnsStarted,
  };
  let nextActor = actor;
  if (request.action === "disengage") {
    const added = applyCondition(actor.conditions, "disengaged", {
      source: "disengage",
      round: request.round,
      holder: combatant.id,
    });
    nextActor = { ...actor, conditions: added.state };
  }
  const provokes = request.action === "useMagic" && request.spell !== undefined && !request.spell.meleeAttack;
  return { ok: true, state: { actor: nextActor, combatant: next, attack, feintBoon, provokes } };
}

/**
 * A free action: no AP, "but you can only take one free action per round, even if you have multiple features allow
 * you to perform a free action". The seed does not tie free actions to your turn, so they may be taken at any time.
 */
export function takeFreeAction(
  actor: ContestActor,
  combatant: ContestCombatantState,
): ContestOutcome<ContestCombatantState> {
  const blocked = whyCannotAct(actor);
  if (blocked) return refuse(combatant, blocked);
  const used = recordUse(CONTEST_LIMITS, combatant.economy.uses, "freeAction");
  if (!used.ok) return refuse(combatant, { code: "freeActionUsed", message: "One free action per round." });
  return { ok: true, state: { ...combatant, economy: { ...combatant.economy, uses: used.state } } };
}

/** Feint's boon waits for the winner's next action (combat/maneuver-effects.ts reports the target). */
export function markFeint(combatant: ContestCombatantState, target: string): ContestCombatantState {
  return { ...combatant, feint: { target } };
}
