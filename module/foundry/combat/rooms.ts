import { rulesetOfType } from "../../engine/registry.ts";
import type { RulesetId } from "../../engine/core/ruleset.ts";
import { BONUS_COMBAT_ECONOMY } from "../rulesets/bonus/combat/room.ts";
import { ENERGY_COMBAT_ECONOMY } from "../rulesets/energy/combat/room.ts";
import type { CombatEconomyRoom } from "./room.ts";

/**
 * The combat economy room of each ruleset that has one (the others join as their adapter rooms land). `momentum`,
 * `contest` and `wounds` have no room yet, so no initiative roll here (their engines' Initiative needs their
 * creatures, which no adapter model reads yet): core's initiative controls stay hidden for them (`rollsInitiative`).
 */
const ROOMS: Partial<Record<RulesetId, CombatEconomyRoom>> = {
  bonus: BONUS_COMBAT_ECONOMY,
  energy: ENERGY_COMBAT_ECONOMY,
};

export function combatEconomyRoom(ruleset: RulesetId | undefined): CombatEconomyRoom | undefined {
  return ruleset ? ROOMS[ruleset] : undefined;
}

/** The room of a Combat or Combatant, read from its namespaced sub-type (`bonus-combat`, `energy-combatant`). */
export function roomOf(document: { readonly type: string }): CombatEconomyRoom | undefined {
  return combatEconomyRoom(rulesetOfType(document.type));
}

/** Does the combat's ruleset order turns by an initiative roll? Else core's initiative controls have nothing to roll. */
export function rollsInitiative(combat: { readonly type: string }): boolean {
  return roomOf(combat)?.initiativeRoll !== undefined;
}
