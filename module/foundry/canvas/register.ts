/**
 * Wires the canvas at init: the wall index cache, the wall's cover override field, the targeting preview, the
 * facing arcs and their setting, and the `bonus` scene visibility control.
 */
import { registerCanvasSettings } from "../config/canvas-settings.ts";
import { addSceneVisibilityField } from "../rulesets/bonus/canvas/scene-visibility.ts";
import { drawFacing } from "./facing-draw.ts";
import { onTargetToken } from "./preview.ts";
import { registerWallCache } from "./wall-cache.ts";
import { addWallCoverField } from "./wall-config.ts";

export function registerCanvas(): void {
  registerCanvasSettings();
  registerWallCache();
  Hooks.on("renderWallConfig", addWallCoverField);
  Hooks.on("renderSceneConfig", addSceneVisibilityField);
  Hooks.on("targetToken", onTargetToken);
  Hooks.on("refreshToken", drawFacing);
}
