import { beforeEach, describe, expect, it } from "vitest";
import { installFakeDom, type FakeDocument, type FakeElement } from "../../support/fake-foundry/dom.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { FakeCanvasToken, installFakeCanvas, type FakeCanvas } from "../../support/fake-foundry/world/canvas.ts";
import { FakeScene, SQUARE_1M, type FakeTokenDocument } from "../../support/fake-foundry/world/scene.ts";
import { energyWorld, type EnergyWorld } from "../energy/world-fixture.ts";

/**
 * The targeting preview, driven by v13's `targetToken(user, token, targeted)` hook on Alice's client: while she
 * controls Vera's token, targeting the Ogre shows a panel under it in `#hud` with the distance, the side, the cover
 * and the scene's modifiers; untargeting removes it. Vera's longsword has the default Reach 1 (2 spaces). Token
 * changes arrive as v13's `updateToken(document, changes, options, userId)` and `deleteToken(document, options,
 * userId)` hooks, after the document changed.
 */
let w: EnergyWorld;
let dom: FakeDocument;
let canvas: FakeCanvas;
let hud: FakeElement;
let sceneCount = 0;

beforeEach(async () => {
  w = await energyWorld();
  await fake().game.settings.set("fray", "ruleset", "energy");
  dom = installFakeDom();
  hud = dom.createElement("div");
  hud.id = "hud";
  dom.body.append(hud);
  canvas = installFakeCanvas();
  w.as(w.alice);
});

/** Vera at cell (0,0), controlled by Alice; the Ogre `cells` east of her, turned by `rotation`. */
function tokens(cells: number, rotation: number) {
  const scene = new FakeScene(`preview${++sceneCount}`, SQUARE_1M);
  const vera = new FakeCanvasToken(scene.addToken({ id: "vera", x: 0, y: 0, actorId: w.vera.id }), w.vera, "Vera");
  const ogreDoc = scene.addToken({ id: "ogre", x: cells * 100, y: 0, rotation, actorId: w.ogre.id });
  const ogre = new FakeCanvasToken(ogreDoc, w.ogre, "Ogre");
  canvas.tokens.controlled = [vera];
  canvas.tokens.placeables = [vera, ogre];
  return { vera, ogre, ogreDoc };
}

const target = (user: unknown, token: FakeCanvasToken, targeted: boolean) =>
  fake().Hooks.callAll("targetToken", user, token, targeted);
const panels = () => hud.querySelectorAll(".fray-target-preview");
const lines = (panel: FakeElement | undefined) => panel?.querySelectorAll("li").map((li) => li.textContent);

describe("the targeting preview", () => {
  it("shows range, side, cover and the facing modifier under the target, and untargeting clears it", () => {
    const { ogre } = tokens(1, 270);
    target(w.alice, ogre, true);
    const [panel] = panels();
    expect(panel?.getAttribute("data-token-id")).toBe("ogre");
    expect(panel?.getAttribute("role")).toBe("status");
    expect(panel?.getAttribute("aria-label")).toBe("Attack preview against Ogre");
    expect(panel?.classList).toContain("side-rear");
    expect(lines(panel)).toEqual([
      "1 m away",
      "From behind",
      "0% of sight lines blocked",
      "You stand where Ogre is not facing",
    ]);
    // Placed in scene pixels under the token: `#hud` pans and zooms with the canvas.
    expect(panel?.style).toEqual({ left: "100px", top: "100px" });
    target(w.alice, ogre, false);
    expect(panels()).toEqual([]);
  });

  it("targeting again replaces the panel; a token facing Vera reads 'From the front'", () => {
    const { ogre } = tokens(1, 90);
    target(w.alice, ogre, true);
    target(w.alice, ogre, true);
    expect(panels()).toHaveLength(1);
    expect(lines(panels()[0])?.[1]).toBe("From the front");
  });

  it("a target out of reach shows the refusal in words, and the panel is marked refused", () => {
    const { ogre } = tokens(3, 90);
    target(w.alice, ogre, true);
    const [panel] = panels();
    expect(panel?.classList).toContain("refused");
    expect(panel?.querySelector(".preview-refusal")?.textContent).toBe("Ogre is 3 m away, beyond your reach of 2 m.");
  });

  it("nothing is shown for another user's targeting, or with no controlled token", () => {
    const { ogre } = tokens(1, 270);
    target(w.bob, ogre, true);
    expect(panels()).toEqual([]);
    canvas.tokens.controlled = [];
    target(w.alice, ogre, true);
    expect(panels()).toEqual([]);
  });
});

describe("the targeting preview follows the tokens", () => {
  const moved = (doc: FakeTokenDocument, changes: { x?: number; rotation?: number }) => {
    Object.assign(doc, changes);
    fake().Hooks.callAll("updateToken", doc, changes, {}, w.alice.id);
  };

  it("a target that walks out of reach has its panel read again where it stands: moved and refused", () => {
    const { ogre, ogreDoc } = tokens(1, 270);
    target(w.alice, ogre, true);
    moved(ogreDoc, { x: 300 });
    const [panel] = panels();
    expect(panels()).toHaveLength(1);
    expect(lines(panel)?.[0]).toBe("3 m away");
    expect(panel?.classList).toContain("refused");
    expect(panel?.style).toEqual({ left: "300px", top: "100px" });
  });

  it("a target that turns to face the attacker reads 'From the front'", () => {
    const { ogre, ogreDoc } = tokens(1, 270);
    target(w.alice, ogre, true);
    moved(ogreDoc, { rotation: 90 });
    expect(lines(panels()[0])?.[1]).toBe("From the front");
  });

  it("a deleted target takes its panel with it; a deleted attacker takes every panel", () => {
    const { vera, ogre } = tokens(1, 270);
    target(w.alice, ogre, true);
    fake().Hooks.callAll("deleteToken", ogre.document, {}, w.alice.id);
    expect(panels()).toEqual([]);
    target(w.alice, ogre, true);
    expect(panels()).toHaveLength(1);
    fake().Hooks.callAll("deleteToken", vera.document, {}, w.alice.id);
    expect(panels()).toEqual([]);
  });

  it("an update that moves nothing leaves the panel as it was", () => {
    const { ogre, ogreDoc } = tokens(1, 270);
    target(w.alice, ogre, true);
    ogreDoc.x = 300;
    fake().Hooks.callAll("updateToken", ogreDoc, { name: "Grunt" }, {}, w.alice.id);
    expect(lines(panels()[0])?.[0]).toBe("1 m away");
  });
});
