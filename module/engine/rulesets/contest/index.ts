import type { RulesetDescriptor } from "../../core/ruleset.ts";
import { CONTEST_RULES } from "./rules.ts";
import { CONTEST_SIM } from "./sim/index.ts";
import { CONTEST_META } from "./meta.ts";

/** `contest`: Contest (seed 003_ddd5865ba645a58b.txt). */
export const contest = {
  ...CONTEST_META,
  rules: CONTEST_RULES,
  sim: CONTEST_SIM,
} as const satisfies RulesetDescriptor;
