/**
 * `CONFIG.statusEffects` from a ruleset's engine catalog. Pure: no Foundry globals, so tests read exactly the list
 * Foundry gets. Implied conditions go into `statuses` (the parent's effect carries its daughters, so
 * `actor.statuses` holds both), which is how Foundry v13 models them.
 */
import { impliedClosure, type ConditionCatalog } from "../../engine/core/conditions/catalog.ts";
import type { RulesetId } from "../../engine/core/ruleset.ts";
import { conditionPageUuid, statusDescription } from "./condition-page.ts";
import { conditionKey, statusEffectId } from "./keys.ts";
import type { StatusRoom } from "./status-room.ts";

/** One entry of `CONFIG.statusEffects` as Fray builds it. */
export interface FrayStatusEffect {
  readonly id: string;
  readonly _id: string;
  /** A localization key until `i18nInit`, then the localized name (Foundry localizes it again harmlessly). */
  name: string;
  readonly img: string;
  /** The daughters, every generation: Unconscious carries Unguarded and Exposed. */
  readonly statuses: string[];
  /** The short rules reference and a link to the condition's rules page (a key until `i18nInit`). */
  description: string;
}

export function buildStatusEffects(
  ruleset: RulesetId,
  catalog: ConditionCatalog,
  room: StatusRoom,
): FrayStatusEffect[] {
  const seen = new Map<string, string>();
  return Object.values(catalog).map((def) => {
    const img = room.icons[def.id];
    if (img === undefined) throw new Error(`${ruleset}: no icon for condition "${def.id}"`);
    const _id = statusEffectId(def.id);
    const clash = seen.get(_id);
    if (clash !== undefined) throw new Error(`${ruleset}: "${def.id}" and "${clash}" share the status id ${_id}`);
    seen.set(_id, def.id);
    return {
      id: def.id,
      _id,
      name: conditionKey(ruleset, def.id, "name"),
      img,
      statuses: [...impliedClosure(catalog, def.id)],
      description: conditionKey(ruleset, def.id, "hint"),
    };
  });
}

/**
 * Replace the keys by their text once translations are loaded. Foundry localizes `name` itself, but copies
 * `description` verbatim into the effect, so the rules reference must be text by then; the link to the condition's
 * rules page is added here, labelled with the localized name.
 */
export function localizeStatusEffects(
  entries: readonly FrayStatusEffect[],
  i18n: { localize(key: string): string },
  ruleset: RulesetId,
  rulesJournal: string,
): void {
  for (const entry of entries) {
    entry.name = i18n.localize(entry.name);
    const page = conditionPageUuid(ruleset, rulesJournal, entry.id);
    entry.description = statusDescription(i18n.localize(entry.description), page, entry.name);
  }
}
