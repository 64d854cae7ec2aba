/**
 * Canvas traps: Foundry v13 behaviours of walls, scenes and config forms that the canvas code depends on, pinned
 * against the fake so a kinder fake cannot come back. Sources: core common/documents/wall.mjs (`BaseWall` schema:
 * `dir` initial `WALL_DIRECTIONS.BOTH`, `threshold.sight` nullable with initial null), common/documents/scene.mjs
 * (`BaseScene` grid schema: `type` in `CONST.GRID_TYPES`, `distance` positive; validated by `updateSource`),
 * client/canvas/placeables/wall.mjs (`#createEdge`: `threshold.sight × distancePixels`) and the DOM's `change`
 * event, which bubbles from a form control to its form; common/documents/token.mjs (`BaseToken` `disposition`: choices
 * `CONST.TOKEN_DISPOSITIONS`, initial HOSTILE; `movementAction` nullable, its choices `CONFIG.Token.movement.actions`);
 * client/documents/token.mjs (`_initializeSource` drops an unconfigured `movementAction`, `prepareDerivedData` sets
 * `movementAction ??= CONFIG.Token.movement.defaultAction`) and client/config.mjs (core's nine movement actions);
 * client/documents/region.mjs (`testPoint(point)`: within `elevation.bottom`–`top`, null unbounded, and the shapes) and
 * client/documents/token.mjs (`testInsideRegion(region, data)`: the token's centre at its position or `data`'s, in the
 * same Scene only).
 */
import { describe, expect, it } from "vitest";
import { installFakeDom } from "../../support/fake-foundry/dom.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { FakeScene, FakeTokenDocument, SQUARE_5FT } from "../../support/fake-foundry/world/scene.ts";

describe("walls", () => {
  it("a wall drawn with no direction or threshold is two-way with no sight threshold (BaseWall initials)", () => {
    const wall = new FakeScene("traps", SQUARE_5FT).addWall({ id: "w", c: [0, 0, 100, 0] });
    expect(wall.dir).toBe(0);
    expect(wall.threshold).toEqual({ light: null, sight: null, sound: null, attenuation: false });
  });

  it("a wall's sight threshold is stored in scene units, not pixels (Wall#createEdge scales it)", () => {
    const wall = new FakeScene("traps", SQUARE_5FT).addWall({ id: "w", c: [0, 0, 100, 0], sightThreshold: 15 });
    expect(wall.threshold.sight).toBe(15);
  });
});

describe("scenes", () => {
  it("updateSource merges the given grid fields and keeps the others", () => {
    const scene = new FakeScene("traps", SQUARE_5FT);
    scene.updateSource({ grid: { distance: 1, units: "m" } });
    expect(scene.grid).toEqual({ ...SQUARE_5FT, distance: 1, units: "m" });
  });

  it("updateSource throws on a grid type outside CONST.GRID_TYPES or a distance that is not positive", () => {
    const scene = new FakeScene("traps", SQUARE_5FT);
    expect(() => scene.updateSource({ grid: { type: 9 } })).toThrow(/grid.type/);
    expect(() => scene.updateSource({ grid: { distance: 0 } })).toThrow(/grid.distance/);
    expect(() => scene.updateSource({ grid: { diagonals: 7 } })).toThrow(/grid.diagonals/);
    expect(scene.grid).toEqual(SQUARE_5FT);
  });
});

describe("tokens", () => {
  it("a token made with no disposition is hostile (BaseToken's initial), not everyone's friend or no one's", () => {
    const scene = new FakeScene("traps", SQUARE_5FT);
    expect(new FakeTokenDocument({ id: "t", x: 0, y: 0 }, scene).disposition).toBe(-1);
    expect(new FakeTokenDocument({ id: "f", x: 0, y: 0, disposition: 1 }, scene).disposition).toBe(1);
  });

  it("a disposition outside CONST.TOKEN_DISPOSITIONS fails validation", () => {
    const scene = new FakeScene("traps", SQUARE_5FT);
    expect(() => new FakeTokenDocument({ id: "t", x: 0, y: 0, disposition: 2 }, scene)).toThrow(/disposition/);
  });

  it("a token's movementAction is the default action (walk) unless set; an unconfigured one is dropped at creation", () => {
    const scene = new FakeScene("traps", SQUARE_5FT);
    expect(new FakeTokenDocument({ id: "t", x: 0, y: 0 }, scene).movementAction).toBe("walk");
    expect(new FakeTokenDocument({ id: "b", x: 0, y: 0, movementAction: "blink" }, scene).movementAction).toBe("blink");
    expect(new FakeTokenDocument({ id: "u", x: 0, y: 0, movementAction: "tumble" }, scene).movementAction).toBe("walk");
  });

  it("core's movement actions: Blink and Displace teleport, and nobody may select Displace", () => {
    const { actions, defaultAction } = fake().CONFIG.Token.movement;
    expect(defaultAction).toBe("walk");
    expect(Object.keys(actions)).toEqual([
      "walk",
      "fly",
      "swim",
      "burrow",
      "crawl",
      "climb",
      "jump",
      "blink",
      "displace",
    ]);
    expect(Object.keys(actions).filter((id) => actions[id]?.teleport === true)).toEqual(["blink", "displace"]);
    expect(actions.displace?.canSelect?.(null)).toBe(false);
  });
});

describe("forms", () => {
  it("a control's change event bubbles to its form, with the control as its target", () => {
    const doc = installFakeDom();
    const form = doc.createElement("form");
    const select = doc.createElement("select");
    form.append(select);
    const seen: unknown[] = [];
    form.addEventListener("change", (event) => seen.push(event.target));
    select.dispatchEvent({ type: "change" });
    expect(seen).toEqual([select]);
  });
});

describe("regions", () => {
  const square = { type: "rectangle", x: 100, y: 0, width: 100, height: 100 };

  it("testPoint tests the elevation range (null: unbounded) and the shapes", () => {
    const scene = new FakeScene("traps", SQUARE_5FT);
    const low = scene.addRegion({ id: "low", shapes: [square], elevation: { bottom: null, top: 10 } });
    expect(low.testPoint({ x: 150, y: 50, elevation: 0 })).toBe(true);
    expect(low.testPoint({ x: 150, y: 50, elevation: 20 })).toBe(false);
    expect(low.testPoint({ x: 50, y: 50, elevation: 0 })).toBe(false);
  });

  it("a token is inside a Region where its centre is, at its position or the one given; another scene's throws", () => {
    const scene = new FakeScene("traps", SQUARE_5FT);
    const region = scene.addRegion({ id: "r", shapes: [square] });
    const token = new FakeTokenDocument({ id: "t", x: 0, y: 0 }, scene);
    expect(token.testInsideRegion(region)).toBe(false);
    expect(token.testInsideRegion(region, { x: 100, y: 0 })).toBe(true);
    const elsewhere = new FakeScene("other", SQUARE_5FT).addRegion({ id: "e", shapes: [square] });
    expect(() => token.testInsideRegion(elsewhere)).toThrow("The Token and the Region must be in the same Scene");
  });

  it("the fake draws only unrotated rectangles that are not holes: any other shape throws", () => {
    const scene = new FakeScene("traps", SQUARE_5FT);
    expect(() => scene.addRegion({ id: "c", shapes: [{ ...square, type: "circle" }] })).toThrow(/only unrotated/);
    expect(() => scene.addRegion({ id: "h", shapes: [{ ...square, hole: true }] })).toThrow(/only unrotated/);
  });
});
