import type { RulesetRules } from "../../core/ruleset.ts";
import { ENERGY_CONDITIONS } from "./conditions.ts";
import { ENERGY_ECONOMY } from "./economy/boundary.ts";
import { ENERGY_TURN_STRUCTURE } from "./economy/initiative.ts";

/** What shared machinery (tracker, effects, resets) needs from `energy`. */
export const ENERGY_RULES: RulesetRules = {
  economy: ENERGY_ECONOMY,
  turns: ENERGY_TURN_STRUCTURE,
  conditions: ENERGY_CONDITIONS,
};
