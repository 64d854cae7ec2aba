import type { RulesetRules } from "../../core/ruleset.ts";
import { WOUNDS_CONDITIONS } from "./conditions.ts";
import { WOUNDS_ECONOMY } from "./economy/boundary.ts";
import { WOUNDS_TURN_STRUCTURE } from "./turns/initiative.ts";

/** What shared machinery (tracker, effects, resets) needs from `wounds`. */
export const WOUNDS_RULES: RulesetRules = {
  economy: WOUNDS_ECONOMY,
  turns: WOUNDS_TURN_STRUCTURE,
  conditions: WOUNDS_CONDITIONS,
};
