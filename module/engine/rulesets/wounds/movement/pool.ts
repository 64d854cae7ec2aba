import { spendAp } from "../economy/spend.ts";
import type { DashState, WoundsCombatantState } from "../economy/combatant.ts";
import { refuse, type WoundsOutcome } from "../economy/refusal.ts";
import { whyCannotMoveOffTurn } from "../turns/interrupt.ts";
import type { InitiativeScores } from "../turns/initiative.ts";
import { yardsFor } from "./rate.ts";
import { terrainYards, type TerrainFactor } from "./terrain.ts";

/**
 * The movement pool (seed 004): "Once AP is spent to move, you can divide the movement however you want for the
 * remainder of the round. You can spend AP to increase your movement pool at any time, but any unspent movement is
 * lost at the end of the round." Buying movement is spending AP (so it cancels an act in progress); the yards come at
 * the rate in force when they are bought (a Dash doubles what is bought after it).
 */
export function effectiveRate(rate: number, dash: DashState): number {
  return (dash.doubled ? 2 * rate : rate) + dash.bonus;
}

export interface MovementPurchase {
  readonly combatant: WoundsCombatantState;
  readonly yards: number;
  readonly canceled?: string;
}

export function buyMovement(
  combatant: WoundsCombatantState,
  ap: number,
  rate: number,
): WoundsOutcome<MovementPurchase> {
  const paid = spendAp(combatant, Math.max(0, Math.trunc(ap)));
  if (!paid.ok) return refuse({ combatant, yards: 0 }, paid.reason);
  const yards = yardsFor(effectiveRate(rate, combatant.dash), ap);
  const next = { ...paid.state.combatant, movement: paid.state.combatant.movement + yards };
  return {
    ok: true,
    state:
      paid.state.canceled === undefined
        ? { combatant: next, yards }
        : { combatant: next, yards, canceled: paid.state.canceled },
  };
}

export type MoveTurn =
  { readonly kind: "own" } | { readonly kind: "offTurn"; readonly scores: InitiativeScores; readonly active: string };

/**
 * Move `yards` through terrain, paying from the pool. On another's turn only with a higher initiative ("as if
 * interrupting … except it does not lower your initiative").
 */
export function move(
  combatant: WoundsCombatantState,
  yards: number,
  terrain: readonly TerrainFactor[] = [],
  turn: MoveTurn = { kind: "own" },
): WoundsOutcome<WoundsCombatantState> {
  if (turn.kind === "offTurn") {
    const why = whyCannotMoveOffTurn(turn.scores, combatant.id, turn.active);
    if (why) return refuse(combatant, why);
  }
  const cost = terrainYards(yards, terrain);
  if (cost > combatant.movement) {
    const message = `Needs ${cost} yards of movement, has ${combatant.movement}.`;
    return refuse(combatant, { code: "noMovement", message, need: cost, have: combatant.movement });
  }
  return { ok: true, state: { ...combatant, movement: combatant.movement - cost } };
}
