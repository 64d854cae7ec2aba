/**
 * The shared layer's way to the ruleset rooms: `roomFor(id)`. The rooms import shared code (the self-check steps,
 * the attack card, the queries), so shared code cannot import the registry that imports the rooms without an import
 * cycle; `init` installs the registry's rooms here first thing (rulesets/register.ts), before anything reads them.
 */
import type { RulesetId } from "../engine/core/ruleset.ts";
import type { FoundryRoom } from "./room.ts";

let installed: Partial<Record<RulesetId, FoundryRoom>> = {};

export function installRooms(rooms: Partial<Record<RulesetId, FoundryRoom>>): void {
  installed = rooms;
}

/** The ruleset's room; undefined for a ruleset without one (it gets the generic base models and nothing else). */
export function roomFor(ruleset: RulesetId | undefined): FoundryRoom | undefined {
  return ruleset ? installed[ruleset] : undefined;
}

/** Every room, for what the shared layer registers for all rulesets at once (models, sheets, settings). */
export function allRooms(): readonly FoundryRoom[] {
  return Object.values(installed);
}
