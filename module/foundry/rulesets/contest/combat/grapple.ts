/**
 * Grapple from the sheet, on the active GM's client (the `grapple` control, relayed as `fray.combatAct` from the
 * grappler's owner): "You use a free hand to hold your foe, prohibiting them from moving. Make a skill contest with
 * Athletics vs Athletics or Acrobatics (defender's choice)." Re-derived from the documents, never from numbers sent:
 * the foe is a combatant of the same encounter; the action is paid at its AP (the room's spend, the shortfall named);
 * the grappler's Athletics test against the defender's better of Athletics and Acrobatics (rules page decision 93),
 * the size rules on the defender's test (decision 94); the engine reads the contest (decision 11) and a win leaves
 * the foe Grappled by the grappler. A Grappled creature's Grapple is its escape (decision 39) against the foe it
 * names, its better skill against that foe's Athletics; a win ends its Grappled (decision 95). The opposed card shows
 * both tests, the winner by the room's rule with its reason and chance, and what it did (contest-card.ts, decision
 * 146).
 */
import {
  applyGrapple,
  escapeTests,
  grappleTests,
  type ContestPlans,
} from "../../../../engine/rulesets/contest/combat/grapple.ts";
import type { ContestActor } from "../../../../engine/rulesets/contest/creature.ts";
import { resolveContest, type ContestResult } from "../../../../engine/rulesets/contest/dice/contest.ts";
import { isActive } from "../../../../engine/core/conditions/state.ts";
import { planTest, type TestPlan } from "../../../../engine/rulesets/contest/dice/test.ts";
import { skillTest } from "../../../../engine/rulesets/contest/combat/skill-test.ts";
import { sizeEffect } from "../../../../engine/rulesets/contest/tables/sizes.ts";
import type { Refusal } from "../../../combat-room.ts";
import { postOpposedCard } from "../../../chat/opposed-card/post.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { applyConditionChanges } from "../../../effects/condition-changes.ts";
import type { ContestCreatureSource } from "../sources.ts";
import { contestCreatureOf, contestEconomyActor } from "./actor.ts";
import { contestCardSide, contestDecision } from "./contest-card.ts";
import { contestRefusal } from "./refusal.ts";
import { endGrappled } from "./release.ts";
import { rollPlan, skillSide } from "./skill-roll.ts";
import { spendContest } from "./spend.ts";

const KEY = `${I18N_ROOT}.Contest.Grapple`;
const NO_FOE: Refusal = { refused: `${I18N_ROOT}.Contest.Refusal.noGrappleTarget` };

type Resist = "athletics" | "acrobatics";

/** "(defender's choice)": the defender's better test of the two (rules page decision 93). */
export function defenderSkill(source: ContestCreatureSource): Resist {
  const bonus = (s: Resist) => source.attributes[source.skills[s].attribute] + source.skills[s].rank;
  return bonus("acrobatics") > bonus("athletics") ? "acrobatics" : "athletics";
}

/**
 * The resisting side's test with "*Size Matters" (rules page decision 94): one size larger a boon, more automatically
 * passes; one size smaller a bane, more automatically fails. Otherwise the engine's skill test, as `grappleTests`
 * and `escapeTests` plan it.
 */
function resisterTest(
  initiator: ContestActor,
  resisting: ReturnType<typeof skillSide>,
  skill: "athletics" | Resist,
): TestPlan {
  const effect = sizeEffect(initiator.creature.size, resisting.actor.creature.size);
  const source = game.i18n.localize(`${KEY}.size.${effect}`);
  const label = game.i18n.localize(`${KEY}.${skill}`);
  if (effect === "autoPass" || effect === "autoFail") {
    const outcome = effect === "autoPass" ? "pass" : "fail";
    return planTest({ label, skill: { source: label, value: resisting.value }, automatic: { outcome, source } });
  }
  const extra = effect === "boon" ? { boons: [{ source }] } : effect === "bane" ? { banes: [{ source }] } : {};
  return skillTest({ ...resisting, skill, label, extra });
}

interface GrappleContest extends ContestPlans {
  /** The initiator is Grappled: the contest is its escape (decision 95). */
  readonly escape: boolean;
  readonly labels: readonly [string, string];
}

