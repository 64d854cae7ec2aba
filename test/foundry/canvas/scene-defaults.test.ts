import { readFileSync } from "node:fs";
import { beforeEach, describe, expect, it } from "vitest";
import { RULESET_IDS, type DiagonalRule, type GridKind } from "../../../module/engine/core/ruleset.ts";
import { getRuleset } from "../../../module/engine/registry.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { FakeScene, type FakeGridData } from "../../support/fake-foundry/world/scene.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";

/**
 * A new scene's grid follows the world's ruleset. Core builds the scene from its creation data with the manifest's
 * `grid` as the initial `type`, `distance`, `units` and `diagonals` (`BaseScene` schema: `initial: () =>
 * game.system.grid.…`), then calls `preCreateScene(scene, data, options, userId)` before saving it; Fray's handler
 * sets the fields the data left unset.
 */
const MANIFEST = JSON.parse(readFileSync("system.json", "utf8")) as { grid: Omit<FakeGridData, "size"> };
/** v13 `CONST.GRID_TYPES` (GRIDLESS 0, SQUARE 1, HEXODDR 2) and `CONST.GRID_DIAGONALS` (EQUIDISTANT 0, EXACT 1, ALTERNATING_1 4). */
const GRID_TYPES: Record<GridKind, number> = { gridless: 0, square: 1, hex: 2 };
const GRID_DIAGONALS: Record<DiagonalRule, number> = { equidistant: 0, exact: 1, alternating: 4 };

let gmId = "";
let count = 0;

beforeEach(async () => {
  gmId = (await systemWorld()).gm.id;
});

/** A scene as core builds it before `preCreateScene`: the creation data's grid over the manifest's initial grid. */
function created(data: { name: string; grid?: Partial<FakeGridData> }): FakeScene {
  const scene = new FakeScene(`scene${++count}`, { size: 100, ...MANIFEST.grid, ...data.grid });
  fake().Hooks.call("preCreateScene", scene, data, {}, gmId);
  return scene;
}

describe("a new scene gets the world ruleset's grid", () => {
  it.each(RULESET_IDS)("%s: its unit, space length and diagonal rule", async (id) => {
    await fake().game.settings.set("fray", "ruleset", id);
    const rules = getRuleset(id).grid;
    expect(created({ name: "Arena" }).grid).toEqual({
      type: GRID_TYPES[rules.kind],
      size: 100,
      distance: rules.distance,
      units: rules.unit,
      diagonals: GRID_DIAGONALS[rules.diagonals],
    });
  });

  it("a scene that brings grid fields (an import, a duplicate) keeps them; the others follow the ruleset", async () => {
    const id = RULESET_IDS.find((r) => GRID_DIAGONALS[getRuleset(r).grid.diagonals] !== MANIFEST.grid.diagonals);
    if (!id) throw new Error("every ruleset shares the manifest's diagonal rule");
    await fake().game.settings.set("fray", "ruleset", id);
    const scene = created({ name: "Imported", grid: { distance: 2, units: "km" } });
    expect(scene.grid).toMatchObject({ distance: 2, units: "km" });
    expect(scene.grid.diagonals).toBe(GRID_DIAGONALS[getRuleset(id).grid.diagonals]);
  });
});
