import { installOddsViewer } from "../applications/parts/odds-viewer.ts";
import { I18N_ROOT, SYSTEM_ID } from "../constants.ts";

export const SHOW_ODDS_SETTING = "showOddsToPlayers";
export const HIDE_NPC_SETTING = "hideNpcFromPlayers";
export const AUTO_ROLL_DAMAGE_SETTING = "autoRollDamage";
export const AUTO_APPLY_DAMAGE_SETTING = "autoApplyDamage";

type AutomationKey =
  | typeof SHOW_ODDS_SETTING
  | typeof HIDE_NPC_SETTING
  | typeof AUTO_ROLL_DAMAGE_SETTING
  | typeof AUTO_APPLY_DAMAGE_SETTING;

function registerToggle(key: AutomationKey, initial: boolean): void {
  game.settings.register(SYSTEM_ID, key, {
    name: `${I18N_ROOT}.Settings.${key}.name`,
    hint: `${I18N_ROOT}.Settings.${key}.hint`,
    scope: "world",
    config: true,
    type: Boolean,
    default: initial,
  });
}

/** World automation settings of the attack loop. */
export function registerAutomationSettings(): void {
  registerToggle(SHOW_ODDS_SETTING, true);
  registerToggle(HIDE_NPC_SETTING, false);
  registerToggle(AUTO_ROLL_DAMAGE_SETTING, false);
  registerToggle(AUTO_APPLY_DAMAGE_SETTING, false);
  installOddsViewer(userSeesOdds);
}

function showOddsToPlayers(): boolean {
  return game.settings.get(SYSTEM_ID, SHOW_ODDS_SETTING);
}

/** The GM always sees hit chances; a player when the world shows them (cards, sheets and the roll dialog alike). */
export function userSeesOdds(): boolean {
  return game.user.isGM || showOddsToPlayers();
}

export function hideNpcFromPlayers(): boolean {
  return game.settings.get(SYSTEM_ID, HIDE_NPC_SETTING);
}

/** Roll the damage as soon as a row is a hit (at the attack, or when the defense leaves it a hit). */
export function autoRollDamage(): boolean {
  return game.settings.get(SYSTEM_ID, AUTO_ROLL_DAMAGE_SETTING);
}

/** Apply the damage as soon as a hit is settled (see chat/attack-card/auto-damage.ts for when that is). */
export function autoApplyDamage(): boolean {
  return game.settings.get(SYSTEM_ID, AUTO_APPLY_DAMAGE_SETTING);
}
