/**
 * One side of an `energy` contest as the shared opposed card takes it (chat/opposed-card/post.ts): the side's request
 * rolled on the GM's client, with the total the room's rule reads (the engine's `escapes`, `challengerWins`). The
 * card reads the roll back against the request when it is shown (rules page decisions 128 and 129).
 */
import type { DiceRequest } from "../../../../engine/core/dice/request.ts";
import type { OpposedSideToPost } from "../../../chat/opposed-card/post.ts";
import { FrayRoll } from "../../../dice/fray-roll.ts";

export interface RolledSide extends OpposedSideToPost {
  readonly total: number;
}

/** Rolls `request` for `actor`, named `check` on the card. */
export async function rollContestSide(
  actor: Actor.Implementation,
  check: string,
  request: DiceRequest,
): Promise<RolledSide> {
  const roll = FrayRoll.fromRequest(request);
  await roll.evaluate();
  return { actor, check, request, roll, total: roll.interpret(request).total };
}
