/**
 * Opportunity Attacks at the table. Seed 003, Positioning: "An opportunity attack is a special kind of melee Strike you
 * can perform as a reaction. A creature provokes an opportunity attack when it performs one of the following actions:
 * Move. Characters that willingly move within a foe's reach or leave it. … A character can avoid provoking an
 * opportunity attack in this way by taking the Disengage action or moving through means of teleportation. … Stand Up.
 * Characters standing up to end the Prone condition."
 *
 * The active GM's client sees every move of a fighting token (combat/token-moved.ts) and every stand-up it pays
 * (spend.ts). For each other combatant of the encounter, not on the mover's side (token disposition, rules page
 * decision 85), able to react now, the engine decides whether the act provokes it (`provokesOpportunityAttack`: the
 * move's start and end inside the reach of each equipped melee weapon, from the scene grid in metres; Disengaged and a
 * teleporting move never do); the GM then posts a prompted reaction (chat/reaction-prompt/) offering those weapons.
 * The reactor's attack is the normal card marked as an Opportunity Attack (attack/opportunity-choice.ts); its spend,
 * `opportunityAttack:<messageId>`, is the engine's `takeReaction` (1 AP from the round's 3, one of the two Attacks,
 * one reaction per prompt), checked on the GM's side against the prompt the GM posted (prompted.ts).
 */
import {
  provokesOpportunityAttack,
  type Provocation,
} from "../../../../engine/rulesets/contest/geometry/opportunity.ts";
import { reachMetres, withinReach } from "../../../../engine/rulesets/contest/geometry/reach.ts";
import { takeReaction } from "../../../../engine/rulesets/contest/economy/reactions.ts";
import { DEFAULT_CONTEST_OPTIONS } from "../../../../engine/rulesets/contest/options.ts";
import { isRanged } from "../../../../engine/rulesets/contest/tables/attacks.ts";
import type { TokenAt } from "../../../canvas/read-scene.ts";
import { readPair, readPairBefore } from "../../../canvas/situate.ts";
import { trustedPrompt, type PromptAttack, type PromptReactor } from "../../../chat/reaction-prompt/prompt.ts";
import { postReactionPrompt } from "../../../chat/reaction-prompt/post.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { OPPORTUNITY_CHOICE } from "../attack/opportunity-choice.ts";
import { wasPushed } from "../canvas/push.ts";
import { contestWeaponOf } from "../documents.ts";
import type { ContestWeaponSource, Named } from "../sources.ts";
import { contestEconomyActor, contestStateOf } from "./actor.ts";

export const OPPORTUNITY = "opportunityAttack";
const KEY = `${I18N_ROOT}.Contest.Opportunity`;

/** Could the combatant take an Opportunity Attack now (able to react, an Attack and 1 AP left)? */
function ableToReact(combatant: Combatant.Implementation): boolean {
  const state = contestStateOf(combatant);
  const actor = contestEconomyActor(combatant);
  if (!state || !actor) return false;
  return takeReaction(actor, state, { reaction: OPPORTUNITY, trigger: `${OPPORTUNITY}:probe` }).ok;
}

/** "A special kind of melee Strike": the reactor's equipped melee weapons. */
function meleeWeapons(actor: Actor.Implementation): Named<ContestWeaponSource>[] {
  return actor.items.contents.flatMap((item) => {
    const weapon = contestWeaponOf(item);
    return weapon && weapon.data.equipped && !isRanged(weapon.data.delivery) ? [weapon] : [];
  });
}

/** The token's v13 disposition (friendly, neutral, hostile, secret); undefined where a document carries none. */
function sideOf(token: TokenDocument.Implementation): number | undefined {
  const disposition: number | undefined = token.disposition;
  return disposition;
}

/**
 * "a foe's reach": tokens of one disposition fight on one side (rules page decision 85); a token without one is
 * everyone's foe, so the GM's prompt errs on offering.
 */
function onOneSide(a: TokenDocument.Implementation, b: TokenDocument.Implementation): boolean {
  const side = sideOf(a);
  return side !== undefined && side === sideOf(b);
}

/** The reactor's weapons the provocation `of` (given a weapon's reach in metres) provokes. */
function provokedWeapons(
  reactor: Combatant.Implementation,
  mover: Combatant.Implementation,
  of: (reachM: number) => Provocation | undefined,
): PromptAttack[] {
  const actor = reactor.actor;
  const moverActor = contestEconomyActor(mover);
  if (!actor || !moverActor) return [];
  return meleeWeapons(actor).flatMap((weapon) => {
    const provocation = of(reachMetres(weapon.data.reach));
    if (!provocation) return [];
    const provoked = provokesOpportunityAttack(moverActor, provocation, DEFAULT_CONTEST_OPTIONS.combat).provokes;
    return provoked ? [{ itemId: weapon.id, name: weapon.name }] : [];
  });
}

