import { holdTurn } from "../../../core/turns/holds.ts";
import type { RoundState, TurnStep } from "../../../core/turns/round.ts";

/**
 * "Saving Your Turn. A character can always choose not to act during their turn, instead postponing it for later.
 * They must immediately declare after which character they would like to become the active character." The core's
 * held turn with a required `after`: the saved turn is taken right after that character's turn ends. Per-turn
 * movement was filled at the turn's normal start and is kept until the saved turn ends.
 */
export function saveTurn(state: RoundState, after: string): TurnStep {
  return holdTurn(state, after);
}
