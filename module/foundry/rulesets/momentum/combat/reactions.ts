/**
 * The `momentum` spends off the action table: Narrative Momentum's Cinematics and the reactions paid in RP.
 * - "a Cinematic Action (3AP) or a Cinematic Reaction (2RP) … costs 3 Narrative Momentum"; cooperative: "Each
 *   character beyond the first has to perform a reaction (2 RP) … Each participant only needs to use 2 Narrative
 *   Momentum"; "a Cinematic Burst for 6 Narrative Momentum … You can also use a Cinematic Burst to do a Cooperative
 *   Cinematic Action, in which case you need 4 Narrative Momentum" (the engine's `startCinematic`, its Burst rules);
 * - Switch Places, the ally's side: "They must use a reaction (1 RP), or this action fails".
 * The Cinematic's Skill Check and its effects are the GM's.
 */
import {
  cinematicCost,
  startCinematic,
  type CinematicRequest,
} from "../../../../engine/rulesets/momentum/economy/cinematic.ts";
import { pay, type Pair } from "../../../../engine/rulesets/momentum/economy/pay.ts";
import type { MomentumOutcome } from "../../../../engine/rulesets/momentum/economy/refusal.ts";
import type { Cost } from "../../../../engine/core/economy/spend.ts";
import { MOMENTUM_REACTIONS } from "../../../../engine/rulesets/momentum/tables/actions.ts";
import type { MomentumOptions } from "../../../../engine/rulesets/momentum/options.ts";
import type { SpendRequest } from "../../../combat/room.ts";
import { BURST_OPTION, COOPERATIVE_OPTION, optionTaken } from "./options.ts";

export const CINEMATIC_ACTION = "cinematicAction";
export const CINEMATIC_REACTION = "cinematicReaction";
export const ALLOW_SWITCH_PLACES = "allowSwitchPlaces";

/** What a spend off the table costs and how the engine pays it; undefined for the table's own actions. */
export interface OffTable {
  readonly cost: Cost;
  pay(pair: Pair, options: MomentumOptions): MomentumOutcome<Pair>;
}

function cinematic(request: SpendRequest, kind: CinematicRequest["kind"], ownTurn: boolean): OffTable {
  const cooperative = optionTaken(request.options, COOPERATIVE_OPTION) > 0;
  const asked: CinematicRequest = {
    kind,
    role: cooperative ? (kind === "action" ? "lead" : "participant") : "solo",
    burst: optionTaken(request.options, BURST_OPTION) > 0,
    ownTurn,
  };
  return { cost: cinematicCost(asked), pay: (pair, options) => startCinematic(pair, asked, options) };
}

export function offTable(request: SpendRequest, ownTurn: boolean): OffTable | undefined {
  const burst = optionTaken(request.options, BURST_OPTION) > 0;
  const cooperative = optionTaken(request.options, COOPERATIVE_OPTION) > 0;
  // A plain Cinematic Action is the table's row (3 AP, 3 NM).
  if (request.action === CINEMATIC_ACTION && (burst || cooperative)) return cinematic(request, "action", ownTurn);
  if (request.action === CINEMATIC_REACTION) return cinematic(request, "reaction", ownTurn);
  if (request.action === ALLOW_SWITCH_PLACES) {
    const cost = MOMENTUM_REACTIONS.switchPlaces;
    return { cost, pay: (pair, options) => pay(pair, { cost, ownTurn }, options) };
  }
  return undefined;
}
