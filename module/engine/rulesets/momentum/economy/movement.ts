import { removeCondition } from "../../../core/conditions/mutate.ts";
import type { MomentumActor } from "../creature.ts";
import { conditionsInForce } from "../status.ts";
import { whyCannotMove } from "./capability.ts";
import { pool } from "./combatant.ts";
import type { Pair } from "./pay.ts";
import { refuse, type MomentumOutcome } from "./refusal.ts";

/**
 * Spending movement (metres) on your turn: the free Basic Movement plus what Move and Sprint added. Path costs come
 * from geometry/movement.ts (difficult terrain and enemy spaces cost 2 m a square).
 *
 * Standing up from Prone is not in the excerpt; Fray: it costs half your Basic Movement (rounded up), and a Downed
 * creature cannot stand (Prone is imposed by Downed).
 */
export function spendMovement(pair: Pair, metres: number, ownTurn: boolean): MomentumOutcome<Pair> {
  const stuck = whyCannotMove(pair.actor);
  if (stuck) return refuse(pair, stuck);
  if (!ownTurn) return refuse(pair, { code: "notYourTurn", message: "You move on your turn." });
  if (!Number.isFinite(metres) || metres < 0) {
    return refuse(pair, { code: "invalidCost", message: "Movement must be a number of metres of 0 or more." });
  }
  const have = pool(pair.combatant, "movement");
  if (have < metres) {
    return refuse(pair, {
      code: "short",
      message: `Needs ${metres} m, has ${have} m.`,
      pool: "movement",
      need: metres,
      have,
    });
  }
  const c = pair.combatant;
  const pools = { ...c.economy.pools, movement: have - metres };
  return { ok: true, state: { ...pair, combatant: { ...c, economy: { ...c.economy, pools } } } };
}

export function standUpCost(actor: MomentumActor): number {
  return Math.ceil(actor.creature.basicMovement / 2);
}

export function standUp(pair: Pair, ownTurn: boolean): MomentumOutcome<Pair> {
  if (!conditionsInForce(pair.actor).has("prone")) {
    return refuse(pair, { code: "notProne", message: "Only a prone creature stands up." });
  }
  const removed = removeCondition(pair.actor.conditions, "prone");
  if (!removed.ok) {
    return refuse(pair, { code: "cannotStand", message: removed.reason.message, condition: "prone" });
  }
  const moved = spendMovement(pair, standUpCost(pair.actor), ownTurn);
  if (!moved.ok) return moved;
  return { ok: true, state: { ...moved.state, actor: { ...moved.state.actor, conditions: removed.state.state } } };
}
