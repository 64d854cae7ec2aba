import { describe, expect, it } from "vitest";
import { FRONT_HALF } from "../../../module/engine/core/geometry/facing.ts";
import { BONUS_ARCS } from "../../../module/engine/rulesets/bonus/geometry/behind.ts";
import { facingArcPolygon, flatPoints } from "../../../module/foundry/canvas/facing-arc.ts";
import { previewLabel } from "../../../module/foundry/canvas/preview-label.ts";
import { readPair } from "../../../module/foundry/canvas/situate.ts";
import { energySceneSituation } from "../../../module/foundry/rulesets/energy/canvas/situation.ts";
import { FakeScene, SQUARE_1M } from "../../support/fake-foundry/world/scene.ts";
import { weapon } from "../../engine/energy/fixtures.ts";
import { recordingLocalizer } from "../bonus/sheets/fixtures.ts";

const close = (p: { x: number; y: number }) => ({ x: Math.round(p.x * 1000) / 1000, y: Math.round(p.y * 1000) / 1000 });

describe("the facing arc polygon", () => {
  it("energy's front half, facing east: from north through east to south, around the centre", () => {
    const poly = facingArcPolygon({ x: 50, y: 50 }, 0, 100, FRONT_HALF).map(close);
    expect(poly[0]).toEqual({ x: 50, y: 50 });
    expect(poly[1]).toEqual({ x: 50, y: -50 });
    expect(poly.at(-1)).toEqual({ x: 50, y: 150 });
    expect(poly).toContainEqual({ x: 150, y: 50 });
    expect(poly).toHaveLength(2 + 12); // centre + 180° in 15° steps (13 points)
  });

  it("bonus's front quarter (45° each side), facing south", () => {
    const poly = facingArcPolygon({ x: 0, y: 0 }, 90, 10, BONUS_ARCS).map(close);
    const r = 10 / Math.SQRT2;
    expect(poly[1]).toEqual(close({ x: r, y: r }));
    expect(poly.at(-1)).toEqual(close({ x: -r, y: r }));
    expect(poly).toContainEqual({ x: 0, y: 10 });
    expect(poly.every((p) => p.y >= 0)).toBe(true);
  });

  it("flattens for PIXI and SVG", () => {
    expect(
      flatPoints([
        { x: 1, y: 2 },
        { x: 3, y: 4 },
      ]),
    ).toEqual([1, 2, 3, 4]);
  });
});

describe("the targeting preview's label", () => {
  it("names distance, side, cover and the scene's modifiers in words, and a refusal when there is one", () => {
    const scene = new FakeScene("preview", SQUARE_1M);
    const vera = scene.addToken({ id: "vera", x: 0, y: 0 });
    const ogre = scene.addToken({ id: "ogre", x: 300, y: 0, rotation: 270 });
    const pair = readPair("energy", vera as never, ogre as never);
    if (!pair) throw new Error("no pair");
    const bow = weapon({
      ranged: { kind: "bow", range: { advantage: 5, disadvantage: 30, maximum: 120 }, drawWeightKg: 30 },
    });
    const situation = energySceneSituation(pair, bow, { size: "medium", armStrength: 0 }, "Ogre");
    const label = previewLabel(recordingLocalizer(), pair, situation, FRONT_HALF, "Ogre");
    expect(label.side).toBe("rear");
    expect(label.lines.map((l) => l.text)).toEqual([
      "3 m away",
      "From behind",
      "0% of sight lines blocked",
      "You stand where Ogre is not facing",
      "3 m away: within the first range of 5 m",
    ]);
    expect(label.refusal).toBe("");
    expect(label.ariaLabel).toBe("Attack preview against Ogre");

    const sword = weapon({ reach: 0 });
    const far = energySceneSituation(pair, sword, { size: "medium", armStrength: 0 }, "Ogre");
    expect(previewLabel(recordingLocalizer(), pair, far, FRONT_HALF, "Ogre").refusal).toBe(
      "Ogre is 3 m away, beyond your reach of 1 m.",
    );
  });
});
