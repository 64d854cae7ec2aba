import type { RulesetId } from "../../engine/core/ruleset.ts";
import { I18N_ROOT } from "../constants.ts";

/** Localization key of a condition's name or short rules reference, in the ruleset's own language file. */
export function conditionKey(ruleset: RulesetId, id: string, part: "name" | "hint"): string {
  return `${I18N_ROOT}.Condition.${ruleset}.${id}.${part}`;
}

/**
 * The deterministic 16-character `_id` of a condition's status effect. Foundry's `toggleStatusEffect` finds an
 * existing effect by this id, and refuses to build an effect with implied statuses without one. Readable on
 * purpose (it shows in effect UUIDs); the builder refuses two conditions that would share one.
 */
export function statusEffectId(id: string): string {
  return `fray${id.replace(/[^a-z0-9]/gi, "")}`.padEnd(16, "0").slice(0, 16);
}
