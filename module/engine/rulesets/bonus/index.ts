import type { RulesetDescriptor } from "../../core/ruleset.ts";
import { BONUS_SIM } from "./sim/index.ts";
import { BONUS_RULES } from "./rules.ts";
import { BONUS_META } from "./meta.ts";

/** `bonus`: Bonus Dice (seed 000_88b8445f1f52ae9c.txt). */
export const bonus = {
  ...BONUS_META,
  rules: BONUS_RULES,
  sim: BONUS_SIM,
} as const satisfies RulesetDescriptor;
