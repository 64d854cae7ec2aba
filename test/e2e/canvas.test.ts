import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStyles } from "../../scripts/build/styles.ts";
import { FRONT_HALF } from "../../module/engine/core/geometry/facing.ts";
import { insertField, selectField } from "../../module/foundry/canvas/config-field.ts";
import { facingArcPolygon, flatPoints } from "../../module/foundry/canvas/facing-arc.ts";
import { previewLabel } from "../../module/foundry/canvas/preview-label.ts";
import { previewMarkup } from "../../module/foundry/canvas/preview-overlay.ts";
import { readPair } from "../../module/foundry/canvas/situate.ts";
import type { ScenePair } from "../../module/foundry/canvas/pair.ts";
import { energySceneSituation } from "../../module/foundry/rulesets/energy/canvas/situation.ts";
import { FakeScene, SQUARE_1M } from "../support/fake-foundry/world/scene.ts";
import { weapon } from "../engine/energy/fixtures.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { launchChromium } from "./support/browser.ts";
import { englishLocalizer } from "./support/i18n.ts";

// The canvas harness: a fake v13 scene read by the real canvas code, the facing arc polygon drawn as SVG (as the
// canvas fills it with PIXI), and the targeting preview's real markup placed under the target as in `#hud`.
const SHOTS = "test-results/e2e";
const i18n = englishLocalizer();

let browser: BrowserContext;
let stylesheet: string;

function scene(targetX: number): ScenePair {
  const s = new FakeScene(`e2e${targetX}`, SQUARE_1M);
  const vera = s.addToken({ id: "vera", x: 100, y: 100 });
  // The Ogre faces east (rotation 270): Vera, west of it, is at its back.
  const ogre = s.addToken({ id: "ogre", x: targetX, y: 100, rotation: 270 });
  s.addWall({ id: "pillar", c: [250, 0, 250, 140] });
  const pair = readPair("energy", vera as never, ogre as never);
  if (!pair) throw new Error("no pair");
  return pair;
}

function page(pair: ScenePair, theme: "light" | "dark", markup: string): string {
  const arc = flatPoints(facingArcPolygon(pair.target.centre, pair.target.heading, 100, FRONT_HALF)).join(" ");
  const token = (t: ScenePair["attacker"], name: string) =>
    `<rect x="${t.rect.x}" y="${t.rect.y}" width="${t.rect.width}" height="${t.rect.height}" rx="50" fill="#7a5c3e"/>` +
    `<text x="${t.centre.x}" y="${t.centre.y + 5}" text-anchor="middle" fill="#fff" font-size="16">${name}</text>`;
  return `<!doctype html><html lang="en"><head><title>Fray canvas preview</title></head>
    <body class="theme-${theme}" style="margin:0;background:${theme === "dark" ? "#1b1816" : "#e9e2d6"}">
    <main id="hud" style="position:relative;width:700px;height:420px">
      <svg width="700" height="420" role="img" aria-label="Scene">
        <line x1="250" y1="0" x2="250" y2="140" stroke="#333" stroke-width="6"/>
        <polygon class="facing-arc" points="${arc}" fill="#ffd166" fill-opacity="0.25" stroke="#ffd166" stroke-width="2"/>
        ${token(pair.attacker, "Vera")}${token(pair.target, "Ogre")}
      </svg>
      ${markup}
    </main></body></html>`;
}

async function show(p: Page, pair: ScenePair, theme: "light" | "dark", markup: string): Promise<void> {
  await p.setContent(page(pair, theme, markup));
  await p.addStyleTag({ path: stylesheet });
  await p.evaluate(
    ([x, y]) => {
      const panel = document.querySelector<HTMLElement>(".fray-target-preview");
      if (panel) Object.assign(panel.style, { left: `${x}px`, top: `${y}px` });
    },
    [pair.target.rect.x, pair.target.rect.y + pair.target.rect.height],
  );
}

