/**
 * A `contest` combatant's economy as the shared layer reads it: AP (combatant, 3 a round) as its pool, never "done"
 * (its rounds end with the last turn), and its tracker row built from the stored state.
 */
import { isActive } from "../../../../engine/core/conditions/state.ts";
import { AP_PER_ROUND } from "../../../../engine/rulesets/contest/economy/pools.ts";
import type { CombatantEconomy, PoolView } from "../../../combat/room.ts";
import { contestEconomyActor, contestStateOf } from "./actor.ts";
import { CONTEST_CONTROLS } from "./controls.ts";
import { contestTrackerFacts } from "./tracker-facts.ts";
import { contestRow } from "./tracker-row.ts";

export function contestEconomy(combatant: Combatant.Implementation): CombatantEconomy | null {
  const state = contestStateOf(combatant);
  if (!state) return null;
  const actor = contestEconomyActor(combatant);
  const pools: PoolView[] = [{ id: "ap", home: "combatant", value: state.economy.pools.ap ?? 0, max: AP_PER_ROUND }];
  const facts = contestTrackerFacts({
    state,
    pools,
    round: combatant.combat?.round ?? 0,
    surprised: actor ? isActive(actor.conditions, "surprised") : false,
    nameOf: (id) => combatant.combat?.combatants.get(id)?.name ?? undefined,
  });
  return { ruleset: "contest", pools, done: false, controls: CONTEST_CONTROLS, row: (ctx) => contestRow(facts, ctx) };
}
