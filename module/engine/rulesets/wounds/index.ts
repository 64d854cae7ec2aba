import type { RulesetDescriptor } from "../../core/ruleset.ts";
import { WOUNDS_SIM } from "./sim/index.ts";
import { WOUNDS_RULES } from "./rules.ts";
import { WOUNDS_META } from "./meta.ts";

/** `wounds`: Wounds (seed 004_45dec7998f478a90.txt). */
export const wounds = {
  ...WOUNDS_META,
  rules: WOUNDS_RULES,
  sim: WOUNDS_SIM,
} as const satisfies RulesetDescriptor;
