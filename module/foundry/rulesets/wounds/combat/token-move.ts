/**
 * Walking a `wounds` token in a started combat spends its movement pool (seed 004): "Just like actions, movement
 * requires spending AP … Once AP is spent to move, you can divide the movement however you want for the remainder of
 * the round." The yards are counted from where the token stood to where it stands (decision 161: the straight line,
 * "count every second diagonal movement as 2 yards", a part-yard a whole one) and the engine's `move` decides:
 * on another's turn only with a higher initiative ("You may move on another character's turn as if interrupting their
 * turn with an action, except it does not lower your initiative"), and never more yards than the pool holds.
 * Before the move (`tokenMoving`, the requesting client) a player's refused move does not happen; a GM's goes on with
 * the reason as a warning. After it (`tokenMoved`, the active GM, from the token's own positions) the pool is paid:
 * a GM's walk past the pool empties it (the override), a GM's move of a creature that could not walk now (off its turn
 * without the higher initiative) is forced movement and costs nothing (decision 162). Difficult terrain is the GM's
 * (decision 163); a walk within a shared space costs double (canvas/shared-space.ts, decision 207).
 */
import { move } from "../../../../engine/rulesets/wounds/movement/pool.ts";
import type { WoundsCombatantState } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import type { WoundsOutcome } from "../../../../engine/rulesets/wounds/economy/refusal.ts";
import { WOUNDS_META } from "../../../../engine/rulesets/wounds/meta.ts";
import type { Refusal } from "../../../combat-room.ts";
import { moveLength } from "../../../canvas/move-length.ts";
import { gridShape, type TokenAt } from "../../../canvas/read-scene.ts";
import { sharedSpaceFactors } from "../canvas/shared-space.ts";
import { woundsStateOf } from "./actor.ts";
import { woundsRefusal } from "./refusal.ts";
import { turnContext } from "./spend.ts";

/** Whole yards of a move: a part-yard walked uses a yard of the pool (the pool holds whole yards). */
export function wholeYards(length: number): number {
  // Scene units turned into yards carry float noise (5 ft squares: 3 × 5/3 yards): a thousandth is no part-yard.
  return Math.ceil(Math.round(length * 1000) / 1000);
}

/** The yards walked from `from` to `to` and the engine's answer to walking them now; undefined off a gridded scene. */
function walk(
  combatant: Combatant.Implementation,
  from: TokenAt,
  to: TokenAt,
): { readonly yards: number; readonly walked: WoundsOutcome<WoundsCombatantState> } | undefined {
  const state = woundsStateOf(combatant);
  const token = combatant.token;
  const scene = token?.parent;
  if (!state || !token || !scene) return undefined;
  const length = moveLength(gridShape(scene), WOUNDS_META.grid, from, to);
  if (length === undefined) return undefined;
  const yards = wholeYards(length);
  return { yards, walked: move(state, yards, sharedSpaceFactors(token, from, to), turnContext(combatant)) };
}

export function woundsTokenMoving(
  combatant: Combatant.Implementation,
  from: TokenAt,
  to: TokenAt,
): Refusal | undefined {
  const answer = walk(combatant, from, to);
  if (!answer || answer.yards === 0 || answer.walked.ok) return undefined;
  return woundsRefusal(answer.walked.reason);
}

/** GM only: the yards of the move just made, paid from the pool the combatant holds now. */
export async function payTokenMove(
  combatant: Combatant.Implementation,
  token: TokenDocument.Implementation,
  origin: TokenAt,
): Promise<void> {
  const answer = walk(combatant, origin, { x: token.x, y: token.y });
  if (!answer || answer.yards === 0) return;
  const { walked } = answer;
  if (walked.ok) {
    await combatant.update({ system: { movement: walked.state.movement } });
    return;
  }
  // Past the pool, the GM's override walked it: the pool is spent to 0. A creature moved when it could not walk now
  // (off its turn without the higher initiative) was moved by the GM (shoved, dragged, carried): nothing is paid.
  if (walked.reason.code === "noMovement" && walked.state.movement > 0) {
    await combatant.update({ system: { movement: 0 } });
  }
}
