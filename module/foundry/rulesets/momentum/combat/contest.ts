/**
 * An Advanced Action's contest, on the active GM's client (the `contest` control, relayed as `fray.combatAct` from
 * the acting creature's owner): re-derived from the documents, never from numbers sent. In order, each the engine's:
 * may it be tried against this target ("within 1 m of you", "cannot be larger than one size category above your
 * own", Climb's "at least one size category larger"), the action paid at its AP (the room's spend, its shortfall
 * named), both checks rolled ("If you succeed on an Athletics or Raw Force Check against the target's …"; size gives
 * the smaller side's opponent advantage), the winner by the totals, and what it leaves: Blinded "until the end of
 * their next turn", Prone, Grabbed, Climbing (the climber's token put on the mount's space, climb-carry.ts), the
 * disarmed creature's weapon unequipped, a Shove's push (the token moved, push.ts). The act gives a hidden creature
 * away (reveal.ts). One opposed card (chat/opposed-card/) shows both rolls, the winner and what the contest did.
 */
import { bestSkill, contestRequests } from "../../../../engine/rulesets/momentum/actions/contest.ts";
import { applyContest, type ContestResult } from "../../../../engine/rulesets/momentum/actions/outcomes.ts";
import { resolveContest } from "../../../../engine/rulesets/momentum/dice/check.ts";
import { CONTEST_TABLE } from "../../../../engine/rulesets/momentum/tables/contests.ts";
import type { Refusal } from "../../../combat-room.ts";
import { postOpposedCard } from "../../../chat/opposed-card/post.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { momentumWeaponOf } from "../documents.ts";
import { momentumOptions } from "../rule-variants.ts";
import { opposedCardTies, contestSide, effectText, rollCheck } from "./contest-roll.ts";
import { placeClimber } from "./climb-carry.ts";
import { pushToken, type PushResult } from "./push.ts";
import { offerDropped, type DroppedItem } from "./take-dropped.ts";
import type { ContestChoice, SheetContest } from "./contest-choice.ts";
import { distanceOf, NO_OPPONENT, sidesOf, writeContestConditions } from "./contest-sides.ts";
import { momentumRefusal } from "./refusal.ts";
import { revealBy } from "./reveal.ts";
import { spendMomentum } from "./spend.ts";

const KEY = `${I18N_ROOT}.Momentum.Contest`;

/** The disarmed creature drops the first weapon it holds ("force a target … to drop one item that it is holding"). */
async function disarm(target: Actor.Implementation): Promise<DroppedItem | undefined> {
  const held = target.items.find((item) => momentumWeaponOf(item)?.data.equipped === true);
  if (!held?.id) return undefined;
  await held.update({ system: { equipped: false } });
  return { id: held.id, name: held.name };
}

/** The outcome in words: the winner and what the contest left behind (a push's lines and DR die with it). */
async function leaveOutcome(
  choice: ContestChoice<SheetContest>,
  result: ContestResult,
  actorWins: boolean,
  names: { readonly actor: string; readonly target: string },
  sides: { readonly combatant: Combatant.Implementation; readonly target: Combatant.Implementation },
): Promise<{ readonly text: string; readonly push?: PushResult; readonly dropped?: DroppedItem }> {
  if (!actorWins) return { text: game.i18n.format(`${KEY}.failed`, names) };
  const [from, to] = [sides.combatant.token, sides.target.token];
  // "You occupy a space that is also occupied by the target" (climb-carry.ts, decision 159).
  if (result.occupiesTarget === true && from && to) await placeClimber(from, to);
  const target = sides.target.actor;
  if (result.dropsItem === true && target) {
    const dropped = await disarm(target);
    if (dropped) return { text: game.i18n.format(`${KEY}.disarmed`, { ...names, item: dropped.name }), dropped };
  }
  if (result.pushM !== undefined) {
    const text = game.i18n.format(`${KEY}.pushed`, { ...names, metres: String(result.pushM) });
    const round = sides.combatant.combat?.round ?? 0;
    return from && to ? { text, push: await pushToken(from, to, result.pushM, round) } : { text };
  }
  return { text: game.i18n.format(`${KEY}.succeeded.${choice.contest}`, names) };
}

/**
 * `pay`: how the action is paid once the contest may be tried — its AP by default, or a held contest's firing
 * (held-contest.ts), which costs nothing more and takes the hold away.
 */
export async function runContest(
  combatant: Combatant.Implementation,
  choice: ContestChoice<SheetContest>,
  pay: () => Promise<Refusal | undefined> = () => spendMomentum(combatant, { action: choice.contest }),
): Promise<Refusal | undefined> {
  if (combatant.id === null) return NO_OPPONENT;
  const sides = sidesOf(combatant, choice.targetId);
  if ("refused" in sides) return sides;
  const options = momentumOptions();
  const row = CONTEST_TABLE[choice.contest];
  const distanceM = distanceOf(combatant, sides.targetCombatant);
  const skills = {
    actor: bestSkill(sides.actor.creature, row.actorSkills, options),
    target: bestSkill(sides.target.creature, row.targetSkills, options),
  };
  const setup = contestRequests(
    choice.contest,
    { actor: sides.actor, skill: skills.actor },
    { actor: sides.target, skill: skills.target },
    // A free hand is the player's word, as at the table: Fray tracks no hands.
    { ...(distanceM === undefined ? {} : { distanceM }), freeHand: true },
    options,
  );
  if (!setup.ok) return momentumRefusal(setup.reason);
  const paid = await pay();
  if (paid) return paid;
  // A contest with an enemy gives a hidden creature away, won or lost (reveal.ts, decision 158).
  await revealBy(combatant, { kind: "contest", contest: choice.contest });
  const mine = await rollCheck(setup.requests.actor);
  const theirs = await rollCheck(setup.requests.target);
  const { actorWins } = resolveContest(mine.result, theirs.result, options);
  const round = combatant.combat?.round ?? 0;
  const parties = { actorId: combatant.id, actor: sides.actor, targetId: choice.targetId, target: sides.target };
  const result = applyContest(choice.contest, parties, actorWins, round);
  const written = await writeContestConditions(combatant, sides, result, "user");
  if (!written) return NO_OPPONENT;
  const names = { actor: written.actor.name, target: written.target.name };
  const outcome = await leaveOutcome(choice, result, actorWins, names, {
    combatant,
    target: sides.targetCombatant,
  });
  await postOpposedCard({
    action: game.i18n.localize(`${I18N_ROOT}.Momentum.Tracker.Action.${choice.contest}`),
    ties: opposedCardTies(options),
    initiator: contestSide(written.actor, skills.actor, setup.requests.actor, mine.dice),
    opponents: [contestSide(written.target, skills.target, setup.requests.target, theirs.dice)],
    effects: [outcome.text, ...(outcome.push?.lines ?? []).map(effectText)],
    effectRolls: outcome.push?.rolls ?? [],
  });
  // "You can take the dropped item if you have at least one free hand" (take-dropped.ts, decision 152).
  if (outcome.dropped) await offerDropped(combatant, sides.targetCombatant, outcome.dropped);
  return undefined;
}
