/**
 * The `contest` combatant controls: on the tracker row, the GM's surprise contest (surprise-contest.ts) and Surprised
 * mark; from the sheet, the owner's Grapple (grapple.ts), Release (release.ts), Search and Sneak (skill-action.ts).
 * "Determine Surprise. If one party tried to sneak up on the other, make a Stealth vs Observation contest. Observing
 * characters are surprised if the fail the contest": the GM runs the contest from the sneaking party's row (rules
 * page decision 134), or marks a creature by hand before its first turn (decision 58). The mark is the engine's
 * Surprised (imposing Incapacitated: "they can't take any actions or reactions"), ending with round 1; marking again
 * takes it back.
 */
import { removeCondition } from "../../../../engine/core/conditions/mutate.ts";
import { isActive } from "../../../../engine/core/conditions/state.ts";
import { surprise } from "../../../../engine/rulesets/contest/economy/surprise.ts";
import type { Refusal } from "../../../combat-room.ts";
import type { ControlArgs, ControlSpec } from "../../../combat/room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { applyConditionChanges } from "../../../effects/condition-changes.ts";
import { contestEconomyActor, contestStateOf } from "./actor.ts";
import { runGrapple } from "./grapple.ts";
import { runRelease } from "./release.ts";
import { runSkillAction, SKILL_ACTIONS, type SkillActionId } from "./skill-action.ts";
import { runSurpriseContest } from "./surprise-contest.ts";
import { maySurprise } from "./surprise-window.ts";

const KEYS = `${I18N_ROOT}.Contest.Tracker`;
const REFUSAL = `${I18N_ROOT}.Contest.Refusal`;

export const SURPRISE_CONTROL: ControlSpec = {
  id: "surprise",
  label: `${KEYS}.surprise`,
  who: "gm",
  takesChoice: false,
};

/** The surprise contest (GM): this combatant's party sneaks, everyone else observes (surprise-contest.ts). */
export const SURPRISE_CONTEST_CONTROL: ControlSpec = {
  id: "surpriseContest",
  label: `${KEYS}.surpriseContest`,
  who: "gm",
  takesChoice: false,
};

/** Grapple from the sheet: the grappler's owner names the foe's combatant; the GM runs the contest (grapple.ts). */
export const GRAPPLE_CONTROL: ControlSpec = {
  id: "grapple",
  label: `${KEYS}.grapple`,
  who: "owner",
  takesChoice: true,
};

/** Release from the sheet: the grappler's owner names the Grappled foe it lets go of (release.ts). */
export const RELEASE_CONTROL: ControlSpec = {
  id: "release",
  label: `${KEYS}.release`,
  who: "owner",
  takesChoice: true,
};

/** Search and Sneak from the sheet: the GM pays the action and rolls its test (skill-action.ts). */
export const SKILL_CONTROLS: readonly ControlSpec[] = (Object.keys(SKILL_ACTIONS) as SkillActionId[]).map((id) => ({
  id,
  label: `${KEYS}.${id}`,
  who: "owner",
  takesChoice: false,
}));

export const CONTEST_CONTROLS: readonly ControlSpec[] = [
  SURPRISE_CONTROL,
  SURPRISE_CONTEST_CONTROL,
  GRAPPLE_CONTROL,
  RELEASE_CONTROL,
  ...SKILL_CONTROLS,
];

function isSkillAction(id: string): id is SkillActionId {
  return id in SKILL_ACTIONS;
}

async function toggleSurprised(combatant: Combatant.Implementation): Promise<Refusal | undefined> {
  const state = contestStateOf(combatant);
  const actor = contestEconomyActor(combatant);
  const document = combatant.actor;
  if (!state || !actor || !document) return { refused: `${REFUSAL}.notContest` };
  if (!maySurprise(combatant.combat?.round ?? 0, state.turnsStarted)) return { refused: `${REFUSAL}.firstTurnBegun` };
  if (isActive(actor.conditions, "surprised")) {
    const removed = removeCondition(actor.conditions, "surprised");
    if (removed.ok) await applyConditionChanges(document, actor.conditions, removed.state.state);
    return undefined;
  }
  await applyConditionChanges(document, actor.conditions, surprise(actor, state.id).conditions);
  return undefined;
}

/** GM only (the relay checked the user): one of the room's controls for `combatant`. */
export function actContest(
  combatant: Combatant.Implementation,
  controlId: string,
  args: ControlArgs,
): Promise<Refusal | undefined> {
  if (controlId === SURPRISE_CONTROL.id) return toggleSurprised(combatant);
  if (controlId === SURPRISE_CONTEST_CONTROL.id) return runSurpriseContest(combatant);
  if (controlId === GRAPPLE_CONTROL.id) return runGrapple(combatant, args.choice);
  if (controlId === RELEASE_CONTROL.id) return runRelease(combatant, args.choice);
  if (isSkillAction(controlId)) return runSkillAction(combatant, controlId);
  return Promise.resolve({ refused: `${I18N_ROOT}.Query.refused.unsupported` });
}
