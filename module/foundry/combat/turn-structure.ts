/**
 * A Combat's turn structure, read from its ruleset's engine descriptor (`rules.turns`, ARCHITECTURE.md decision 14):
 * the room never restates it. A Combat whose type names no ruleset (core's `base`) keeps core's own turns.
 */
import { rulesetOfType } from "../../engine/meta-registry.ts";
import { turnsAndConditionsOf } from "../../engine/turns-conditions-registry.ts";
import type { InitiativeStructure, TurnStructure } from "../../engine/core/turns/structure.ts";

export function turnStructureOf(document: { readonly type: string }): TurnStructure | undefined {
  const ruleset = rulesetOfType(document.type);
  return ruleset ? turnsAndConditionsOf(ruleset).turns : undefined;
}

/** Rounds without turns: no current-combatant pointer, the GM advances rounds. */
export function isTurnless(document: { readonly type: string }): boolean {
  return turnStructureOf(document)?.kind === "turnless";
}

/** The initiative structure whose round the Combat stores and drives with the engine, if it has one. */
export function initiativeStructureOf(document: { readonly type: string }): InitiativeStructure | undefined {
  const structure = turnStructureOf(document);
  return structure?.kind === "initiative" ? structure : undefined;
}
