import { beforeEach, describe, expect, it } from "vitest";
import { readPair } from "../../../module/foundry/canvas/situate.ts";
import {
  installFakeDom,
  submittedUpdate,
  type FakeDocument,
  type FakeElement,
} from "../../support/fake-foundry/dom.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { installFakeCanvas } from "../../support/fake-foundry/world/canvas.ts";
import { FakeScene, SQUARE_5FT } from "../../support/fake-foundry/world/scene.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";

/**
 * The render hooks that add Fray's fields to core's WallConfig and SceneConfig sheets, called as Foundry calls them
 * (`render<Sheet>(app, element, context, options)`), on a form shaped like v13's: a form group per field.
 */
let doc: FakeDocument;
let sceneCount = 0;

// Settings live as long as the test file's runtime: each test starts from a bonus world.
beforeEach(async () => {
  await systemWorld();
  doc = installFakeDom();
  installFakeCanvas();
  await fake().game.settings.set("fray", "ruleset", "bonus");
});

/** A config form with one form group per field name, each holding a `<select name=…>`. */
function configForm(...names: string[]): FakeElement {
  const form = doc.createElement("form");
  for (const name of names) {
    const group = doc.createElement("div");
    group.className = "form-group";
    const select = doc.createElement("select");
    select.name = name;
    group.append(select);
    form.append(group);
  }
  return form;
}

const render = (hook: string, document: unknown, form: FakeElement) =>
  fake().Hooks.callAll(hook, { document }, form, {}, {});
/** The user picks `value` in a select: the browser sets it and fires a bubbling `change`. */
function choose(select: FakeElement | null, value: string): void {
  if (!select) throw new Error("no field");
  select.value = value;
  select.dispatchEvent({ type: "change" });
}
const optionTexts = (select: FakeElement | null) => select?.querySelectorAll("option").map((o) => o.textContent);
const groupNames = (form: FakeElement) => form.children.map((g) => g.querySelector("select")?.name);

/** An archer at cell (0,0) and a target six cells east, with one wall between them. */
function shootingRange(cover?: string) {
  const scene = new FakeScene(`config${++sceneCount}`, SQUARE_5FT);
  const archer = scene.addToken({ id: "archer", x: 0, y: 0 });
  const target = scene.addToken({ id: "target", x: 600, y: 0 });
  const wall = scene.addWall({ id: "hedge", c: [350, -500, 350, 500], ...(cover ? { cover } : {}) });
  const pair = () => readPair("bonus", archer as never, target as never);
  return { scene, wall, pair };
}

describe("the wall's cover override on WallConfig", () => {
  it("adds the localized field after the sight restriction, showing the wall's current flag", () => {
    const { wall } = shootingRange("partial");
    const form = configForm("move", "sight", "sound");
    render("renderWallConfig", wall, form);
    expect(groupNames(form)).toEqual(["move", "sight", "flags.fray.cover", "sound"]);
    const select = form.querySelector('[name="flags.fray.cover"]');
    expect(select?.value).toBe("partial");
    expect(optionTexts(select)).toEqual(["Computed from sight lines", "None", "Light", "Partial", "Full"]);
    const group = select?.closest(".form-group");
    expect(group?.querySelector("label")?.textContent).toBe("Provides cover");
    expect(group?.querySelector("label")?.htmlFor).toBe(select?.id);
    expect(group?.querySelector(".hint")?.textContent).toMatch(/^Overrides the cover Fray computes/);
  });

  it("a world whose room reads no cover levels (contest) offers Computed and None only; a stored level shows Computed", async () => {
    await fake().game.settings.set("fray", "ruleset", "contest");
    const { wall } = shootingRange("partial");
    const form = configForm("sight");
    render("renderWallConfig", wall, form);
    const select = form.querySelector('[name="flags.fray.cover"]');
    expect(optionTexts(select)).toEqual(["Computed from sight lines", "None"]);
    expect(select?.value).toBe("");
  });

  it("an unflagged wall shows 'Computed'; a second render adds no second field", () => {
    const { wall } = shootingRange();
    const form = configForm("sight");
    render("renderWallConfig", wall, form);
    render("renderWallConfig", wall, form);
    expect(form.querySelectorAll('[name="flags.fray.cover"]')).toHaveLength(1);
    expect(form.querySelector('[name="flags.fray.cover"]')?.value).toBe("");
  });

  it("saving the sheet writes flags.fray.cover, and the next attack across the wall reads the new level", async () => {
    const { wall, pair } = shootingRange();
    expect(pair()?.cover).toMatchObject({ fraction: 1 });
    const form = configForm("sight");
    render("renderWallConfig", wall, form);
    const select = form.querySelector('[name="flags.fray.cover"]');
    if (!select) throw new Error("no cover field");
    select.value = "full";
    await wall.update(submittedUpdate(form));
    expect(wall.flags.fray?.cover).toBe("full");
    // The flagged wall leaves the computed sight lines and gives its level instead.
    expect(pair()?.cover).toMatchObject({ fraction: 0, flagged: "full" });
  });

  it("keeps an unsaved cover choice when the WallConfig renders again", () => {
    const { wall } = shootingRange("partial");
    const sheet = { document: wall };
    const first = configForm("sight");
    fake().Hooks.callAll("renderWallConfig", sheet, first, {}, {});
    choose(first.querySelector('[name="flags.fray.cover"]'), "none");
    const second = configForm("sight");
    fake().Hooks.callAll("renderWallConfig", sheet, second, {}, {});
    expect(second.querySelector('[name="flags.fray.cover"]')?.value).toBe("none");
  });

  it("a sheet of another document gets no field", () => {
    const form = configForm("sight");
    render("renderWallConfig", new FakeScene("other", SQUARE_5FT), form);
    expect(form.querySelector('[name="flags.fray.cover"]')).toBeNull();
  });
});

