/**
 * A new scene gets the grid of the world's ruleset: its unit, space length and diagonal rule. The manifest's `grid`
 * can name only one ruleset's (core's `BaseScene` schema takes `game.system.grid` as the initial `grid.type`,
 * `distance`, `units` and `diagonals`), so `preCreateScene` sets each of them the creation data leaves unset, the way
 * a system's `Scene#_preCreate` adjusts its own source with `updateSource`. A scene that brings its grid (an import,
 * a duplicate, an adventure) keeps it.
 */
import { getRulesetMeta } from "../../engine/meta-registry.ts";
import { activeRulesetId } from "../config/settings.ts";
import { sceneGridOf, type SceneGridDefaults } from "./grid-spec.ts";

/** The grid fields `data` leaves to core's initial values, with the world ruleset's value for each. */
function unsetGridFields(data: unknown, defaults: SceneGridDefaults): Partial<SceneGridDefaults> {
  const given: unknown = typeof data === "object" && data !== null && "grid" in data ? data.grid : undefined;
  const has = (key: string): boolean => typeof given === "object" && given !== null && key in given;
  return Object.fromEntries(Object.entries(defaults).filter(([key]) => !has(key)));
}

function applyRulesetGrid(scene: Scene.Implementation, data: unknown): void {
  const grid = unsetGridFields(data, sceneGridOf(getRulesetMeta(activeRulesetId()).grid));
  if (Object.keys(grid).length === 0) return;
  // grid-spec keeps v13's `CONST.GRID_TYPES` / `GRID_DIAGONALS` as plain numbers (the manifest script shares it);
  // fvtt-types brands those fields, so the plain numbers are cast to the branded update shape here.
  scene.updateSource({ grid: grid as Scene.UpdateData["grid"] }, {});
}

export function registerSceneDefaults(): void {
  Hooks.on("preCreateScene", applyRulesetGrid);
}
