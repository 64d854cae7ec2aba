import type { RulesetDescriptor } from "../../core/ruleset.ts";
import { ENERGY_SIM } from "./sim/index.ts";
import { ENERGY_RULES } from "./rules.ts";
import { ENERGY_META } from "./meta.ts";

/** `energy`: Energy (seed 001_ca603e8fb651e0df.txt). */
export const energy = {
  ...ENERGY_META,
  rules: ENERGY_RULES,
  sim: ENERGY_SIM,
} as const satisfies RulesetDescriptor;
