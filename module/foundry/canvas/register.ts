/**
 * Wires the canvas at init: the wall index cache, the wall's cover override field, the targeting preview (redrawn
 * when tokens move or go), the facing arcs and their setting, the world ruleset's grid for new scenes, each
 * ruleset's bars for new actors' tokens, the movement actions the world ruleset's room adds, and the fields that room
 * adds to the scene sheet.
 */
import { registerCanvasSettings } from "../config/canvas-settings.ts";
import { activeRulesetId } from "../config/settings.ts";
import { roomFor } from "../room-lookup.ts";
import { drawFacing } from "./facing-draw.ts";
import { registerMovementActions } from "./movement-actions.ts";
import { onDeleteToken, onTargetToken, onUpdateToken } from "./preview.ts";
import { registerSceneDefaults } from "./scene-defaults.ts";
import { registerDefaultBars } from "./token-bars.ts";
import { registerWallCache } from "./wall-cache.ts";
import { addWallCoverField } from "./wall-config.ts";

export function registerCanvas(): void {
  registerCanvasSettings();
  registerWallCache();
  Hooks.on("renderWallConfig", addWallCoverField);
  Hooks.on("renderSceneConfig", (app, element) => roomFor(activeRulesetId())?.sceneConfig?.(app, element));
  Hooks.on("targetToken", onTargetToken);
  Hooks.on("updateToken", onUpdateToken);
  Hooks.on("deleteToken", onDeleteToken);
  registerSceneDefaults();
  registerDefaultBars();
  registerMovementActions();
  Hooks.on("refreshToken", drawFacing);
}
