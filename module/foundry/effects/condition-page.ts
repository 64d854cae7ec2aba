/**
 * Where a condition's rules page lives: the ruleset's rules compendium (`<ruleset>-rules` in system.json) holds one
 * journal whose pages are named by the conditions' status ids (the pack conformance test holds every ruleset to
 * that), so the page's UUID follows from the ruleset, that journal's `_id` and the condition. The status effect and
 * the sheet's condition tags link to it, so a player reads the rule from the thing that applies it.
 */
import type { RulesetId } from "../../engine/core/ruleset.ts";
import { SYSTEM_ID } from "../constants.ts";
import { statusEffectId } from "./keys.ts";

/** Where a ruleset's condition pages are: the `_id` of the one journal in its rules compendium. */
export interface ConditionPages {
  readonly ruleset: RulesetId;
  readonly rulesJournal: string;
}

/** Core's UUID of a page inside a compendium journal: `Compendium.<pack>.JournalEntry.<entry>.JournalEntryPage.<page>`. */
export function conditionPageUuid(ruleset: RulesetId, rulesJournal: string, conditionId: string): string {
  return `Compendium.${SYSTEM_ID}.${ruleset}-rules.JournalEntry.${rulesJournal}.JournalEntryPage.${statusEffectId(conditionId)}`;
}

/**
 * The status effect's HTML description: the short rule, then a content link to the whole page. Core enriches an
 * effect's description where it shows it (`@UUID[…]{label}` is core's document-link syntax), and copies the status
 * entry's description into the effect it creates (v13 `ActiveEffect.fromStatusEffect`), so the link travels with it.
 */
export function statusDescription(hint: string, pageUuid: string, name: string): string {
  return `<p>${hint}</p><p>@UUID[${pageUuid}]{${name}}</p>`;
}
