import type { EconomySpec } from "../../../core/economy/economy.ts";
import { CONTEST_ACTIONS } from "./actions.ts";
import { CONTEST_LIMITS, CONTEST_POOLS } from "./pools.ts";

/** The `contest` economy as data: the ruleset descriptor's economy entry. */
export const CONTEST_ECONOMY: EconomySpec = {
  pools: CONTEST_POOLS,
  limits: CONTEST_LIMITS,
  actions: Object.values(CONTEST_ACTIONS),
  // AP are a round's budget and nothing in the seed spreads an action over rounds: an action you cannot pay is refused.
  overrun: "refuse",
};
