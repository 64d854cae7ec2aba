import type { RulesetId } from "../../engine/core/ruleset.ts";
import { BONUS_SELF_CHECK } from "../rulesets/bonus/self-check.ts";
import { ENERGY_SELF_CHECK } from "../rulesets/energy/self-check.ts";
import type { SelfCheckRoom } from "./room.ts";

/** The self-check room of each ruleset that has one (the others join with their adapter rooms). */
const SELF_CHECK_ROOMS: Partial<Record<RulesetId, SelfCheckRoom>> = {
  bonus: BONUS_SELF_CHECK,
  energy: ENERGY_SELF_CHECK,
};

export function selfCheckRoomFor(ruleset: RulesetId): SelfCheckRoom | undefined {
  return SELF_CHECK_ROOMS[ruleset];
}