describe("bonus: the scene's visibility on SceneConfig", () => {
  it("adds the Visibility table's levels after the grid units, showing Normal on a scene never set", () => {
    const form = configForm("grid.units", "grid.distance");
    render("renderSceneConfig", new FakeScene("plain", SQUARE_5FT), form);
    expect(groupNames(form)).toEqual(["grid.units", "flags.fray.visibility", "grid.distance"]);
    const select = form.querySelector('[name="flags.fray.visibility"]');
    expect(select?.value).toBe("normal");
    expect(optionTexts(select)).toEqual(["Normal", "Reduced", "Low", "Zero"]);
    expect(select?.closest(".form-group")?.querySelector("label")?.textContent).toBe("Visibility");
  });

  it("shows the scene's stored level, and the sheet's submit sends flags.fray.visibility", () => {
    const scene = new FakeScene("dusk", SQUARE_5FT, "low");
    const form = configForm("grid.units");
    render("renderSceneConfig", scene, form);
    const select = form.querySelector('[name="flags.fray.visibility"]');
    expect(select?.value).toBe("low");
    if (select) select.value = "zero";
    expect(submittedUpdate(form)).toMatchObject({ flags: { fray: { visibility: "zero" } } });
  });

  it("keeps an unsaved choice when the sheet renders again, until the scene holds a value of its own", () => {
    const scene = new FakeScene("dusk", SQUARE_5FT, "low");
    const sheet = { document: scene };
    const first = configForm("grid.units");
    fake().Hooks.callAll("renderSceneConfig", sheet, first, {}, {});
    choose(first.querySelector('[name="flags.fray.visibility"]'), "zero");
    // An update from another client re-renders the open sheet: the part is built anew and the hook runs again.
    const second = configForm("grid.units");
    fake().Hooks.callAll("renderSceneConfig", sheet, second, {}, {});
    expect(second.querySelector('[name="flags.fray.visibility"]')?.value).toBe("zero");
    expect(submittedUpdate(second)).toMatchObject({ flags: { fray: { visibility: "zero" } } });
    // Another sheet of the same scene shows what is stored.
    const other = configForm("grid.units");
    render("renderSceneConfig", scene, other);
    expect(other.querySelector('[name="flags.fray.visibility"]')?.value).toBe("low");
    // Saved, then changed elsewhere: the sheet follows the stored value again.
    scene.flags.fray = { visibility: "zero" };
    fake().Hooks.callAll("renderSceneConfig", sheet, configForm("grid.units"), {}, {});
    scene.flags.fray = { visibility: "reduced" };
    const later = configForm("grid.units");
    fake().Hooks.callAll("renderSceneConfig", sheet, later, {}, {});
    expect(later.querySelector('[name="flags.fray.visibility"]')?.value).toBe("reduced");
  });

  it("an energy world has no visibility setting: the sheet is left alone", async () => {
    await fake().game.settings.set("fray", "ruleset", "energy");
    const form = configForm("grid.units");
    render("renderSceneConfig", new FakeScene("plain", SQUARE_5FT), form);
    expect(form.querySelector('[name="flags.fray.visibility"]')).toBeNull();
  });
});
