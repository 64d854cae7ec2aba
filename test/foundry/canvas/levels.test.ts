/**
 * Scene Levels (v14): walls and creatures on another Level than the attacker's do not stand between two creatures;
 * on v13 there are no levels and everything counts. Runs in both fake modes; each test says what its generation sees.
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

/** Attacker at (0,0), target adjacent at (1,0), a wall on the cell edge between them on `levels`. */
function meleeAcross(levels: readonly string[]) {
  const scene = new FakeScene(`levels${++sceneId}`, SQUARE_5FT);
  scene.addWall({ id: "w0", c: [100, -500, 100, 500], levels });
  const a = scene.addToken({ id: "attacker", x: 0, y: 0 });
  const t = scene.addToken({ id: "target", x: 100, y: 0 });
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
      expect(meleeAcross(["upstairs0000000"])).toBe(generation === 14 ? undefined : "FRAY.Canvas.Refusal.noClearPath");
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
      scene.addToken({ id: "upstairs", x: 100, y: 0, level: "upstairs0000000" });
      const ids = readScene(scene as never, "equidistant", DEFAULT_LEVEL).tokens.map((t) => t.id);
      expect(ids).toEqual(generation === 14 ? ["here"] : ["here", "upstairs"]);
    },
  );
});
