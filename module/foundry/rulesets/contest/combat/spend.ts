/**
 * Spending from a `contest` combatant (seed 003, "Actions in Combat"): "A character can use up to 3 AP per round, and
 * can use them in two ways: actions and reactions." The engine decides everything: a primary action on your turn at
 * its AP, at most two with the Attack trait a round (`takeAction`); a reaction at any time, one per trigger
 * (`takeReaction`); one free action a round (`takeFreeAction`); movement on your turn "up to their speed (this
 * movement does not cost them action points)" (`move`, its metres an option, `moveOnTurn`) and standing up from Prone
 * with part of it (`standUp`, which provokes: opportunity.ts); a spell without the Melee Attack trait provokes too
 * (opportunity-cast.ts). An Opportunity Attack and Use Magic naming a spell answer the GM's prompt (prompted.ts); a
 * Strike or attacking spell paid against a named target, and an Opportunity Attack against the foe its prompt names,
 * open Use Magic as a reaction for the target's side (use-magic-reaction.ts). A Strike with a weapon is `strike:<itemId>`: the GM reads the weapon's own AP ("Strike
 * ⟐", "Strike ⎆") from the actor's items, never a number the client sent; a spell cast is `useMagic:<itemId>`, its AP
 * and traits read the same way. A shortfall names the pool; the GM may
 * override it: the engine takes the action as if the pool held enough (every other check still holds), and the pool
 * ends at 0.
 */
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import type { SpendRequest } from "../../../combat/room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { applyConditionChanges } from "../../../effects/condition-changes.ts";
import { contestAbilityOf, contestAttackOf } from "../attack/means.ts";
import { spellTraits } from "../ability-attack.ts";
import { contestTurnOf, writeContestState } from "./actor.ts";
import { drawOrStow, heldInHand, MANIPULATE } from "./draw-stow.ts";
import { METRES_OPTION } from "./options.ts";
import { contestRefusal, shortPool } from "./refusal.ts";
import { offerOpportunityOnStandUp } from "./opportunity.ts";
import { offerOpportunityOnCast } from "./opportunity-cast.ts";
import { promptedReaction } from "./prompted.ts";
import { castAsReaction } from "./reaction-cast.ts";
import { offerUseMagicOnAttack } from "./use-magic-reaction.ts";
import { MOVE, STAND_UP, takeContest, type Asked, type ContestTurn, type Spent } from "./take.ts";

const REFUSAL = `${I18N_ROOT}.Contest.Refusal`;
const NOT_CONTEST: Refusal = { refused: `${REFUSAL}.notContest` };
const UNKNOWN: Refusal = { refused: `${REFUSAL}.unknownAction` };
const NO_SUCH_WEAPON: Refusal = { refused: `${REFUSAL}.notAWeapon` };
const METRES_REQUIRED: Refusal = { refused: `${REFUSAL}.metresRequired` };
const NOT_IN_FIGHT: Refusal = { refused: `${REFUSAL}.targetNotInFight` };
const NOT_IN_HAND: Refusal = { refused: `${REFUSAL}.notInHand` };

/** Who pays and what the engine read. */
interface Payer extends ContestTurn {
  readonly combatant: Combatant.Implementation;
}

/**
 * What the item named makes the action cost: a Strike with a weapon or an attacking feature at its AP; Use Magic with
 * a spell at its AP and with its traits (its Attack trait uses one of the two Attacks; without the Melee Attack trait
 * it provokes); Manipulate with a weapon or shield draws or stows it (draw-stow.ts). Undefined for any other item.
 */
function paidWith(action: string, item: Item.Implementation): Pick<Asked, "ap" | "spell" | "drawStow"> | undefined {
  if (action === MANIPULATE) return heldInHand(item) ? { drawStow: item.id ?? "" } : undefined;
  if (action === "useMagic") {
    const spell = contestAbilityOf(item);
    return spell?.data.kind === "spell" ? { ap: spell.data.ap, spell: spellTraits(spell.data) } : undefined;
  }
  const means = action === "strike" ? contestAttackOf(item) : undefined;
  return means?.action === "strike" ? { ap: means.data.ap } : undefined;
}

/**
 * `strike:<itemId>[:<targetCombatantId>]` (a weapon or an attacking feature), `useMagic:<itemId>[:<target>]` (a
 * spell) and `manipulate:<itemId>` (a weapon or shield drawn or stowed): the item is looked up on the actor's own items (an id it does not hold is
 * refused); the target names which combatant the Strike is at, so the engine knows whether it is the one a Feint waits
 * for (rules page decision 83); a target outside the encounter is refused.
 */
