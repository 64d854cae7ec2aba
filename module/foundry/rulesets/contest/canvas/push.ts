/**
 * Push on the canvas: "Push*. You drive your foe back. The target must pass an Athletics test, or be pushed back 1m."
 * The GM, applying the maneuver, moves the loser's token the pushed metres straight away from the winner's through
 * the shared forced movement (canvas/push.ts): a wall on the clear path stops it and the token stays (rules page
 * decision 90). The move is remembered until the GM's own `moveToken` sees it (`wasPushed`), so being pushed provokes
 * no Opportunity Attack ("a character doesn't provoke an opportunity attack when being pushed").
 */
import { pushToken as pushAway, type PushOutcome } from "../../../canvas/push.ts";

export { isBeingPushed, wasPushed, type PushOutcome } from "../../../canvas/push.ts";

/** GM: the loser's token pushed `metres` away from the winner's; what became of it. */
export function pushToken(
  winner: TokenDocument.Implementation | null | undefined,
  loser: TokenDocument.Implementation | null | undefined,
  metres: number,
): Promise<PushOutcome> {
  return pushAway("contest", winner, loser, metres);
}
