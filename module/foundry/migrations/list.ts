import { cardRulesetFlag } from "./0003-card-ruleset-flag.ts";
import type { Migration } from "./migration.ts";

/**
 * The migrations of the shared layer's own data (attack cards, flags every document has). A room's migrations live
 * in its room (`rulesets/<id>/migrations/`) and reach the runner through its descriptor (schema.ts merges them).
 */
export const SHARED_MIGRATIONS: readonly Migration[] = [cardRulesetFlag];
