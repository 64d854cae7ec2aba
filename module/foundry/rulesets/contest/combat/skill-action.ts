/**
 * Search and Sneak from the sheet, on the active GM's client (the `search` and `sneak` controls, relayed as
 * `fray.combatAct` from the owner's): "Search. You attempt to find something obscured from your view, making an
 * Observation test." and "Sneak. You attempt to move without being detected." — its test is Stealth, the skill the
 * seed's surprise contest names for sneaking ("a Stealth vs Observation contest"). The action is paid at its AP
 * through the room's spend (the shortfall named, Sneak refused while Grappled: it moves); then the creature's stored
 * skill is rolled (its rank and governing attribute, rules page decision 40, its conditions' boons and banes) and
 * posted on the check card with its Successes (decision 136). What it finds, or who notices, is the GM's: the
 * excerpt's Adventuring chapter is not in it (decision 133).
 */
import { skillTest } from "../../../../engine/rulesets/contest/combat/skill-test.ts";
import type { Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { gmRolledVisibility, rollTestCard } from "../checks/roll-test-card.ts";
import { contestCreatureOf, contestEconomyActor } from "./actor.ts";
import { skillSide } from "./skill-roll.ts";
import { spendContest } from "./spend.ts";

const KEY = `${I18N_ROOT}.Contest.SkillTest`;
const NOT_CONTEST: Refusal = { refused: `${I18N_ROOT}.Contest.Refusal.notContest` };

/** The primary actions whose whole effect is one skill test, and that skill. */
export const SKILL_ACTIONS = { search: "observation", sneak: "stealth" } as const;
export type SkillActionId = keyof typeof SKILL_ACTIONS;

export async function runSkillAction(
  combatant: Combatant.Implementation,
  action: SkillActionId,
): Promise<Refusal | undefined> {
  const me = contestEconomyActor(combatant);
  const mine = contestCreatureOf(combatant.actor);
  const document = combatant.actor;
  if (!me || !mine || !document) return NOT_CONTEST;
  const paid = await spendContest(combatant, { action });
  if (paid) return paid;
  const skill = SKILL_ACTIONS[action];
  const label = game.i18n.localize(`${KEY}.${action}`);
  const plan = skillTest({ ...skillSide(me, mine.source, skill), skill, label });
  // A plain skill test is always rolled: only a maneuver's size rules fix a test without dice.
  if (plan.kind === "roll") {
    await rollTestCard({ actor: document, check: label, plan, visibility: gmRolledVisibility(document) });
  }
  return undefined;
}
