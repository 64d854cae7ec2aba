/**
 * A `wounds` combatant's economy as the shared layer reads it: AP (combatant; its maximum from the Speed table) and
 * stamina and mana (actor; their current maxima after fatigue and investment) as pools, never "done" (its rounds end
 * with the last turn), and its tracker row built from the stored state.
 */
import { poolMax } from "../../../../engine/core/economy/pool.ts";
import { apOf } from "../../../../engine/rulesets/wounds/economy/combatant.ts";
import { WOUNDS_POOLS, woundsStats } from "../../../../engine/rulesets/wounds/economy/pools.ts";
import { movementRate } from "../../../../engine/rulesets/wounds/movement/rate.ts";
import { hasCondition } from "../../../../engine/rulesets/wounds/status.ts";
import type { CombatantEconomy, PoolView } from "../../../combat/room.ts";
import { woundsEconomyActor, woundsStateOf } from "./actor.ts";
import { WOUNDS_CONTROLS } from "./controls.ts";
import { woundsTrackerFacts, type ReadiedFacts } from "./tracker-facts.ts";
import { readiedChoiceOf } from "../../../../engine/rulesets/wounds/economy/readied.ts";
import { woundsRow } from "./tracker-row.ts";
import { mountedFacts } from "../mounted/riding.ts";

/** The choice kept while Readied (decision 211), its weapon named from the actor's items. */
function readiedFacts(combatant: Combatant.Implementation, kept: string | undefined): { readied?: ReadiedFacts } {
  const choice = kept === undefined ? undefined : readiedChoiceOf(kept);
  if (!choice) return {};
  const weapon = choice.item === undefined ? "" : (combatant.actor?.items.get(choice.item)?.name ?? "");
  return { readied: { choice, weapon } };
}

export function woundsEconomy(combatant: Combatant.Implementation): CombatantEconomy | null {
  const state = woundsStateOf(combatant);
  if (!state) return null;
  const actor = woundsEconomyActor(combatant);
  const stats = actor ? woundsStats(actor) : {};
  const pools: PoolView[] = WOUNDS_POOLS.flatMap((spec): PoolView[] => {
    const max = poolMax(spec, stats);
    if (spec.home === "combatant") return [{ id: spec.id, home: "combatant", value: apOf(state), max }];
    if (!actor || max <= 0) return [];
    const value = spec.id === "mana" ? actor.creature.mana : actor.creature.stamina;
    return [{ id: spec.id, home: "actor", value, max }];
  });
  const facts = woundsTrackerFacts({
    state,
    pools,
    initiative: combatant.initiative,
    surprised: actor ? hasCondition(actor, "surprised") : false,
    movementRate: actor ? movementRate(actor.creature) : 0,
    mounted: mountedFacts(combatant),
    ...readiedFacts(combatant, actor !== undefined && hasCondition(actor, "readied") ? state.readied : undefined),
  });
  return { ruleset: "wounds", pools, done: false, controls: WOUNDS_CONTROLS, row: (ctx) => woundsRow(facts, ctx) };
}
