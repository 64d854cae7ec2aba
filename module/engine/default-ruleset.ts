import type { RulesetId } from "./core/ruleset.ts";

/** The ruleset a new world plays until its GM picks another (the `fray.ruleset` setting default). */
export const DEFAULT_RULESET: RulesetId = "bonus";