function askedOf(combatant: Combatant.Implementation, request: SpendRequest): Asked | Refusal {
  // An Opportunity Attack (`opportunityAttack:<messageId>`) and Use Magic naming a spell (`useMagicReaction:<messageId>`)
  // are taken only from the GM's open prompt offering them.
  const prompted = promptedReaction(combatant, request);
  if (prompted && isRefusal(prompted)) return prompted;
  if (prompted) {
    const { reaction: action, trigger, spell, target } = prompted;
    if (spell) return { action, trigger, ap: spell.ap, spell: spell.traits, cast: spell.name };
    return target === undefined ? { action, trigger } : { action, trigger, target };
  }
  const trigger = request.trigger === undefined ? {} : { trigger: request.trigger };
  const [action = "", itemId, target] = request.action.split(":");
  if (action === MOVE) {
    const metres = request.options?.[METRES_OPTION.id] ?? 0;
    return metres > 0 ? { action, metres } : METRES_REQUIRED;
  }
  if (itemId === undefined) return { action, ...trigger };
  const item = combatant.actor?.items.get(itemId);
  const paid = item ? paidWith(action, item) : undefined;
  if (!paid) return action === MANIPULATE ? NOT_IN_HAND : NO_SUCH_WEAPON;
  if (target === undefined) return { action, ...paid, ...trigger };
  // The target is a combatant of the same encounter; any other id is refused like an item the actor does not hold.
  return combatant.combat?.combatants.get(target) ? { action, ...paid, ...trigger, target } : NOT_IN_FIGHT;
}

/** The GM's override of a shortfall: taken as if `pool` held what it needs, then the pool is empty. */
function overridden(p: Payer, asked: Asked, pool: string, need: number): Spent | undefined {
  const economy = p.state.economy;
  const topped = { ...p.state, economy: { ...economy, pools: { ...economy.pools, [pool]: need } } };
  const outcome = takeContest(p, asked, topped);
  if (!outcome?.ok) return outcome;
  const after = outcome.state.combatant;
  const pools = { ...after.economy.pools, [pool]: 0 };
  return { ok: true, state: { ...outcome.state, combatant: { ...after, economy: { ...after.economy, pools } } } };
}

async function write(p: Payer, asked: Asked, spent: Extract<Spent, { ok: true }>): Promise<undefined> {
  await writeContestState(p.combatant, spent.state.combatant);
  // Disengage marks the actor "for the rest of your turn": the engine's condition, stamped with its end.
  const document = p.combatant.actor;
  if (document) await applyConditionChanges(document, p.actor.conditions, spent.state.actor.conditions);
  if (document && asked.drawStow !== undefined) await drawOrStow(document, asked.drawStow);
  // "Stand Up. Characters standing up to end the Prone condition" provoke the foes in reach, and so does "Cast a
  // Spell. Characters that cast spells which don't have the Melee Attack trait" (the engine's `provokes`).
  if (asked.action === STAND_UP) await offerOpportunityOnStandUp(p.combatant);
  else if (spent.state.provokes === true && asked.spell) await offerOpportunityOnCast(p.combatant, asked.spell);
  if (asked.cast !== undefined && asked.spell) await castAsReaction(p.combatant, asked.cast, asked.spell);
  // An attack declared against a combatant opens Use Magic as a reaction for it and its allies (decision 135); an
  // Opportunity Attack's target is the foe whose act its prompt answers (decision 137).
  const target = asked.target === undefined ? undefined : p.combatant.combat?.combatants.get(asked.target);
  if (target && spent.state.attack === true) await offerUseMagicOnAttack(p.combatant, target);
  return undefined;
}

export async function spendContest(
  combatant: Combatant.Implementation,
  request: SpendRequest,
): Promise<Refusal | undefined> {
  const turn = contestTurnOf(combatant);
  if (!turn) return NOT_CONTEST;
  const asked = askedOf(combatant, request);
  if (isRefusal(asked)) return asked;
  const payer: Payer = { combatant, ...turn };
  const outcome = takeContest(payer, asked, turn.state);
  if (!outcome) return UNKNOWN;
  if (outcome.ok) return write(payer, asked, outcome);
  const refusal = contestRefusal(outcome.reason);
  const need = outcome.reason.need;
  const pool = shortPool(outcome.reason.code);
  if (!request.override || pool === undefined || need === undefined) return refusal;
  const forced = overridden(payer, asked, pool, need);
  if (!forced) return UNKNOWN;
  return forced.ok ? write(payer, asked, forced) : contestRefusal(forced.reason);
}
