import { I18N_ROOT, SYSTEM_ID } from "../constants.ts";

export const SHOW_ODDS_SETTING = "showOddsToPlayers";
export const HIDE_NPC_SETTING = "hideNpcFromPlayers";

/** World automation settings of the attack loop. */
export function registerAutomationSettings(): void {
  game.settings.register(SYSTEM_ID, SHOW_ODDS_SETTING, {
    name: `${I18N_ROOT}.Settings.showOddsToPlayers.name`,
    hint: `${I18N_ROOT}.Settings.showOddsToPlayers.hint`,
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
  game.settings.register(SYSTEM_ID, HIDE_NPC_SETTING, {
    name: `${I18N_ROOT}.Settings.hideNpcFromPlayers.name`,
    hint: `${I18N_ROOT}.Settings.hideNpcFromPlayers.hint`,
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
  });
}

export function showOddsToPlayers(): boolean {
  return game.settings.get(SYSTEM_ID, SHOW_ODDS_SETTING);
}

export function hideNpcFromPlayers(): boolean {
  return game.settings.get(SYSTEM_ID, HIDE_NPC_SETTING);
}
