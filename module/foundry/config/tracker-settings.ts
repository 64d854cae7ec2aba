import { I18N_ROOT, SYSTEM_ID } from "../constants.ts";

export const SHOW_ALLY_POOLS_SETTING = "showAllyPools";

/**
 * Players always see the pools of the combatants they own in the combat tracker; with this on they also see their
 * allies' (friendly tokens). Off by default: a player reads only their own numbers, like on their own sheet.
 */
export function registerTrackerSettings(): void {
  game.settings.register(SYSTEM_ID, SHOW_ALLY_POOLS_SETTING, {
    name: `${I18N_ROOT}.Settings.showAllyPools.name`,
    hint: `${I18N_ROOT}.Settings.showAllyPools.hint`,
    scope: "world",
    config: true,
    type: Boolean,
    default: false,
    // The tracker reads it when it renders; redraw it so the change shows at once.
    onChange: () => {
      void ui.combat.render();
    },
  });
}

export function showAllyPools(): boolean {
  return game.settings.get(SYSTEM_ID, SHOW_ALLY_POOLS_SETTING);
}
