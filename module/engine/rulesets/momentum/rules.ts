import type { RulesetRules } from "../../core/ruleset.ts";
import { MOMENTUM_CONDITIONS } from "./conditions.ts";
import { MOMENTUM_ECONOMY } from "./economy/boundary.ts";
import { MOMENTUM_TURN_STRUCTURE } from "./turns/initiative.ts";

/** What shared machinery (tracker, effects, resets) needs from `momentum`. */
export const MOMENTUM_RULES: RulesetRules = {
  economy: MOMENTUM_ECONOMY,
  turns: MOMENTUM_TURN_STRUCTURE,
  conditions: MOMENTUM_CONDITIONS,
};
