/**
 * Walking a `contest` token in a started combat spends its turn's movement (seed 003): "The active character can also
 * use primary actions … while moving a number of meters up to their speed (this movement does not cost them action
 * points)"; Dash ("You can move a number of meters up to your speed") adds to that pool, Prone crawls at 2 m a metre
 * (decision 38) and Grappled is "prohibiting them from moving". The metres are the grid squares between where the
 * token starts and ends, a diagonal 1 m (`CONTEST_META.grid`, canvas/move-length.ts), and the engine's `moveOnTurn`
 * decides. Before the move (`tokenMoving`, the requesting client) a player's move it refuses — off its turn, Grappled
 * or unable to act, more metres than the pool holds — does not happen; a GM's goes on with the reason as a warning.
 * After it (`tokenMoved`, the active GM) the room's own `move` spend pays it (spend.ts): a GM's walk past the pool
 * empties it (the override, decision 60), a GM's move of a creature that could not walk now is forced movement and
 * costs nothing. What the move is (move-cause.ts; the engine's `moveTerms`) decides the rest: the GM's Push ("being
 * pushed", canvas/push.ts), the GM's Fall ("falling past a foe", canvas/fall.ts) and core's Displace are neither
 * checked nor paid. Then the move's Opportunity Attacks (opportunity.ts). Rules page decisions 150–151, 159–160.
 */
import { moveOnTurn } from "../../../../engine/rulesets/contest/economy/move.ts";
import { moveTerms } from "../../../../engine/rulesets/contest/geometry/move-cause.ts";
import { CONTEST_META } from "../../../../engine/rulesets/contest/meta.ts";
import type { Refusal } from "../../../combat-room.ts";
import { moveLength } from "../../../canvas/move-length.ts";
import { gridShape, type TokenAt } from "../../../canvas/read-scene.ts";
import type { MovedWaypoint } from "../../../combat/token-path.ts";
import { isBeingPushed, wasPushed } from "../canvas/push.ts";
import { contestTurnOf } from "./actor.ts";
import { moveCauseOf } from "./move-cause.ts";
import { offerOpportunityOnMove } from "./opportunity.ts";
import { METRES_OPTION } from "./options.ts";
import { contestRefusal } from "./refusal.ts";
import { spendContest } from "./spend.ts";
import { MOVE } from "./take.ts";

/** Metres from `from` to `to` on the combatant's scene, counted the ruleset's way; undefined off a gridded scene. */
function metresMoved(combatant: Combatant.Implementation, from: TokenAt, to: TokenAt): number | undefined {
  const scene = combatant.token?.parent;
  return scene ? moveLength(gridShape(scene), CONTEST_META.grid, from, to) : undefined;
}

export function contestTokenMoving(
  combatant: Combatant.Implementation,
  from: TokenAt,
  to: TokenAt,
  path: readonly MovedWaypoint[],
): Refusal | undefined {
  const token = combatant.token;
  const turn = contestTurnOf(combatant);
  const metres = metresMoved(combatant, from, to);
  if (!token || !turn || !metres || !moveTerms(moveCauseOf(path, isBeingPushed(token, to))).paid) return undefined;
  const walked = moveOnTurn(turn.actor, turn.state, metres, turn.ownTurn);
  return walked.ok ? undefined : contestRefusal(walked.reason);
}

/** GM only: the metres of the move just made, paid from the pool the combatant holds now (a shortfall empties it). */
async function payTokenMove(
  combatant: Combatant.Implementation,
  token: TokenDocument.Implementation,
  origin: TokenAt,
): Promise<void> {
  const metres = metresMoved(combatant, origin, { x: token.x, y: token.y });
  if (!metres) return;
  // Any other refusal (off its turn, Grappled) means the creature did not walk: the GM moved it, and nothing is paid.
  await spendContest(combatant, { action: MOVE, options: { [METRES_OPTION.id]: metres }, override: true });
}

export async function contestTokenMoved(
  combatant: Combatant.Implementation,
  token: TokenDocument.Implementation,
  origin: TokenAt,
  path: readonly MovedWaypoint[],
): Promise<void> {
  const terms = moveTerms(moveCauseOf(path, wasPushed(token)));
  if (terms.paid) await payTokenMove(combatant, token, origin);
  await offerOpportunityOnMove(combatant, token, origin, terms);
}
