/**
 * Toggling one modifier of the roll dialog, for any ruleset: locked rows and unknown ids are refused (a locked row
 * is a rule the engine already applies), and switching on a row of an exclusive group switches its siblings off;
 * a group's radio buttons pick one row of it, or none.
 */
import type { PlannedAttack, Refusal, RollChoices, RollModifier } from "../../combat-room.ts";
import { isRefusal } from "../../combat-room.ts";

/** One target of the attack and its plan with the current choices. */
export interface TargetPlan {
  readonly name: string;
  readonly plan: PlannedAttack | Refusal;
}

/** The modifiers of the first planned target: toggles are the attack's, the same for every target. */
export function modifiersOf(targets: readonly TargetPlan[]): readonly RollModifier[] {
  for (const t of targets) if (!isRefusal(t.plan) && t.plan.modifiers) return t.plan.modifiers;
  return [];
}

export function toggleChoice(
  choices: RollChoices,
  modifiers: readonly RollModifier[],
  id: string,
  on: boolean,
): RollChoices {
  const row = modifiers.find((m) => m.id === id);
  if (!row || row.locked) return choices;
  const next: Record<string, boolean> = { ...choices, [id]: on };
  if (on && row.group !== undefined) {
    for (const sibling of modifiers) if (sibling.group === row.group && sibling.id !== id) next[sibling.id] = false;
  }
  return next;
}

/**
 * A group's radio buttons: `id` on (its siblings off), or with `id` null every row of the group off (its "none").
 * A locked row, an id outside the group or a group no unlocked row has changes nothing.
 */
export function chooseInGroup(
  choices: RollChoices,
  modifiers: readonly RollModifier[],
  group: string,
  id: string | null,
): RollChoices {
  const members = modifiers.filter((m) => m.group === group && !m.locked);
  if (id !== null) return members.some((m) => m.id === id) ? toggleChoice(choices, modifiers, id, true) : choices;
  if (members.length === 0) return choices;
  return { ...choices, ...Object.fromEntries(members.map((m) => [m.id, false])) };
}
