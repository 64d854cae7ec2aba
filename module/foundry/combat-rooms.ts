import type { RulesetId } from "../engine/core/ruleset.ts";
import type { CombatRoom } from "./combat-room.ts";
import { BONUS_COMBAT_ROOM } from "./rulesets/bonus/combat-room.ts";
import { ENERGY_COMBAT_ROOM } from "./rulesets/energy/combat-room.ts";

/** The attack loop's room of each ruleset that has one (the others join as their adapter rooms land). */
const COMBAT_ROOMS: Partial<Record<RulesetId, CombatRoom>> = {
  bonus: BONUS_COMBAT_ROOM,
  energy: ENERGY_COMBAT_ROOM,
};

export function combatRoomFor(ruleset: RulesetId): CombatRoom | undefined {
  return COMBAT_ROOMS[ruleset];
}
