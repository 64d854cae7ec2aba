/**
 * Conditions at `init`: the active ruleset's catalog becomes `CONFIG.statusEffects` (replacing Foundry's list, so
 * only that ruleset's conditions are offered), its core roles go into `CONFIG.specialStatusEffects`, and the
 * parent/daughter guard is wired. A ruleset without a status room keeps Foundry's list.
 */
import type { RulesetId } from "../../engine/core/ruleset.ts";
import { turnsAndConditionsOf } from "../../engine/turns-conditions-registry.ts";
import { activeRulesetId } from "../config/settings.ts";
import { shellFor } from "../room-lookup.ts";
import { buildStatusEffects, localizeStatusEffects, type FrayStatusEffect } from "./build.ts";
import { registerEffectGuard } from "./guard.ts";
import { SPECIAL_STATUS_ROLES } from "./status-room.ts";
import { registerWakeOnHeal } from "./wake.ts";
import { registerStoredStatuses } from "./stored-statuses.ts";
import { setStatusEffects } from "../version/status-effects.ts";

/** Set the status effects of one ruleset; returns the entries (empty when the ruleset has none). */
export function configureStatusEffects(ruleset: RulesetId): readonly FrayStatusEffect[] {
  const room = shellFor(ruleset)?.statuses;
  if (!room) return [];
  const entries = buildStatusEffects(ruleset, turnsAndConditionsOf(ruleset).conditions, room);
  setStatusEffects(entries);
  for (const role of SPECIAL_STATUS_ROLES) {
    const id = room.special[role];
    if (id !== undefined) CONFIG.specialStatusEffects[role] = id;
  }
  return entries;
}

/**
 * Localize the entries `configureStatusEffects` set, with each condition's rules-page link, and set them again:
 * Fray does this at `i18nInit`, once translations are loaded.
 */
export function localizeConfiguredStatusEffects(ruleset: RulesetId, entries: readonly FrayStatusEffect[]): void {
  const room = shellFor(ruleset)?.statuses;
  if (!room) return;
  localizeStatusEffects(entries, game.i18n, ruleset, room.rulesJournal);
  setStatusEffects(entries);
}

/** Called once from `init` (settings are registered and world values readable by then). */
export function registerStatusEffects(): void {
  const ruleset = activeRulesetId();
  const entries = configureStatusEffects(ruleset);
  if (entries.length === 0) return;
  registerEffectGuard(ruleset, turnsAndConditionsOf(ruleset).conditions);
  registerWakeOnHeal();
  const stored = shellFor(ruleset)?.statuses.stored;
  if (stored) registerStoredStatuses(stored);
  Hooks.once("i18nInit", () => {
    localizeConfiguredStatusEffects(ruleset, entries);
  });
}
