import { addCondition } from "../../../core/conditions/mutate.ts";
import type { ConditionState } from "../../../core/conditions/state.ts";
import { MOMENTUM_CONDITIONS } from "../conditions.ts";
import { hideFrom } from "../relations.ts";

/**
 * Surprise (seed 002): "A creature can be surprised by combat. In such a case, they act at the end of the first round
 * instead of using their normal initiative, and any enemy that is not surprised starts the combat hidden from them."
 * The surprised get the Surprised condition to the end of round 1 (turns/initiative.ts puts them last); every
 * creature that is not surprised starts hidden from each surprised enemy (relations.ts).
 */
export interface SurpriseParticipant {
  readonly id: string;
  /** Which side it fights on ("Everybody that fights on your side counts as an ally"). */
  readonly side: string;
  readonly surprised: boolean;
  readonly conditions: ConditionState;
}

export function applySurprise(participants: readonly SurpriseParticipant[]): Readonly<Record<string, ConditionState>> {
  const out: Record<string, ConditionState> = {};
  for (const p of participants) {
    if (p.surprised) {
      out[p.id] = addCondition(MOMENTUM_CONDITIONS, p.conditions, "surprised", {
        source: "surprise",
        duration: { kind: "endOfRound" },
        round: 1,
      }).state;
      continue;
    }
    const victims = participants.filter((o) => o.surprised && o.side !== p.side).map((o) => o.id);
    out[p.id] = hideFrom(p.conditions, victims, 1);
  }
  return out;
}
