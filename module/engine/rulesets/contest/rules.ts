import type { RulesetRules } from "../../core/ruleset.ts";
import { CONTEST_CONDITIONS } from "./conditions.ts";
import { CONTEST_TURN_STRUCTURE } from "./dice/initiative.ts";
import { CONTEST_ECONOMY } from "./economy/spec.ts";

/** What shared machinery (tracker, effects, resets) needs from `contest`. */
export const CONTEST_RULES: RulesetRules = {
  economy: CONTEST_ECONOMY,
  turns: CONTEST_TURN_STRUCTURE,
  conditions: CONTEST_CONDITIONS,
};
