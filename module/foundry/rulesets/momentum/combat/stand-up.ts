/**
 * Standing up from Prone (rules page decision 27: "Standing up costs half its Basic Movement (rounded up)"; decision
 * 58: Trip's Prone "lasts until the creature stands up"). A spend of its own, `standUp`, on the creature's turn: the
 * engine's `standUp` takes the metres from the turn's movement and ends Prone; a Downed creature cannot stand
 * (its Prone is imposed), and a shortfall of metres is named. Rules page decision 105.
 */
import { standUp } from "../../../../engine/rulesets/momentum/economy/movement.ts";
import type { Pair } from "../../../../engine/rulesets/momentum/economy/pay.ts";
import type { MomentumOutcome } from "../../../../engine/rulesets/momentum/economy/refusal.ts";

export const STAND_UP = "standUp";

/** The engine's answer to a Stand up now; undefined for any other spend. */
export function standUpSpend(action: string, pair: Pair, ownTurn: boolean): MomentumOutcome<Pair> | undefined {
  return action === STAND_UP ? standUp(pair, ownTurn) : undefined;
}