describe("e2e: the facing arc and targeting preview in Chromium", () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    stylesheet = buildStyles(join(SHOTS, "canvas-css"));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("a bow shot at the Ogre's back: distance, side, range band in words, in both themes", async () => {
    const pair = scene(400);
    const bow = weapon({
      ranged: { kind: "bow", range: { advantage: 5, disadvantage: 30, maximum: 120 }, drawWeightKg: 30 },
    });
    const situation = energySceneSituation(pair, bow, { size: "medium", armStrength: 0 }, "Ogre");
    const markup = previewMarkup(previewLabel(i18n, pair, situation, FRONT_HALF, "Ogre"), "ogre");
    const p = await browser.newPage();
    await show(p, pair, "light", markup);
    const preview = p.getByRole("status", { name: "Attack preview against Ogre" });
    await expect.poll(() => preview.isVisible()).toBe(true);
    const text = (await preview.textContent()) ?? "";
    expect(text).toContain("3 m away");
    expect(text).toContain("From behind");
    expect(text).toContain("You stand where Ogre is not facing");
    expect(text).toContain("within the first range of 5 m");
    // The arc is drawn on the Ogre's east side: every vertex at or right of its centre.
    const xs = await p.locator(".facing-arc").evaluate((el) =>
      (el.getAttribute("points") ?? "")
        .split(" ")
        .filter((_, i) => i % 2 === 0)
        .map(Number),
    );
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(pair.target.centre.x - 1e-6);
    await p.locator("#hud").screenshot({ path: join(SHOTS, "canvas-preview-light.png") });
    expect(await seriousAxeViolations(p, "canvas-preview-light")).toEqual([]);
    await show(p, pair, "dark", markup);
    await p.locator("#hud").screenshot({ path: join(SHOTS, "canvas-preview-dark.png") });
    expect(await seriousAxeViolations(p, "canvas-preview-dark")).toEqual([]);
  });

  it("a sword out of reach: the refusal is shown in words with its icon", async () => {
    const pair = scene(400);
    const situation = energySceneSituation(pair, weapon({ reach: 0 }), { size: "medium", armStrength: 0 }, "Ogre");
    const markup = previewMarkup(previewLabel(i18n, pair, situation, FRONT_HALF, "Ogre"), "ogre");
    const p = await browser.newPage();
    await show(p, pair, "light", markup);
    const refusal = p.locator(".preview-refusal");
    expect(await refusal.textContent()).toBe("Ogre is 3 m away, beyond your reach of 1 m.");
    expect(await refusal.locator(".fray-icon--refused").getAttribute("aria-hidden")).toBe("true");
    await p.locator("#hud").screenshot({ path: join(SHOTS, "canvas-refusal.png") });
  });

  it("the wall's cover field joins the WallConfig form after Sight, labelled, and submits as flags.fray.cover", async () => {
    const p = await browser.newPage();
    await p.setContent(`<!doctype html><html lang="en"><head><title>Wall config</title></head><body>
      <form id="wall"><div class="form-group"><label for="sight">Sight</label><select id="sight" name="sight">
      <option value="20">Normal</option></select></div><div class="form-group"><label for="ds">Door</label>
      <select id="ds" name="ds"><option value="0">Closed</option></select></div></form></body></html>`);
    // The two builders are self-contained DOM functions: the page gets their own source.
    await p.addScriptTag({
      content: `window.fraySelectField = ${selectField.toString()}; window.frayInsertField = ${insertField.toString()};`,
    });
    const cover = await p.evaluate(() => {
      const page = window as Window & { fraySelectField?: typeof selectField; frayInsertField?: typeof insertField };
      const form = document.getElementById("wall");
      if (!form || !page.fraySelectField || !page.frayInsertField) throw new Error("harness not ready");
      const options = ["", "none", "light", "partial", "full"].map((value) => ({ value, label: value || "Computed" }));
      const field = page.fraySelectField(document, {
        name: "flags.fray.cover",
        label: "Provides cover",
        hint: "Overrides the computed cover.",
        value: "partial",
        options,
      });
      page.frayInsertField(form, field, "sight");
      return {
        order: [...form.querySelectorAll("select")].map((el) => el.name),
        submitted: form instanceof HTMLFormElement ? new FormData(form).get("flags.fray.cover") : null,
      };
    });
    expect(cover).toEqual({ order: ["sight", "flags.fray.cover", "ds"], submitted: "partial" });
    expect(await p.getByRole("combobox", { name: "Provides cover" }).inputValue()).toBe("partial");
  });
});
