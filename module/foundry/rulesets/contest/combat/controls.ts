/**
 * The `contest` combatant controls: Surprised (GM) on the tracker row, and Grapple from the sheet (the owner's,
 * grapple.ts). "Determine Surprise. If one party tried to
 * sneak up on the other, make a Stealth vs Observation contest. Observing characters are surprised if the fail the
 * contest": the GM decides who lost the contest (the tables roll Stealth and Observation; the room has no dialog for
 * it yet, rules page decision 58) and marks them before their first turn. The mark is the engine's Surprised
 * (imposing Incapacitated: "they can't take any actions or reactions"), ending with round 1; marking again takes it
 * back.
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

const KEYS = `${I18N_ROOT}.Contest.Tracker`;
const REFUSAL = `${I18N_ROOT}.Contest.Refusal`;

export const SURPRISE_CONTROL: ControlSpec = {
  id: "surprise",
  label: `${KEYS}.surprise`,
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

export const CONTEST_CONTROLS: readonly ControlSpec[] = [SURPRISE_CONTROL, GRAPPLE_CONTROL];

/** Surprise is decided before the first round's turns are taken: "losing their first turn". */
export function maySurprise(round: number, turnsStarted: number): boolean {
  return round <= 1 && turnsStarted === 0;
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
  if (controlId === GRAPPLE_CONTROL.id) return runGrapple(combatant, args.choice);
  return Promise.resolve({ refused: `${I18N_ROOT}.Query.refused.unsupported` });
}
