import { RULESET_IDS, isRulesetId, type RulesetId } from "../../engine/core/ruleset.ts";
import { I18N_ROOT, SYSTEM_ID } from "../constants.ts";
import { DEFAULT_RULESET } from "../../engine/default-ruleset.ts";
import { registerAutomationSettings } from "./automation.ts";

export const RULESET_SETTING = "ruleset";

/** Choices for the ruleset setting: id → localization key of its title (Foundry localizes choice labels). */
export function rulesetChoices(): Record<RulesetId, string> {
  return Object.fromEntries(RULESET_IDS.map((id) => [id, `${I18N_ROOT}.Ruleset.${id}.title`])) as Record<
    RulesetId,
    string
  >;
}

/**
 * The world's ruleset. World scope (every client plays the same rules) and reload on change, because data
 * models, status effects, packs and the combat classes are chosen once at init.
 */
export function registerSettings(): void {
  game.settings.register(SYSTEM_ID, RULESET_SETTING, {
    name: `${I18N_ROOT}.Settings.ruleset.name`,
    hint: `${I18N_ROOT}.Settings.ruleset.hint`,
    scope: "world",
    config: true,
    type: String,
    choices: rulesetChoices(),
    default: DEFAULT_RULESET,
    requiresReload: true,
  });
  registerAutomationSettings();
}

/** The active ruleset; an unknown stored value (a hand-edited or future world) falls back to the default. */
export function activeRulesetId(): RulesetId {
  const stored: unknown = game.settings.get(SYSTEM_ID, RULESET_SETTING);
  return isRulesetId(stored) ? stored : DEFAULT_RULESET;
}
