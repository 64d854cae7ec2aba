import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";
import { MOMENTUM_REACTIONS } from "../tables/actions.ts";
import { takeAction } from "./act.ts";
import { pay, type Pair } from "./pay.ts";
import { refuse, type MomentumOutcome } from "./refusal.ts";

/**
 * Switch Places (seed 002): "You can switch places with an ally that is standing next to you. They must use a
 * reaction (1 RP), or this action fails." The acting creature pays 1 AP on its turn; the ally pays 1 RP (off its own
 * turn). If the ally declines or cannot pay, the action was still taken and fails: its AP is spent. The adapter swaps
 * the two tokens when `switched` is true.
 */
export interface SwitchPlacesResult {
  readonly mover: Pair;
  readonly ally: Pair;
  readonly switched: boolean;
}

export function switchPlaces(
  mover: Pair,
  ally: Pair,
  allyAgrees: boolean,
  round: number,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): MomentumOutcome<SwitchPlacesResult> {
  const unchanged: SwitchPlacesResult = { mover, ally, switched: false };
  const acted = takeAction(mover.actor, mover.combatant, { action: "switchPlaces", round, ownTurn: true }, options);
  if (!acted.ok) return refuse(unchanged, acted.reason);
  return { ok: true, state: switchPlacesPaid(acted.state, ally, allyAgrees, false, options) };
}

/**
 * Switch Places for a mover that already paid its 1 AP: a held Switch Places fired ("a creature must spend the AP that
 * the action would cost on their turn and name a trigger"; rules page decision 154). Only the ally's side is left —
 * "They must use a reaction (1 RP), or this action fails" — paid on whoever's turn the trigger happened: on the ally's
 * own turn it pays as any reaction does there (`allyOwnTurn`; refused under "RP can be used to act outside of your
 * turn"). Declined or unpaid, the switch fails and the mover's AP stay spent.
 */
export function switchPlacesPaid(
  mover: Pair,
  ally: Pair,
  allyAgrees: boolean,
  allyOwnTurn: boolean,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): SwitchPlacesResult {
  if (!allyAgrees) return { mover, ally, switched: false };
  const reacted = pay(ally, { cost: MOMENTUM_REACTIONS.switchPlaces, ownTurn: allyOwnTurn }, options);
  return reacted.ok ? { mover, ally: reacted.state, switched: true } : { mover, ally, switched: false };
}
