/**
 * Two requests rolled against each other (a contest: "You succeed if you roll higher than your target"): who wins
 * once rolled, and the exact chance the initiator had before the roll. The higher total wins; a tie goes to the side
 * the ruleset's tie rule names (`bonus`: "If they tie, the contest goes to the attacker"; `momentum`: ties go to the
 * target unless its `contestTies` setting says otherwise). "attacker" is the side that started the contest.
 */
import type { DiceRequest } from "../dice/request.ts";
import { probabilityBeats, type TieWinner } from "./compare.ts";
import { requestDistribution } from "./request.ts";

/** Does the initiator's total win against the opponent's, ties going to `ties`? */
export function winsOpposed(initiatorTotal: number, opponentTotal: number, ties: TieWinner): boolean {
  return initiatorTotal > opponentTotal || (initiatorTotal === opponentTotal && ties === "attacker");
}

/** P(the initiator wins) before either request is rolled, exact (truncated tails aside, as core/odds says). */
export function opposedProbability(initiator: DiceRequest, opponent: DiceRequest, ties: TieWinner): number {
  return probabilityBeats(requestDistribution(initiator), requestDistribution(opponent), ties);
}
