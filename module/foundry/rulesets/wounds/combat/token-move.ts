/**
 * Walking a `wounds` token in a started combat spends its movement pool (seed 004): "Just like actions, movement
 * requires spending AP … Once AP is spent to move, you can divide the movement however you want for the remainder of
 * the round." The yards are counted along the move's waypoints, from where the token stood to where it stands
 * (decision 161, "count every second diagonal movement as 2 yards", a part-yard a whole one), each stretch at the
 * multiplier of the ground a Region gives it (walk-path.ts, decision 236), and the engine's `move` decides:
 * on another's turn only with a higher initiative ("You may move on another character's turn as if interrupting their
 * turn with an action, except it does not lower your initiative"), and never more yards than the pool holds.
 * Before the move (`tokenMoving`, the requesting client) a player's refused move does not happen, the difficult
 * ground it crosses named (decision 238); a GM's goes on with the reason as a warning. After it (`tokenMoved`, the
 * active GM, from the token's own positions and the waypoints core passed) the pool is paid: a GM's walk past the pool
 * empties it (the override), a GM's move of a creature that could not walk now (off its turn without the higher
 * initiative) is forced movement and costs nothing (decision 162). A walk within a shared space costs double
 * (canvas/shared-space.ts, decision 207).
 */
import { move } from "../../../../engine/rulesets/wounds/movement/pool.ts";
import { stretchesYards, type TerrainStretch } from "../../../../engine/rulesets/wounds/movement/walk-terrain.ts";
import type { WoundsCombatantState } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import type { WoundsOutcome } from "../../../../engine/rulesets/wounds/economy/refusal.ts";
import type { Refusal } from "../../../combat-room.ts";
import { gridShape, type TokenAt } from "../../../canvas/read-scene.ts";
import type { MovedWaypoint } from "../../../combat/token-path.ts";
import { sharedSpaceFactors } from "../canvas/shared-space.ts";
import { woundsStateOf } from "./actor.ts";
import { turnContext } from "./spend.ts";
import { walkRefusal } from "./walk-refusal.ts";
import { walkStretches } from "./walk-path.ts";

/** Whole yards of a move: a part-yard walked uses a yard of the pool (the pool holds whole yards). */
export function wholeYards(length: number): number {
  // Scene units turned into yards carry float noise (5 ft squares: 3 × 5/3 yards): a thousandth is no part-yard.
  return Math.ceil(Math.round(length * 1000) / 1000);
}

interface Walk {
  /** Whole yards of movement pool the walk uses, its ground's multipliers counted. */
  readonly yards: number;
  /** The walk's stretches on the ground (a shared space's doubling not counted): what a refusal names. */
  readonly stretches: readonly TerrainStretch[];
  readonly walked: WoundsOutcome<WoundsCombatantState>;
}

/**
 * The walk from `from` to `to` through `path` (the waypoints core hands the hooks) and the engine's answer to walking
 * it now; undefined off a gridded scene.
 */
function walk(
  combatant: Combatant.Implementation,
  from: TokenAt,
  to: TokenAt,
  path: readonly MovedWaypoint[],
): Walk | undefined {
  const state = woundsStateOf(combatant);
  const token = combatant.token;
  const scene = token?.parent;
  if (!state || !token || !scene) return undefined;
  const stretches = walkStretches(gridShape(scene), from, path);
  if (!stretches) return undefined;
  // A walk within a shared space is doubled on whatever ground it crosses: "multiply them together".
  const shared = sharedSpaceFactors(token, from, to);
  const yards = wholeYards(stretchesYards(stretches.map((s) => ({ ...s, factors: [...s.factors, ...shared] }))));
  return { yards, stretches, walked: move(state, yards, [], turnContext(combatant)) };
}

/** Why the walk may not be made now; `path` defaults to the straight line (a caller that gives only the ends). */
export function woundsTokenMoving(
  combatant: Combatant.Implementation,
  from: TokenAt,
  to: TokenAt,
  path: readonly MovedWaypoint[] = [to],
): Refusal | undefined {
  const answer = walk(combatant, from, to, path);
  if (!answer || answer.yards === 0 || answer.walked.ok) return undefined;
  return walkRefusal(answer.walked.reason, answer.stretches);
}

/** GM only: the yards of the move just made through `path`, paid from the pool the combatant holds now. */
export async function payTokenMove(
  combatant: Combatant.Implementation,
  token: TokenDocument.Implementation,
  origin: TokenAt,
  path: readonly MovedWaypoint[],
): Promise<void> {
  const answer = walk(combatant, origin, { x: token.x, y: token.y }, path);
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
