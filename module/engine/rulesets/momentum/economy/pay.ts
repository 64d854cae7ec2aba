import { spend, type Cost } from "../../../core/economy/spend.ts";
import type { MomentumActor } from "../creature.ts";
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";
import { whyCannotSpendAP, whyCannotSpendRP } from "./capability.ts";
import type { MomentumCombatantState } from "./combatant.ts";
import { refuse, type MomentumOutcome } from "./refusal.ts";

/**
 * Paying a cost in AP, RP, Narrative Momentum and WP at once: all of it or nothing. AP only on your own turn, RP only
 * outside it (setting `reactionsOffTurnOnly`: "RP can be used to act outside of your turn"), neither while a status
 * forbids it, Narrative Momentum and an Ability's WP from the Actor. Counts what was spent this turn and round for the Cinematic Burst.
 */
export interface Pair {
  readonly actor: MomentumActor;
  readonly combatant: MomentumCombatantState;
}

export interface PayRequest {
  readonly cost: Cost;
  readonly ownTurn: boolean;
}

export function pay(
  pair: Pair,
  request: PayRequest,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): MomentumOutcome<Pair> {
  const { actor, combatant } = pair;
  const ap = request.cost["ap"] ?? 0;
  const rp = request.cost["rp"] ?? 0;
  const nm = request.cost["nm"] ?? 0;
  const wp = request.cost["wp"] ?? 0;
  if (ap > 0) {
    const blocked = whyCannotSpendAP(actor);
    if (blocked) return refuse(pair, blocked);
    if (!request.ownTurn) return refuse(pair, { code: "notYourTurn", message: "AP are spent on your turn." });
  }
  if (rp > 0) {
    const blocked = whyCannotSpendRP(actor);
    if (blocked) return refuse(pair, blocked);
    if (request.ownTurn && options.reactionsOffTurnOnly) {
      return refuse(pair, { code: "onYourTurn", message: "RP are spent outside your own turn." });
    }
  }
  const values = { ...combatant.economy.pools, nm: actor.creature.narrativeMomentum, wp: actor.creature.wp ?? 0 };
  // Only the pools the cost names: a zero part must not fail on a pool the combatant lacks.
  const cost: Record<string, number> = {};
  if (ap !== 0) cost["ap"] = ap;
  if (rp !== 0) cost["rp"] = rp;
  if (nm !== 0) cost["nm"] = nm;
  if (wp !== 0) cost["wp"] = wp;
  const paid = spend(values, cost);
  if (!paid.ok) {
    const r = paid.reason;
    const code = r.code === "invalidCost" ? "invalidCost" : "short";
    return refuse(pair, {
      code,
      message: r.message,
      ...(r.pool === undefined ? {} : { pool: r.pool }),
      ...(r.need === undefined ? {} : { need: r.need }),
      ...(r.have === undefined ? {} : { have: r.have }),
    });
  }
  const { nm: nmLeft, wp: wpLeft, ...pools } = paid.state;
  const creature = {
    ...actor.creature,
    ...(nm > 0 ? { narrativeMomentum: nmLeft ?? 0 } : {}),
    ...(wp > 0 ? { wp: wpLeft ?? 0 } : {}),
  };
  return {
    ok: true,
    state: {
      actor: nm > 0 || wp > 0 ? { ...actor, creature } : actor,
      combatant: {
        ...combatant,
        economy: { ...combatant.economy, pools },
        apSpentThisTurn: combatant.apSpentThisTurn + ap,
        rpSpentThisRound: combatant.rpSpentThisRound + rp,
      },
    },
  };
}
