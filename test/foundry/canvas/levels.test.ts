/**
 * Scene Levels (v14): walls and creatures on a Level neither creature of an attack stands on do not stand between
 * them; on v13 there are no levels and everything counts. Runs in both fake modes; each test says what its
 * generation sees.
 */
import { describe, expect, it } from "vitest";
import { readScene } from "../../../module/foundry/canvas/read-scene.ts";
import { readPair } from "../../../module/foundry/canvas/situate.ts";
import { bonusSceneSituation } from "../../../module/foundry/rulesets/bonus/canvas/situation.ts";
import { fakeGeneration } from "../../support/fake-foundry/generation.ts";
import { DEFAULT_LEVEL, FakeScene, SQUARE_5FT } from "../../support/fake-foundry/world/scene.ts";

const generation = fakeGeneration();
const SWORD = { ranged: false, range: 0, reach: 6 };
const AWARE = { name: "Goblin", statuses: new Set<string>() };
let sceneId = 0;

const UPSTAIRS = "upstairs0000000";
const ATTIC = "attic0000000000";

/**
 * Attacker at (0,0), target adjacent at (1,0) on `targetLevel`, a wall on the cell edge between them on `levels`
 * (null: no wall).
 */
function meleeAcross(levels: readonly string[] | null, targetLevel?: string) {
  const scene = new FakeScene(`levels${++sceneId}`, SQUARE_5FT);
  if (levels) scene.addWall({ id: "w0", c: [100, -500, 100, 500], levels });
  const a = scene.addToken({ id: "attacker", x: 0, y: 0 });
  const t = scene.addToken({ id: "target", x: 100, y: 0, ...(targetLevel ? { level: targetLevel } : {}) });
  const pair = readPair("bonus", a as never, t as never);
  if (!pair) throw new Error("no pair");
  return bonusSceneSituation(pair, SWORD, AWARE).refusal?.refused;
}

describe(`walls between (fake in v${String(generation)} mode)`, () => {
  it("a wall on every level (empty levels) or on the attacker's level blocks", () => {
    expect(meleeAcross([])).toBe("FRAY.Canvas.Refusal.noClearPath");
    expect(meleeAcross([DEFAULT_LEVEL])).toBe("FRAY.Canvas.Refusal.noClearPath");
  });

  it(
    generation === 14 ? "v14: a wall only on another level does not block" : "v13: walls have no levels, all block",
    () => {
      expect(meleeAcross([UPSTAIRS])).toBe(generation === 14 ? undefined : "FRAY.Canvas.Refusal.noClearPath");
    },
  );

  it("an attack between two Levels is made, measured on the map, and a wall on either creature's Level blocks it", () => {
    expect(meleeAcross(null, UPSTAIRS)).toBeUndefined();
    expect(meleeAcross([UPSTAIRS], UPSTAIRS)).toBe("FRAY.Canvas.Refusal.noClearPath");
    expect(meleeAcross([DEFAULT_LEVEL], UPSTAIRS)).toBe("FRAY.Canvas.Refusal.noClearPath");
  });

  it(
    generation === 14
      ? "v14: between two Levels, a wall only on a third Level does not block"
      : "v13: walls have no levels, all block",
    () => {
      expect(meleeAcross([ATTIC], UPSTAIRS)).toBe(generation === 14 ? undefined : "FRAY.Canvas.Refusal.noClearPath");
    },
  );
});

describe("bodies between", () => {
  it(
    generation === 14
      ? "v14: a creature on another level is not on the scene read from the attacker's level"
      : "v13: every token is read",
    () => {
      const scene = new FakeScene(`levels${++sceneId}`, SQUARE_5FT);
      scene.addToken({ id: "here", x: 0, y: 0 });
      scene.addToken({ id: "upstairs", x: 100, y: 0, level: UPSTAIRS });
      const ids = readScene(scene as never, "equidistant", [DEFAULT_LEVEL]).tokens.map((t) => t.id);
      expect(ids).toEqual(generation === 14 ? ["here"] : ["here", "upstairs"]);
    },
  );

  it(
    generation === 14
      ? "v14: read between two Levels, the creatures of both count and those of a third do not"
      : "v13: every token is read",
    () => {
      const scene = new FakeScene(`levels${++sceneId}`, SQUARE_5FT);
      scene.addToken({ id: "here", x: 0, y: 0 });
      scene.addToken({ id: "upstairs", x: 100, y: 0, level: UPSTAIRS });
      scene.addToken({ id: "attic", x: 200, y: 0, level: ATTIC });
      const ids = readScene(scene as never, "equidistant", [DEFAULT_LEVEL, UPSTAIRS]).tokens.map((t) => t.id);
      expect(ids).toEqual(generation === 14 ? ["here", "upstairs"] : ["here", "upstairs", "attic"]);
    },
  );
});
