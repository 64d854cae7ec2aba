import type { RulesetDescriptor } from "../../core/ruleset.ts";
import { MOMENTUM_SIM } from "./sim/index.ts";
import { MOMENTUM_RULES } from "./rules.ts";
import { MOMENTUM_META } from "./meta.ts";

/** `momentum`: Momentum (seed 002_1a3e461770fc9e7a.txt). */
export const momentum = {
  ...MOMENTUM_META,
  rules: MOMENTUM_RULES,
  sim: MOMENTUM_SIM,
} as const satisfies RulesetDescriptor;
