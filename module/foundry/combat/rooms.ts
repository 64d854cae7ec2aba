import { rulesetOfType } from "../../engine/meta-registry.ts";
import type { RulesetId } from "../../engine/core/ruleset.ts";
import { roomFor } from "../room-lookup.ts";
import type { CombatEconomyRoom } from "./room.ts";

/**
 * The combat economy of the ruleset's room. A ruleset without a room has no initiative roll either (its engine's
 * Initiative needs its creatures, which no adapter model reads yet): core's initiative controls stay hidden for it
 * (`rollsInitiative`).
 */
export function combatEconomyRoom(ruleset: RulesetId | undefined): CombatEconomyRoom | undefined {
  return roomFor(ruleset)?.economy;
}

/** The room of a Combat or Combatant, read from its namespaced sub-type (`<ruleset>-combat`, `<ruleset>-combatant`). */
export function roomOf(document: { readonly type: string }): CombatEconomyRoom | undefined {
  return combatEconomyRoom(rulesetOfType(document.type));
}

/** Does the combat's ruleset order turns by an initiative roll? Else core's initiative controls have nothing to roll. */
export function rollsInitiative(combat: { readonly type: string }): boolean {
  return roomOf(combat)?.initiativeRoll !== undefined;
}