/** The contest's two tests: a hold, or a Grappled creature's escape against the foe it names (decisions 39, 95). */
function grappleContest(
  me: ContestActor,
  mine: ContestCreatureSource,
  them: ContestActor,
  theirs: ContestCreatureSource,
): GrappleContest | Refusal {
  const text = (key: string) => game.i18n.localize(`${KEY}.${key}`);
  if (isActive(me.conditions, "grappled")) {
    const skill = defenderSkill(mine);
    const holder = skillSide(them, theirs, "athletics");
    const plans = escapeTests({ ...skillSide(me, mine, skill), skill }, holder);
    const resister = resisterTest(me, holder, "athletics");
    return { initiator: plans.initiator, resister, escape: true, labels: [text(`Escape.${skill}`), text("athletics")] };
  }
  const skill = defenderSkill(theirs);
  const resisting = skillSide(them, theirs, skill);
  const tests = grappleTests({
    grappler: { ...skillSide(me, mine, "athletics"), freeHand: true },
    defender: { ...resisting, skill },
  });
  if (!tests.ok) return contestRefusal(tests.reason);
  const resister = resisterTest(me, resisting, skill);
  return { initiator: tests.value.initiator, resister, escape: false, labels: [text("holding"), text(skill)] };
}

/** The contest's result on the documents: the foe Grappled, or the escaper's Grappled ended (its other statuses kept). */
async function settle(
  contest: GrappleContest,
  result: ContestResult,
  initiator: { readonly combatant: Combatant.Implementation; readonly actor: ContestActor },
  foe: { readonly combatant: Combatant.Implementation; readonly actor: ContestActor },
): Promise<void> {
  const [actorDoc, foeDoc] = [initiator.combatant.actor, foe.combatant.actor];
  const source = contestCreatureOf(actorDoc)?.source;
  if (!result.initiatorWins || !actorDoc || !foeDoc || !source) return;
  if (contest.escape) return endGrappled(actorDoc, initiator.actor, source);
  const round = initiator.combatant.combat?.round ?? 0;
  const held = applyGrapple(foe.actor, foe.combatant.id ?? "", initiator.combatant.id ?? "", result, round);
  await applyConditionChanges(foeDoc, foe.actor.conditions, held.conditions);
}

export async function runGrapple(combatant: Combatant.Implementation, targetId?: string): Promise<Refusal | undefined> {
  const foe = targetId === undefined ? undefined : combatant.combat?.combatants.get(targetId);
  const me = contestEconomyActor(combatant);
  const them = foe ? contestEconomyActor(foe) : undefined;
  const mine = contestCreatureOf(combatant.actor);
  const theirs = foe ? contestCreatureOf(foe.actor) : undefined;
  const [actorDoc, foeDoc] = [combatant.actor, foe?.actor];
  if (!foe || foe.id === combatant.id || !me || !them || !mine || !theirs || !actorDoc || !foeDoc) return NO_FOE;
  const contest = grappleContest(me, mine.source, them, theirs.source);
  if ("refused" in contest) return contest;
  const paid = await spendContest(combatant, { action: "grapple" });
  if (paid) return paid;
  const attack = await rollPlan(contest.initiator);
  const resist = await rollPlan(contest.resister);
  const result = resolveContest(attack.outcome, resist.outcome);
  await settle(contest, result, { combatant, actor: me }, { combatant: foe, actor: them });
  const names = { actor: actorDoc.name, target: foeDoc.name };
  const kind = contest.escape ? "Escape" : "Hold";
  const resisting = contestCardSide(foeDoc, contest.labels[1], contest.resister, resist);
  await postOpposedCard({
    action: game.i18n.localize(`${KEY}.${kind}.action`),
    initiator: contestCardSide(actorDoc, contest.labels[0], contest.initiator, attack),
    opponents: [{ ...resisting, decision: contestDecision(result, contest, names) }],
    effects: [game.i18n.format(`${KEY}.${kind}.${result.initiatorWins ? "won" : "lost"}`, names)],
  });
  return undefined;
}
