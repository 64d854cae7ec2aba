/** The GM's −/+ on a `contest` row's pools: AP (at most 3 a round) and this turn's movement (at most the Speed). */
import { poolMax } from "../../../../engine/core/economy/pool.ts";
import { CONTEST_POOLS, contestStats } from "../../../../engine/rulesets/contest/economy/pools.ts";
import type { Refusal } from "../../../combat-room.ts";
import { clampPool } from "../../../combat/pool-label.ts";
import { I18N_ROOT } from "../../../constants.ts";
import { contestEconomyActor, contestStateOf } from "./actor.ts";

export async function adjustContestPool(
  combatant: Combatant.Implementation,
  poolId: string,
  delta: number,
): Promise<Refusal | undefined> {
  const state = contestStateOf(combatant);
  const actor = contestEconomyActor(combatant);
  if (!state || !actor) return { refused: `${I18N_ROOT}.Contest.Refusal.notContest` };
  const spec = CONTEST_POOLS.find((p) => p.id === poolId);
  if (!spec) return { refused: `${I18N_ROOT}.Combat.unknownPool` };
  const value = clampPool(state.economy.pools[poolId] ?? 0, delta, poolMax(spec, contestStats(actor)));
  await combatant.update({ system: { [poolId]: value } });
  return undefined;
}
