import { isRulesetId } from "../../engine/core/ruleset.ts";
import { frayFlags, recordAt, withFrayFlags } from "./source.ts";
import type { Migration } from "./migration.ts";

/**
 * Fray 0.0.x attack cards recorded their ruleset in `flags.fray.ruleset`, before the card's data model had a
 * `ruleset` field; cleaning fills that field with the default ruleset, which is wrong for a card of another world's
 * ruleset. The move crosses from flags into `system`, which `migrateData` (it sees `system` only) cannot do, so only
 * the runner does it. An unknown flag value is kept in place rather than guessed at.
 */
export const cardRulesetFlag: Migration = {
  version: 3,
  name: "card-ruleset-flag",
  chatMessage: (source) => {
    const { ruleset, ...fray } = frayFlags(source);
    if (source["type"] !== "attack" || !isRulesetId(ruleset)) return source;
    return { ...withFrayFlags(source, fray), system: { ...recordAt(source, "system"), ruleset } };
  },
};
