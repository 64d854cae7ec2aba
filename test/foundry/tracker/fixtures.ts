/** Tracker facts for the view-model tests: a GM, a player, and combatants of each ruleset. */
import type { CombatantFacts, TrackerFacts, ViewerFacts } from "../../../module/foundry/applications/tracker/facts.ts";
import type { PoolFacts } from "../../../module/foundry/applications/tracker/pool-view.ts";
import type { CombatantEconomy } from "../../../module/foundry/combat/room.ts";
import { BONUS_CONTROLS } from "../../../module/foundry/rulesets/bonus/combat/controls.ts";
import type { BonusEconomyFacts } from "../../../module/foundry/rulesets/bonus/combat/tracker-facts.ts";
import { bonusRow } from "../../../module/foundry/rulesets/bonus/combat/tracker-row.ts";
import { ENERGY_CONTROLS } from "../../../module/foundry/rulesets/energy/combat/controls.ts";
import type { EnergyEconomyFacts } from "../../../module/foundry/rulesets/energy/combat/tracker-facts.ts";
import { energyRow } from "../../../module/foundry/rulesets/energy/combat/tracker-row.ts";

export const GM: ViewerFacts = { isGM: true, seeAllies: false };
export const PLAYER: ViewerFacts = { isGM: false, seeAllies: false };
export const PLAYER_SEEING_ALLIES: ViewerFacts = { isGM: false, seeAllies: true };

const onCombatant = (pools: readonly PoolFacts[]) => pools.map((p) => ({ ...p, home: "combatant" as const }));

/** A `bonus` combatant's economy as its room gives it, its row built from these facts. */
export function bonusEconomy(over: Partial<BonusEconomyFacts> = {}): CombatantEconomy {
  const facts: BonusEconomyFacts = {
    pools: [
      { id: "actions", value: 1, max: 2 },
      { id: "vigor", value: 15, max: 20 },
    ],
    reactionsUsed: 1,
    turn: "acting",
    ...over,
  };
  return {
    ruleset: "bonus",
    pools: onCombatant(facts.pools),
    done: false,
    controls: BONUS_CONTROLS,
    row: (ctx) => bonusRow(facts, ctx),
  };
}

/** An `energy` combatant's economy as its room gives it, its row built from these facts. */
export function energyEconomy(over: Partial<EnergyEconomyFacts> = {}): CombatantEconomy {
  const facts: EnergyEconomyFacts = {
    pools: [
      { id: "energy", value: 3, max: 5 },
      { id: "agility", value: 2, max: 4 },
      { id: "stamina", value: 9, max: 12 },
    ],
    passed: false,
    holdsInitiative: false,
    done: false,
    targeted: [],
    onceUsed: [],
    interrupts: [],
    ...over,
  };
  return {
    ruleset: "energy",
    pools: onCombatant(facts.pools),
    done: facts.done,
    controls: ENERGY_CONTROLS,
    row: (ctx) => energyRow(facts, ctx),
  };
}

export function combatant(over: Partial<CombatantFacts> = {}): CombatantFacts {
  return {
    id: "aldo",
    name: "Aldo",
    owner: false,
    friendly: false,
    conditions: [],
    economy: bonusEconomy(),
    ...over,
  };
}

export function facts(combatants: readonly CombatantFacts[], over: Partial<TrackerFacts> = {}): TrackerFacts {
  return { viewer: GM, combatants, started: true, everyoneDone: false, ...over };
}
