/**
 * Fray stores Climbing and Grabbed as plain statuses, not whom they hold towards (rules page decision 101). Where a
 * rule needs the other creature (Shake Off, Break Free, the climbed creature's attack on its climber), the user's
 * target is taken as it, and the stored status is restated as the engine's relation (`climbingOn:` / `grabbedBy:`)
 * towards it, so the engine's own rule reads it.
 */
import { removeCondition } from "../../../../engine/core/conditions/mutate.ts";
import type { ConditionState } from "../../../../engine/core/conditions/state.ts";
import { grab, startClimbing } from "../../../../engine/rulesets/momentum/relations.ts";

export type StoredRelation = "climbing" | "grabbed";

export function restatedRelation(
  state: ConditionState,
  status: StoredRelation,
  other: string,
  round: number,
): ConditionState {
  const removed = removeCondition(state, status);
  const bare = removed.ok ? removed.state.state : state;
  return status === "climbing" ? startClimbing(bare, other, round) : grab(bare, other, round);
}
