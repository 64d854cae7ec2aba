import type { RulesetId } from "../../engine/core/ruleset.ts";
import { BONUS_STATUS_ROOM } from "../rulesets/bonus/effects/status-room.ts";
import { ENERGY_STATUS_ROOM } from "../rulesets/energy/effects/status-room.ts";
import type { StatusRoom } from "./status-room.ts";

/** The status room of each ruleset that has one (the others keep Foundry's list until their rooms land). */
const STATUS_ROOMS: Partial<Record<RulesetId, StatusRoom>> = {
  bonus: BONUS_STATUS_ROOM,
  energy: ENERGY_STATUS_ROOM,
};

export function statusRoomFor(ruleset: RulesetId): StatusRoom | undefined {
  return STATUS_ROOMS[ruleset];
}
