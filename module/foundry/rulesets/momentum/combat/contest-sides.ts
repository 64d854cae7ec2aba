/**
 * The two creatures of an action the GM plays against one target (contest.ts, escape.ts, stabilize.ts), re-read from
 * the combat's documents, the metres between their tokens ("within 1 m of you"), and a contest's outcome written
 * back on both.
 */
import type { Parties } from "../../../../engine/rulesets/momentum/actions/outcomes.ts";
import type { MomentumActor } from "../../../../engine/rulesets/momentum/creature.ts";
import { readPair } from "../../../canvas/situate.ts";
import type { Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { applyConditionChanges } from "../../../effects/condition-changes.ts";
import { momentumEconomyActor } from "./state.ts";

export const NO_OPPONENT: Refusal = { refused: `${I18N_ROOT}.Momentum.Refusal.noOpponent` };

export interface Sides {
  readonly actor: MomentumActor;
  readonly target: MomentumActor;
  readonly targetCombatant: Combatant.Implementation;
}

/** The acting creature and the target combatant's; `self` allows the two to be one (Stabilize on oneself). */
export function sidesOf(combatant: Combatant.Implementation, targetId: string, self = false): Sides | Refusal {
  const round = combatant.combat?.round ?? 0;
  const targetCombatant = combatant.combat?.combatants.get(targetId);
  if (!targetCombatant || (!self && targetCombatant.id === combatant.id)) return NO_OPPONENT;
  const actor = momentumEconomyActor(combatant, round);
  const target = momentumEconomyActor(targetCombatant, round);
  return actor && target ? { actor, target, targetCombatant } : NO_OPPONENT;
}

/** Metres between the two tokens on their scene; 0 for one token; undefined off the canvas. */
export function distanceOf(a: Combatant.Implementation, b: Combatant.Implementation): number | undefined {
  if (a.id === b.id) return 0;
  const pair = a.token && b.token ? readPair("momentum", a.token, b.token) : undefined;
  return pair?.distance ?? undefined;
}

/** The two documents a contest was written on: the user's creature and its target. */
export interface ContestDocuments {
  readonly actor: Actor.Implementation;
  readonly target: Actor.Implementation;
}

/**
 * The engine's contest outcome written on both documents: each side's conditions as `result` left them, against what
 * `sides` read before. The engine's acting side is the user's creature for a contest, and the user's target for an
 * escape (the climber or grabber, who must win again): `acting` says which of the two `result.actor` is. Undefined
 * when either document is gone.
 */
export async function writeContestConditions(
  combatant: Combatant.Implementation,
  sides: Sides,
  result: Parties,
  acting: "user" | "target",
): Promise<ContestDocuments | undefined> {
  const actor = combatant.actor;
  const target = sides.targetCombatant.actor;
  if (!actor || !target) return undefined;
  const [mine, theirs] = acting === "user" ? [result.actor, result.target] : [result.target, result.actor];
  await applyConditionChanges(actor, sides.actor.conditions, mine.conditions);
  await applyConditionChanges(target, sides.target.conditions, theirs.conditions);
  return { actor, target };
}
