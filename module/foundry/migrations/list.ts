import { bonusDamageValue } from "./0001-bonus-damage-value.ts";
import { energyIdLists } from "./0002-energy-id-lists.ts";
import { cardRulesetFlag } from "./0003-card-ruleset-flag.ts";
import type { Migration } from "./migration.ts";

/** Every migration, in version order (a test checks the numbers run 1, 2, 3 … and match the file names). */
export const MIGRATIONS: readonly Migration[] = [bonusDamageValue, energyIdLists, cardRulesetFlag];

/** The schema version current code writes: the last migration's number. */
export const CURRENT_SCHEMA_VERSION = MIGRATIONS.reduce((v, m) => Math.max(v, m.version), 0);
