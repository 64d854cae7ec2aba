import type { RulesetId } from "../engine/core/ruleset.ts";
import type { CombatRoom } from "./combat-room.ts";
import { roomFor } from "./room-lookup.ts";

/** The attack loop of the ruleset's room; a ruleset without a room has no attack card. */
export function combatRoomFor(ruleset: RulesetId): CombatRoom | undefined {
  return roomFor(ruleset)?.combat;
}
