/**
 * Grapple from the sheet, on the active GM's client (the `grapple` control, relayed as `fray.combatAct` from the
 * grappler's owner): "You use a free hand to hold your foe, prohibiting them from moving. Make a skill contest with
 * Athletics vs Athletics or Acrobatics (defender's choice)." Re-derived from the documents, never from numbers sent:
 * the foe is a combatant of the same encounter; the action is paid at its AP (the room's spend, the shortfall named);
 * the grappler's Athletics test against the defender's better of Athletics and Acrobatics (rules page decision 93),
 * the size rules on the defender's test (decision 94); the engine reads the contest (decision 11) and a win leaves
 * the foe Grappled by the grappler. One chat message shows both tests and the outcome.
 */
import { grappleTests, applyGrapple } from "../../../../engine/rulesets/contest/combat/grapple.ts";
import type { ContestActor } from "../../../../engine/rulesets/contest/creature.ts";
import { resolveContest } from "../../../../engine/rulesets/contest/dice/contest.ts";
import { planTest, readTest, type TestPlan } from "../../../../engine/rulesets/contest/dice/test.ts";
import { skillTest } from "../../../../engine/rulesets/contest/combat/skill-test.ts";
import { sizeEffect } from "../../../../engine/rulesets/contest/tables/sizes.ts";
import type { Refusal } from "../../../combat-room.ts";
import { postSummary } from "../../../combat/chat-summary.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { FrayRoll } from "../../../dice/fray-roll.ts";
import { applyConditionChanges } from "../../../effects/condition-changes.ts";
import type { ContestCreatureSource } from "../sources.ts";
import { contestCreatureOf, contestEconomyActor } from "./actor.ts";
import { contestRefusal } from "./refusal.ts";
import { spendContest } from "./spend.ts";

const KEY = `${I18N_ROOT}.Contest.Grapple`;
const NO_FOE: Refusal = { refused: `${I18N_ROOT}.Contest.Refusal.noGrappleTarget` };

type Resist = "athletics" | "acrobatics";

/** A skill's rank and governing attribute as the engine's contest side takes them. */
function side(actor: ContestActor, source: ContestCreatureSource, skill: "athletics" | Resist) {
  const stored = source.skills[skill];
  const attribute = { id: stored.attribute, value: source.attributes[stored.attribute] };
  return { actor, value: stored.rank, attribute };
}

/** "(defender's choice)": the defender's better test of the two (rules page decision 93). */
export function defenderSkill(source: ContestCreatureSource): Resist {
  const bonus = (s: Resist) => source.attributes[source.skills[s].attribute] + source.skills[s].rank;
  return bonus("acrobatics") > bonus("athletics") ? "acrobatics" : "athletics";
}

/**
 * The defender's test with "*Size Matters" (rules page decision 94): one size larger a boon, more automatically
 * passes; one size smaller a bane, more automatically fails. Otherwise the engine's skill test, as `grappleTests`
 * plans it.
 */
function defenderTest(
  grappler: ContestActor,
  defender: ReturnType<typeof side>,
  skill: Resist,
): TestPlan {
  const effect = sizeEffect(grappler.creature.size, defender.actor.creature.size);
  const source = game.i18n.localize(`${KEY}.size.${effect}`);
  const label = game.i18n.localize(`${KEY}.${skill}`);
  if (effect === "autoPass" || effect === "autoFail") {
    const outcome = effect === "autoPass" ? "pass" : "fail";
    return planTest({ label, skill: { source: label, value: defender.value }, automatic: { outcome, source } });
  }
  const extra = effect === "boon" ? { boons: [{ source }] } : effect === "bane" ? { banes: [{ source }] } : {};
  return skillTest({ ...defender, skill, label, extra });
}

async function rolled(plan: TestPlan) {
  if (plan.kind === "automatic") return { outcome: readTest(plan), dice: [] };
  const dice = FrayRoll.fromRequest(plan.request);
  await dice.evaluate();
  return { outcome: readTest(plan, dice.interpret(plan.request)), dice: [dice] };
}

function line(name: string, outcome: ReturnType<typeof readTest>) {
  const data = { label: outcome.label, total: String(outcome.total ?? "—"), successes: String(outcome.successes) };
  return { name, text: game.i18n.format(`${KEY}.test`, data) };
}

export async function runGrapple(combatant: Combatant.Implementation, targetId?: string): Promise<Refusal | undefined> {
  const foe = targetId === undefined ? undefined : combatant.combat?.combatants.get(targetId);
  const grappler = contestEconomyActor(combatant);
  const defender = foe ? contestEconomyActor(foe) : undefined;
  const mine = contestCreatureOf(combatant.actor);
  const theirs = foe ? contestCreatureOf(foe.actor) : undefined;
  const [actorDoc, foeDoc] = [combatant.actor, foe?.actor];
  if (!foe || foe.id === combatant.id || !grappler || !defender || !mine || !theirs || !actorDoc || !foeDoc) {
    return NO_FOE;
  }
  const skill = defenderSkill(theirs.source);
  const resisting = side(defender, theirs.source, skill);
  const tests = grappleTests({
    grappler: { ...side(grappler, mine.source, "athletics"), freeHand: true },
    defender: { ...resisting, skill },
  });
  if (!tests.ok) return contestRefusal(tests.reason);
  const resister = defenderTest(grappler, resisting, skill);
  const paid = await spendContest(combatant, { action: "grapple" });
  if (paid) return paid;
  const attack = await rolled(tests.value.initiator);
  const resist = await rolled(resister);
  const result = resolveContest(attack.outcome, resist.outcome);
  const round = combatant.combat?.round ?? 0;
  const held = applyGrapple(defender, foe.id ?? "", combatant.id ?? "", result, round);
  await applyConditionChanges(foeDoc, defender.conditions, held.conditions);
  const names = { actor: actorDoc.name, target: foeDoc.name };
  await postSummary(
    game.i18n.format(`${KEY}.title`, names),
    [
      line(actorDoc.name, attack.outcome),
      line(foeDoc.name, resist.outcome),
      { name: game.i18n.localize(`${KEY}.name`), text: game.i18n.format(`${KEY}.${result.reason}`, names) },
    ],
    [...attack.dice, ...resist.dice],
  );
  return undefined;
}
