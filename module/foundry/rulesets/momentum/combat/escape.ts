/**
 * Shake Off and Break Free on the active GM's client (the `contest` control, choice `<action>-<target combatant id>`,
 * relayed as `fray.combatAct` from the owner of the creature that wants to be rid of the other). Climb: "It can try
 * to shake you off by using an action (2 AP) repeating the Skill Checks and will shake you off successfully if you fail
 * the Skill Check"; Break Free is Fray's same rule for a grab (the engine's `breakFree` row). The creature climbed on
 * or grabbed pays the 2 AP and rolls the defending side of the Climb's or Grab's checks; the climber or grabber (the
 * user's target) rolls its side and must win again, or the engine's `applyContest` ends the relation. One opposed
 * card (chat/opposed-card/) shows both rolls, the winner and the outcome.
 *
 * Fray stores Climbing and Grabbed as plain statuses, not whom they hold towards (decision 101): the user's target is
 * taken as the other side, as a free hand is taken as the player's word. It must hold the status the action ends
 * (Shake Off: the target is Climbing; Break Free: the acting creature is Grabbed) and stand within 1 m (where the
 * climb or grab was made), checked before anything is paid.
 */
import { bestSkill, contestRequests } from "../../../../engine/rulesets/momentum/actions/contest.ts";
import { applyContest, type Parties } from "../../../../engine/rulesets/momentum/actions/outcomes.ts";
import type { MomentumActor } from "../../../../engine/rulesets/momentum/creature.ts";
import { resolveContest } from "../../../../engine/rulesets/momentum/dice/check.ts";
import { conditionsInForce } from "../../../../engine/rulesets/momentum/status.ts";
import { CONTEST_TABLE } from "../../../../engine/rulesets/momentum/tables/contests.ts";
import type { Refusal } from "../../../combat-room.ts";
import { postOpposedCard } from "../../../chat/opposed-card/post.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { restatedRelation, type StoredRelation } from "../effects/stored-relation.ts";
import { momentumOptions } from "../rule-variants.ts";
import type { ContestChoice, Escape } from "./contest-choice.ts";
import { opposedCardTies, contestSide, rollCheck } from "./contest-roll.ts";
import { distanceOf, NO_OPPONENT, sidesOf, writeContestConditions } from "./contest-sides.ts";
import { momentumRefusal } from "./refusal.ts";
import { revealBy } from "./reveal.ts";
import { spendMomentum } from "./spend.ts";

const KEY = `${I18N_ROOT}.Momentum.Contest`;
const REFUSAL = `${I18N_ROOT}.Momentum.Refusal`;
/** The reach of the Climb and the Grab the escape undoes ("a target that is within 1 m of you"). */
const ESCAPE_REACH_M = 1;

/** Who must hold which status for the escape, and its relation restated towards the other side for the engine. */
const RELATION: Readonly<
  Record<Escape, { readonly status: StoredRelation; readonly holder: "acting" | "other"; readonly refused: string }>
> = {
  shakeOff: { status: "climbing", holder: "other", refused: `${REFUSAL}.notClimbing` },
  breakFree: { status: "grabbed", holder: "acting", refused: `${REFUSAL}.notGrabbed` },
};

export async function runEscape(
  combatant: Combatant.Implementation,
  choice: ContestChoice<Escape>,
): Promise<Refusal | undefined> {
  const sides = sidesOf(combatant, choice.targetId);
  if ("refused" in sides || combatant.id === null) return NO_OPPONENT;
  const { contest: escape, targetId } = choice;
  const relation = RELATION[escape];
  const holder = relation.holder === "acting" ? sides.actor : sides.target;
  if (!conditionsInForce(holder).has(relation.status)) return { refused: relation.refused };
  const distanceM = distanceOf(combatant, sides.targetCombatant);
  if (distanceM !== undefined && distanceM > ESCAPE_REACH_M) {
    return momentumRefusal({ code: "outOfReach", message: `The other side must be within ${ESCAPE_REACH_M} m.` });
  }
  const options = momentumOptions();
  const row = CONTEST_TABLE[escape];
  // The engine's acting side is the one that must win again: the climber or grabber, the user's target.
  const skills = {
    other: bestSkill(sides.target.creature, row.actorSkills, options),
    mine: bestSkill(sides.actor.creature, row.targetSkills, options),
  };
  const setup = contestRequests(
    escape,
    { actor: sides.target, skill: skills.other },
    { actor: sides.actor, skill: skills.mine },
    {},
    options,
  );
  if (!setup.ok) return momentumRefusal(setup.reason);
  const paid = await spendMomentum(combatant, { action: escape });
  if (paid) return paid;
  // The struggle gives a hidden creature away, won or lost (reveal.ts, decision 158).
  await revealBy(combatant, { kind: "contest", contest: escape });
  const theirs = await rollCheck(setup.requests.actor);
  const mine = await rollCheck(setup.requests.target);
  const { actorWins: otherHolds } = resolveContest(theirs.result, mine.result, options);
  const round = combatant.combat?.round ?? 0;
  const restate = (actor: MomentumActor, isHolder: boolean, other: string): MomentumActor =>
    isHolder ? { ...actor, conditions: restatedRelation(actor.conditions, relation.status, other, round) } : actor;
  const parties: Parties = {
    actorId: targetId,
    actor: restate(sides.target, relation.holder === "other", combatant.id),
    targetId: combatant.id,
    target: restate(sides.actor, relation.holder === "acting", targetId),
  };
  const result = applyContest(escape, parties, otherHolds, round);
  // The engine's acting side is the climber or grabber: the user's target.
  const written = await writeContestConditions(combatant, sides, result, "target");
  if (!written) return NO_OPPONENT;
  const names = { actor: written.actor.name, target: written.target.name };
  // The card's initiator is the creature that started the escape; the engine's acting side, its opponent.
  await postOpposedCard({
    action: game.i18n.localize(`${I18N_ROOT}.Momentum.Tracker.Action.${escape}`),
    ties: opposedCardTies(options, "opponent"),
    initiator: contestSide(written.actor, skills.mine, setup.requests.target, mine.dice),
    opponents: [contestSide(written.target, skills.other, setup.requests.actor, theirs.dice)],
    effects: [game.i18n.format(otherHolds ? `${KEY}.failed` : `${KEY}.escaped.${escape}`, names)],
  });
  return undefined;
}
