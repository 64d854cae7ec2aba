/**
 * The Surprised mark (docs/rules/wounds.md decision 79), the tracker's Surprised control's and the surprise check's
 * (decision 250) one path: "If you are surprised, you cannot gain AP until after your first turn and you take a
 * penalty to your initiative equal to 5 - your Perception. Creatures with a Perception higher than 5 cannot be
 * surprised."
 */
import { hasCondition } from "../../../../engine/rulesets/wounds/status.ts";
import { startingInitiative } from "../../../../engine/rulesets/wounds/turns/initiative.ts";
import { canBeSurprised, surprise, surprisePenalty } from "../../../../engine/rulesets/wounds/turns/surprise.ts";
import { isRefusal, type Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { applyConditionChanges } from "../../../effects/condition-changes.ts";
import { woundsEconomyActor, woundsStateOf } from "./actor.ts";

const REFUSAL = `${I18N_ROOT}.Wounds.Refusal`;

interface Surprisable {
  readonly state: NonNullable<ReturnType<typeof woundsStateOf>>;
  readonly actor: NonNullable<ReturnType<typeof woundsEconomyActor>>;
  readonly document: Actor.Implementation;
  readonly round: number;
}

/**
 * What marking `combatant` surprised reads, or why it cannot be marked now: already Surprised, its first turn over,
 * or a Perception above 5 ("Creatures with a Perception higher than 5 cannot be surprised", a refusal: decision 79).
 */
function surprisable(combatant: Combatant.Implementation): Surprisable | Refusal {
  const state = woundsStateOf(combatant);
  const actor = woundsEconomyActor(combatant);
  const document = combatant.actor;
  const combat = combatant.combat;
  if (!state || !actor || !document || !combat) return { refused: `${REFUSAL}.notWounds` };
  if (hasCondition(actor, "surprised")) return { refused: `${REFUSAL}.alreadySurprised` };
  if (state.turnsEnded > 0) return { refused: `${REFUSAL}.firstTurnOver` };
  if (!canBeSurprised(actor.creature.attributes.perception)) return { refused: `${REFUSAL}.neverSurprised` };
  return { state, actor, document, round: Math.max(1, combat.round) };
}

/** Why `combatant` cannot be marked surprised now; undefined when it can. */
export function whyNotSurprisable(combatant: Combatant.Implementation): Refusal | undefined {
  const found = surprisable(combatant);
  return isRefusal(found) ? found : undefined;
}

/**
 * The GM marks a creature surprised before its first turn ends: its initiative takes the penalty at once if it has
 * rolled (a roll made while Surprised already carries it), and the status lasts until the end of its first turn.
 */
export async function markSurprised(combatant: Combatant.Implementation): Promise<Refusal | undefined> {
  const found = surprisable(combatant);
  if (isRefusal(found)) return found;
  const { state, actor, document, round } = found;
  const perception = actor.creature.attributes.perception;
  const marked = surprise(actor.conditions, state.id, perception, round);
  await applyConditionChanges(document, actor.conditions, marked.conditions);
  if (combatant.initiative !== null) {
    await combatant.update({ initiative: startingInitiative(combatant.initiative, surprisePenalty(perception)) });
  }
  return undefined;
}