/** The foes the provocation provokes, able to react, each with its weapons. */
function reactorsOf(
  mover: Combatant.Implementation,
  of: (reactor: TokenDocument.Implementation, reachM: number) => Provocation | undefined,
): PromptReactor[] {
  const combat = mover.combat;
  const token = mover.token;
  if (!combat || !token) return [];
  return combat.combatants.contents.flatMap((other) => {
    const at = other.token;
    if (other.id === mover.id || other.id === null || !at || onOneSide(at, token)) return [];
    const attacks = provokedWeapons(other, mover, (reachM) => of(at, reachM));
    return attacks.length > 0 && ableToReact(other) ? [{ combatantId: other.id, attacks }] : [];
  });
}

/** GM: the prompt for the reactors, with the line saying what provoked it; nothing when nobody may react. */
async function offer(mover: Combatant.Implementation, reactors: PromptReactor[], line: string): Promise<void> {
  const combat = mover.combat;
  const actor = mover.actor;
  if (!combat || combat.turn === null || !actor || mover.id === null || combat.id === null || !reactors.length) return;
  const prompt = {
    reaction: OPPORTUNITY,
    label: `${KEY}.label`,
    combatId: combat.id,
    sourceId: mover.id,
    round: combat.round,
    turn: combat.turn,
    reactors,
    choices: { [OPPORTUNITY_CHOICE]: true },
  };
  await postReactionPrompt(prompt, game.i18n.format(`${KEY}.${line}`, { name: actor.name }), actor);
}

/**
 * GM, when a fighting token moved: "Characters that willingly move within a foe's reach or leave it". The move is
 * read from where it started to where it stands (the scene gives no path between), each foe's reach per weapon in
 * metres. A move that ends outside a reach it started in is the "leave it"; it is answered as if before the step out
 * (rules page decision 86).
 */
export async function offerOpportunityOnMove(
  mover: Combatant.Implementation,
  moved: TokenDocument.Implementation,
  origin: TokenAt,
): Promise<void> {
  const teleport = teleported(moved);
  // "a character doesn't provoke an opportunity attack when being pushed": the GM's own Push (canvas/push.ts).
  const willing = !wasPushed(moved);
  const reactors = reactorsOf(mover, (reactor, reachM) => {
    const before = readPairBefore("contest", reactor, moved, origin);
    const after = readPair("contest", reactor, moved);
    if (!before || !after) return undefined;
    const inReach = [withinReach(before.distance, reachM), withinReach(after.distance, reachM)];
    return { kind: "move", willing, teleport, inReach };
  });
  await offer(mover, reactors, "moves");
}

/**
 * GM, once a stand-up is paid: "Stand Up. Characters standing up to end the Prone condition" provoke the foes that
 * have the creature in a melee weapon's reach.
 */
export async function offerOpportunityOnStandUp(mover: Combatant.Implementation): Promise<void> {
  const moved = mover.token;
  if (!moved) return;
  const reactors = reactorsOf(mover, (reactor, reachM) => {
    const pair = readPair("contest", reactor, moved);
    return pair && withinReach(pair.distance, reachM) ? { kind: "standUp" } : undefined;
  });
  await offer(mover, reactors, "standsUp");
}

/**
 * "moving through means of teleportation": the token's movement action is one v13 configures as a teleport
 * (`CONFIG.Token.movement.actions[action].teleport`, foundryvtt.com/api/interfaces/foundry.types.
 * TokenMovementActionConfig.html): the core's Blink and Displace.
 */
function teleported(moved: TokenDocument.Implementation): boolean {
  const action = moved.movementAction;
  if (!action) return false;
  const actions: Partial<Record<string, { readonly teleport?: boolean }>> = CONFIG.Token.movement.actions;
  return actions[action]?.teleport === true;
}

/**
 * Does an open prompt of the GM's offer `attacker` an Opportunity Attack with `itemId` against `target` now? Such a
 * Strike's reach was read when the act provoked it (a foe leaving the reach stands outside it once Foundry reports
 * the move), so the card does not measure it again (rules page decision 86).
 */
export function opportunityOffered(
  attacker: Actor.Implementation,
  itemId: string,
  target: Actor.Implementation,
): boolean {
  return game.messages.contents.some((message) => {
    const prompt = trustedPrompt(message);
    const combat = prompt?.reaction === OPPORTUNITY ? game.combats.get(prompt.combatId) : undefined;
    if (!prompt || !combat || combat.combatants.get(prompt.sourceId)?.actor?.uuid !== target.uuid) return false;
    return prompt.reactors.some(
      (r) =>
        combat.combatants.get(r.combatantId)?.actor?.uuid === attacker.uuid &&
        r.attacks.some((a) => a.itemId === itemId),
    );
  });
}
