/**
 * Moving a `momentum` token on its own turn spends the turn's movement ("They can also move by an amount equal to
 * their Basic Movement (usually 3 m) without needing to use any AP"; Move and Sprint add to it): the metres are the
 * squares between where the token starts and ends, a diagonal square 1 m ("1 m of movement allows you to move to a
 * square … that is next to you, even if it is diagonal"), in the scene's unit read as metres. The engine's
 * `spendMovement` decides: before the move (`tokenMoving`, the requesting client) a player's move beyond the pool,
 * or while a condition keeps the creature from moving, is refused with the shortfall named; the GM's goes on as the
 * override, and after it (`tokenMoved`, the active GM) the pool is paid, floored at 0. Off its turn a token moves
 * freely (pushed, a held Move fired, switching places, carried while climbing): nothing is paid. Rules page
 * decision 110.
 */
import { spendMovement } from "../../../../engine/rulesets/momentum/economy/movement.ts";
import type { Pair } from "../../../../engine/rulesets/momentum/economy/pay.ts";
import type { Refusal } from "../../../combat-room.ts";
import { MOMENTUM_META } from "../../../../engine/rulesets/momentum/meta.ts";
import { moveLength } from "../../../canvas/move-length.ts";
import { gridShape } from "../../../canvas/read-scene.ts";
import { momentumRefusal } from "./refusal.ts";
import { momentumCombatantData, momentumEconomyActor, toMomentumState } from "./state.ts";
import { isOwnTurn } from "./turn.ts";

type Point = { readonly x: number; readonly y: number };

/** Metres from `from` to `to` on the combatant's scene, counted the ruleset's way (diagonals 1 m; canvas/move-length.ts). */
function metresMoved(combatant: Combatant.Implementation, from: Point, to: Point): number | undefined {
  const scene = combatant.token?.parent;
  return scene ? moveLength(gridShape(scene), MOMENTUM_META.grid, from, to) : undefined;
}

/** The combatant and its creature as the engine reads them, on its own turn; undefined off it. */
function moverOnTurn(combatant: Combatant.Implementation): Pair | undefined {
  const data = momentumCombatantData(combatant);
  const actor = momentumEconomyActor(combatant, combatant.combat?.round ?? 0);
  if (!data || !actor || combatant.id === null || !isOwnTurn(combatant)) return undefined;
  return { actor, combatant: toMomentumState(combatant.id, data) };
}

export function momentumTokenMoving(combatant: Combatant.Implementation, from: Point, to: Point): Refusal | undefined {
  const pair = moverOnTurn(combatant);
  const metres = metresMoved(combatant, from, to);
  if (!pair || metres === undefined) return undefined;
  const spent = spendMovement(pair, metres, true);
  return spent.ok ? undefined : momentumRefusal(spent.reason);
}

export async function momentumTokenMoved(
  combatant: Combatant.Implementation,
  token: TokenDocument.Implementation,
  origin: Point,
): Promise<void> {
  const pair = moverOnTurn(combatant);
  const metres = metresMoved(combatant, origin, { x: token.x, y: token.y });
  if (!pair || metres === undefined || metres === 0) return;
  const spent = spendMovement(pair, metres, true);
  // Refused, the move went on by the GM's override: it takes what the pool holds.
  const left = spent.ok
    ? (spent.state.combatant.economy.pools["movement"] ?? 0)
    : Math.max(0, (pair.combatant.economy.pools["movement"] ?? 0) - metres);
  await combatant.update({ system: { movement: left } });
}
