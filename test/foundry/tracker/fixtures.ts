/** Tracker facts for the view-model tests: a GM, a player, and combatants of each ruleset. */
import type {
  BonusEconomyFacts,
  CombatantFacts,
  EnergyEconomyFacts,
  TrackerFacts,
  ViewerFacts,
} from "../../../module/foundry/applications/tracker/facts.ts";

export const GM: ViewerFacts = { isGM: true, seeAllies: false };
export const PLAYER: ViewerFacts = { isGM: false, seeAllies: false };
export const PLAYER_SEEING_ALLIES: ViewerFacts = { isGM: false, seeAllies: true };

export function bonusEconomy(over: Partial<BonusEconomyFacts> = {}): BonusEconomyFacts {
  return {
    ruleset: "bonus",
    pools: [
      { id: "actions", value: 1, max: 2 },
      { id: "vigor", value: 15, max: 20 },
    ],
    reactionsUsed: 1,
    turn: "acting",
    ...over,
  };
}

export function energyEconomy(over: Partial<EnergyEconomyFacts> = {}): EnergyEconomyFacts {
  return {
    ruleset: "energy",
    pools: [
      { id: "energy", value: 3, max: 5 },
      { id: "agility", value: 2, max: 4 },
      { id: "stamina", value: 9, max: 12 },
    ],
    passed: false,
    done: false,
    onceUsed: [],
    ...over,
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
