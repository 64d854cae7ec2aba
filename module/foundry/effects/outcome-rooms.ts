import type { RulesetId } from "../../engine/core/ruleset.ts";
import { BONUS_OUTCOME_ROOM } from "../rulesets/bonus/effects/outcomes.ts";
import { ENERGY_OUTCOME_ROOM } from "../rulesets/energy/effects/outcomes.ts";
import type { OutcomeRoom } from "./outcome-room.ts";

/** The outcome conditions of each ruleset that has an attack card (the others join with their combat rooms). */
const OUTCOME_ROOMS: Partial<Record<RulesetId, OutcomeRoom>> = {
  bonus: BONUS_OUTCOME_ROOM,
  energy: ENERGY_OUTCOME_ROOM,
};

export function outcomeRoomFor(ruleset: RulesetId): OutcomeRoom | undefined {
  return OUTCOME_ROOMS[ruleset];
}
