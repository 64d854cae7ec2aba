/**
 * A `momentum` combatant's economy as the shared layer reads it: AP and RP (combatant) as pools, never "done" (its
 * rounds end with the last turn), and its tracker row built from the stored state.
 */
import { AP_PER_TURN } from "../../../../engine/rulesets/momentum/tables/actions.ts";
import type { CombatantEconomy, PoolView } from "../../../combat/room.ts";
import { MOMENTUM_CONTROLS, tiedWith } from "./controls.ts";
import { rpMax } from "./spend.ts";
import { momentumCombatantData, momentumEconomyActor } from "./state.ts";
import { momentumTrackerFacts } from "./tracker-facts.ts";
import { momentumRow } from "./tracker-row.ts";

export function momentumEconomy(combatant: Combatant.Implementation): CombatantEconomy | null {
  const state = momentumCombatantData(combatant);
  if (!state) return null;
  const round = combatant.combat?.round ?? 0;
  const actor = momentumEconomyActor(combatant, round);
  const pools: PoolView[] = [
    { id: "ap", home: "combatant", value: state.ap, max: AP_PER_TURN },
    { id: "rp", home: "combatant", value: state.rp, max: actor ? rpMax(actor) : state.rp },
  ];
  const unionWith = (combatant.combat?.combatants.contents ?? [])
    .filter((c) => c.id !== combatant.id && state.union !== "" && momentumCombatantData(c)?.union === state.union)
    .map((c) => c.name ?? "");
  // A held Use Ability or Use Item names its item: "Holding Hex", not "Holding Use Ability" (a deleted item: the action).
  const heldItem = state.held.item === "" ? undefined : combatant.actor?.items.get(state.held.item)?.name;
  const facts = momentumTrackerFacts(state, pools, round, tiedWith(combatant).length > 0, unionWith, heldItem);
  return {
    ruleset: "momentum",
    pools,
    done: false,
    controls: MOMENTUM_CONTROLS,
    row: (ctx) => momentumRow(facts, ctx),
  };
}
