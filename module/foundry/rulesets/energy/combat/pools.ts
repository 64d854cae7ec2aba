import { poolMax } from "../../../../engine/core/economy/pool.ts";
import type { Stats } from "../../../../engine/core/economy/quantity.ts";
import { ENERGY_POOLS } from "../../../../engine/rulesets/energy/economy/pools.ts";

/** The most a pool holds now (Energy from the Energy Per Round table, Agility 3 + Leg Strength …). */
export function energyPoolMax(id: string, stats: Stats): number {
  const spec = ENERGY_POOLS.find((p) => p.id === id);
  return spec ? poolMax(spec, stats) : 0;
}
