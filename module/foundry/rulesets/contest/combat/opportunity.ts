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
 * move's start and end inside the reach of each equipped melee weapon, from the scene grid in metres, read under the
 * world's `contest-moveProvokes` setting (decisions 27, 130); Disengaged, a teleporting move, a Push and a fall never
 * do, move-cause.ts); the GM then posts a prompted reaction (chat/reaction-prompt/) offering those weapons.
 * The reactor's attack is the normal card marked as an Opportunity Attack (attack/opportunity-choice.ts); its spend,
 * `opportunityAttack:<messageId>`, is the engine's `takeReaction` (1 AP from the round's 3, one of the two Attacks,
 * one reaction per prompt), checked on the GM's side against the prompt the GM posted (prompted.ts).
 */
import {
  provokesOpportunityAttack,
  type Provocation,
} from "../../../../engine/rulesets/contest/geometry/opportunity.ts";
import type { MoveTerms } from "../../../../engine/rulesets/contest/geometry/move-cause.ts";
import { reachMetres, withinReach } from "../../../../engine/rulesets/contest/geometry/reach.ts";
import { takeReaction } from "../../../../engine/rulesets/contest/economy/reactions.ts";
import { isRanged } from "../../../../engine/rulesets/contest/tables/attacks.ts";
import type { TokenAt } from "../../../canvas/read-scene.ts";
import { readPair, readPairBefore } from "../../../canvas/situate.ts";
import { offerReaction } from "../../../chat/reaction-prompt/offer.ts";
import { promptOffersAttack } from "../../../chat/reaction-prompt/offered-attack.ts";
import type { PromptAttack } from "../../../chat/reaction-prompt/prompt.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { OPPORTUNITY_CHOICE } from "../attack/opportunity-choice.ts";
import { contestOptions } from "../rule-variants.ts";
import { contestWeaponOf } from "../documents.ts";
import type { ContestWeaponSource, Named } from "../sources.ts";
import { contestEconomyActor, contestStateOf } from "./actor.ts";
import { onOneSide } from "./sides.ts";

export const OPPORTUNITY = "opportunityAttack";
const KEY = `${I18N_ROOT}.Contest.Opportunity`;

/** Could the combatant take an Opportunity Attack now (able to react, an Attack and 1 AP left)? */
function ableToReact(combatant: Combatant.Implementation): boolean {
  const state = contestStateOf(combatant);
  const actor = contestEconomyActor(combatant);
  if (!state || !actor) return false;
  return takeReaction(actor, state, { reaction: OPPORTUNITY, trigger: `${OPPORTUNITY}:probe` }).ok;
}

/**
 * "A special kind of melee Strike": the item as an equipped melee weapon, or undefined. The GM also pays an
 * Opportunity Attack only for such a weapon (prompted.ts).
 */
export function opportunityWeaponOf(item: Item.Implementation): Named<ContestWeaponSource> | undefined {
  const weapon = contestWeaponOf(item);
  return weapon && weapon.data.equipped && !isRanged(weapon.data.delivery) ? weapon : undefined;
}

/** The reactor's equipped melee weapons. */
function meleeWeapons(actor: Actor.Implementation): Named<ContestWeaponSource>[] {
  return actor.items.contents.flatMap((item) => {
    const weapon = opportunityWeaponOf(item);
    return weapon ? [weapon] : [];
  });
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
    const provoked = provokesOpportunityAttack(moverActor, provocation, contestOptions().combat).provokes;
    return provoked ? [{ itemId: weapon.id, name: weapon.name }] : [];
  });
}

/**
 * GM: the Opportunity Attack the provocation `of` (given a foe's token and a weapon's reach in metres) opens, offered
 * to the foes it provokes, able to react, each with its weapons, under the line saying what provoked it.
 */
export async function offer(
  mover: Combatant.Implementation,
  line: string,
  of: (reactor: TokenDocument.Implementation, reachM: number) => Provocation | undefined,
): Promise<void> {
  const token = mover.token;
  if (!token) return;
  const rule = {
    attacksOf: (reactor: Combatant.Implementation, at: TokenDocument.Implementation) =>
      onOneSide(at, token) ? [] : provokedWeapons(reactor, mover, (reachM) => of(at, reachM)),
    able: ableToReact,
  };
  const choices = { [OPPORTUNITY_CHOICE]: true };
  await offerReaction(mover, { reaction: OPPORTUNITY, label: `${KEY}.label`, line: `${KEY}.${line}`, choices }, rule);
}

/**
 * GM, when a fighting token moved: "Characters that willingly move within a foe's reach or leave it" ("a character
 * doesn't provoke an opportunity attack when being pushed or falling past a foe", "or moving through means of
 * teleportation": `how`, the engine's terms of the move, move-cause.ts). The move is read from where it started to
 * where it stands (the scene gives no path between), each foe's reach per weapon in metres. A move that ends outside
 * a reach it started in is the "leave it"; it is answered as if before the step out (rules page decision 86).
 */
export async function offerOpportunityOnMove(
  mover: Combatant.Implementation,
  moved: TokenDocument.Implementation,
  origin: TokenAt,
  how: Pick<MoveTerms, "willing" | "teleport">,
): Promise<void> {
  const { willing, teleport } = how;
  await offer(mover, "moves", (reactor, reachM) => {
    const before = readPairBefore("contest", reactor, moved, origin);
    const after = readPair("contest", reactor, moved);
    if (!before || !after) return undefined;
    const inReach = [withinReach(before.distance, reachM), withinReach(after.distance, reachM)];
    return { kind: "move", willing, teleport, inReach };
  });
}

/**
 * GM, once a stand-up is paid: "Stand Up. Characters standing up to end the Prone condition" provoke the foes that
 * have the creature in a melee weapon's reach.
 */
export async function offerOpportunityOnStandUp(mover: Combatant.Implementation): Promise<void> {
  const moved = mover.token;
  if (!moved) return;
  await offer(mover, "standsUp", (reactor, reachM) => {
    const pair = readPair("contest", reactor, moved);
    return pair && withinReach(pair.distance, reachM) ? { kind: "standUp" } : undefined;
  });
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
  return promptOffersAttack(OPPORTUNITY, attacker, itemId, target);
}
