/**
 * The two creatures of an action the GM plays against one target (contest.ts, escape.ts, stabilize.ts), re-read from
 * the combat's documents, and the metres between their tokens ("within 1 m of you").
 */
import type { MomentumActor } from "../../../../engine/rulesets/momentum/creature.ts";
import { readPair } from "../../../canvas/situate.ts";
import type { Refusal } from "../../../combat-room.ts";
import { I18N_ROOT } from "../../../constants.ts";
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
