/**
 * A `bonus` combatant's economy as the shared layer reads it: actions (combatant) and Vigor (actor) as pools, never
 * "done" (its rounds end with the last turn), and its tracker row built from the state and its place in the turn
 * order.
 */
import type { CombatantEconomy, PoolView } from "../../../combat/room.ts";
import { conditionsInForce } from "../../../../engine/rulesets/bonus/economy/status.ts";
import { BONUS_CONTROLS } from "./controls.ts";
import { BONUS_ROLES, INITIATIVE_SITUATIONS } from "./combatant-model.ts";
import { bonusCombatantData, bonusEconomyActor } from "./state.ts";
import { bonusTrackerFacts } from "./tracker-facts.ts";
import { bonusRow } from "./tracker-row.ts";

export function bonusEconomy(combatant: Combatant.Implementation): CombatantEconomy | null {
  const state = bonusCombatantData(combatant);
  if (!state) return null;
  const combat = combatant.combat;
  const actor = bonusEconomyActor(combatant, combat?.round ?? 0);
  const vigor = actor?.creature.vigor;
  const pools: PoolView[] = [
    { id: "actions", home: "combatant", value: state.actions, max: state.actionsMax },
    ...(vigor ? [{ id: "vigor", home: "actor" as const, value: vigor.value, max: vigor.max }] : []),
  ];
  const facts = bonusTrackerFacts(
    state,
    pools,
    {
      index: combat?.turns.findIndex((c) => c.id === combatant.id) ?? 0,
      currentTurn: combat?.started ? combat.turn : null,
      round: combat?.round ?? 0,
      roles: BONUS_ROLES,
      ...(combatant.initiative === null ? { initiativeSituations: INITIATIVE_SITUATIONS } : {}),
    },
    actor ? conditionsInForce(actor).has("readied") : false,
  );
  return { ruleset: "bonus", pools, done: false, controls: BONUS_CONTROLS, row: (ctx) => bonusRow(facts, ctx) };
}
