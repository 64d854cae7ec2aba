/**
 * Moving a `momentum` token on its own turn spends the turn's movement ("They can also move by an amount equal to
 * their Basic Movement (usually 3 m) without needing to use any AP"; Move and Sprint add to it), square by square of
 * its path (decision 136, replacing decision 110's straight line): "1 m of movement allows you to move to a square …
 * even if it is diagonal", 2 m a square of difficult terrain or of an enemy's space (the engine's `checkPath` on the
 * path move-path.ts reads). Before the move (`tokenMoving`, the requesting client) a player's move is refused, the
 * reason named, when it ends in a space it may not stop in ("You can freely move through a space occupied by an ally,
 * but you cannot stop there"), runs into an object it may not share a space with, costs more than the pool holds, or
 * a condition keeps the creature from moving; the GM's goes on as the override. After it (`tokenMoved`, the active
 * GM) every enemy passed is contested (pass-enemy.ts, decision 137): a lost check stops the token before that
 * enemy's space, and the metres to where it stands are paid, floored at 0. Off its turn a token moves freely (pushed,
 * a held Move fired): nothing is paid; nor for a move the rules make (rules-move.ts: a stop short, Switch Places, a
 * climber carried by its mount, climb-carry.ts). A climber's own move off its mount ends its climb (decision 151).
 * On a hex or gridless scene the straight line is paid (decision 110).
 */
import { spendMovement } from "../../../../engine/rulesets/momentum/economy/movement.ts";
import type { Pair } from "../../../../engine/rulesets/momentum/economy/pay.ts";
import { stepsKept } from "../../../../engine/rulesets/momentum/geometry/path.ts";
import { MOMENTUM_META } from "../../../../engine/rulesets/momentum/meta.ts";
import type { Refusal } from "../../../combat-room.ts";
import type { MovedWaypoint } from "../../../combat/token-path.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { moveLength } from "../../../canvas/move-length.ts";
import { gridShape } from "../../../canvas/read-scene.ts";
import { carryClimbers, endClimbLeft } from "./climb-carry.ts";
import { isRulesMove, moveByRules, wasRulesMove } from "./rules-move.ts";
import { readMove } from "./move-path.ts";
import { passEnemies } from "./pass-enemy.ts";
import { momentumRefusal } from "./refusal.ts";
import { momentumCombatantData, momentumEconomyActor, toMomentumState } from "./state.ts";
import { isOwnTurn } from "./turn.ts";

type Point = { readonly x: number; readonly y: number };

/** The straight line from `from` to `to`, counted the ruleset's way (canvas/move-length.ts): off a square grid. */
function straightMetres(combatant: Combatant.Implementation, from: Point, to: Point): number | undefined {
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

export function momentumTokenMoving(
  combatant: Combatant.Implementation,
  from: Point,
  to: Point,
  path: readonly MovedWaypoint[],
): Refusal | undefined {
  const token = combatant.token;
  if (token && isRulesMove(token, to)) return undefined;
  const pair = moverOnTurn(combatant);
  if (!pair) return undefined;
  const move = readMove(combatant, from, path);
  if (move?.check.problem) return { refused: `${I18N_ROOT}.Momentum.Refusal.${move.check.problem}` };
  const metres = move ? move.metres() : straightMetres(combatant, from, to);
  if (metres === undefined) return undefined;
  const spent = spendMovement(pair, metres, true);
  return spent.ok ? undefined : momentumRefusal(spent.reason);
}

/** The pool after paying `metres`; refused, the move went on by the GM's override: it takes what the pool holds. */
async function pay(combatant: Combatant.Implementation, pair: Pair, metres: number): Promise<void> {
  if (metres === 0) return;
  const spent = spendMovement(pair, metres, true);
  const left = spent.ok
    ? (spent.state.combatant.economy.pools["movement"] ?? 0)
    : Math.max(0, (pair.combatant.economy.pools["movement"] ?? 0) - metres);
  await combatant.update({ system: { movement: left } });
}

/** Its own move on its turn: the metres paid, every enemy passed contested, a lost check's stop short. */
async function settleOwnMove(
  combatant: Combatant.Implementation,
  token: TokenDocument.Implementation,
  origin: Point,
  path: readonly MovedWaypoint[],
): Promise<void> {
  const pair = moverOnTurn(combatant);
  if (!pair) return;
  const move = readMove(combatant, origin, path);
  if (!move) {
    await pay(combatant, pair, straightMetres(combatant, origin, token) ?? 0);
    return;
  }
  const blocked = await passEnemies(combatant, move);
  const kept = blocked === undefined ? move.steps.length : stepsKept(move.steps, blocked, move.mover);
  await pay(combatant, pair, move.metres(kept));
  if (kept < move.steps.length) await moveByRules(token, move.position(kept));
}

export async function momentumTokenMoved(
  combatant: Combatant.Implementation,
  token: TokenDocument.Implementation,
  origin: Point,
  path: readonly MovedWaypoint[],
): Promise<void> {
  if (wasRulesMove(token)) return;
  await endClimbLeft(combatant, token, origin);
  await settleOwnMove(combatant, token, origin, path);
  // However it moved (its own move, the GM's drag, a push), its climbers go with it to where it stands now, once its
  // own move is settled, so that they are not in the way of its check to pass an enemy (decision 151).
  await carryClimbers(combatant, token, origin);
}
