import type { RulesetRules } from "../../core/ruleset.ts";
import { BONUS_CONDITIONS } from "./conditions.ts";
import { BONUS_ECONOMY } from "./economy/boundary.ts";
import { BONUS_TURN_STRUCTURE } from "./economy/initiative.ts";

/** What shared machinery (tracker, effects, resets) needs from `bonus`. */
export const BONUS_RULES: RulesetRules = {
  economy: BONUS_ECONOMY,
  turns: BONUS_TURN_STRUCTURE,
  conditions: BONUS_CONDITIONS,
};
