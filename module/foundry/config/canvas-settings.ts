/**
 * The canvas' client setting: draw every token's facing arc. Per client, because it is a display preference;
 * switching it redraws the tokens at once.
 */
import { I18N_ROOT, SYSTEM_ID } from "../constants.ts";

export const SHOW_FACING_SETTING = "showFacing";

export function registerCanvasSettings(): void {
  game.settings.register(SYSTEM_ID, SHOW_FACING_SETTING, {
    name: `${I18N_ROOT}.Settings.showFacing.name`,
    hint: `${I18N_ROOT}.Settings.showFacing.hint`,
    scope: "client",
    config: true,
    type: Boolean,
    default: false,
    onChange: () => {
      for (const token of canvas.tokens?.placeables ?? []) token.renderFlags.set({ refresh: true });
    },
  });
}
