import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStyles } from "../../scripts/build/styles.ts";
import type { EncounterOdds } from "../../module/engine/sim/odds.ts";
import energyLang from "../../lang/en/energy.json" with { type: "json" };
import { oddsProgressView, oddsResultView } from "../../module/foundry/simulation/view.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { launchChromium } from "./support/browser.ts";
import { englishLocalizer } from "./support/i18n.ts";
import { renderTemplate, templateEnvironment } from "./support/templates.ts";

// The encounter-odds window's real template, rendered from the real view model (English strings, the energy room's
// own assumption texts) with the real stylesheet: a finished run with one member never downed and a creature left
// out, a run in progress, and a failure. Layout, keyboard and axe in light and dark.
const SHOTS = "test-results/e2e";
const TEMPLATE = "templates/simulation/encounter-odds.hbs";
const ODDS: EncounterOdds = {
  fights: 1000,
  seed: 424242,
  cancelled: false,
  win: { p: 0.712, low: 0.683, high: 0.739 },
  drawRate: 0.004,
  expectedRounds: 5.31,
  expectedDown: 0.9,
  members: [
    { id: "a", name: "Vera", downChance: 0.41, mostLikelyBy: { id: "o1", name: "Ogre", chance: 0.33 } },
    { id: "b", name: "Bran", downChance: 0 },
  ],
  assumptions: [],
};

/** The energy room's assumption keys, as its language file holds them (the room module needs Foundry to import). */
const ASSUMPTIONS = Object.keys(energyLang.FRAY.Energy.Simulation.Assumption).map(
  (k) => `FRAY.Energy.Simulation.Assumption.${k}`,
);

let browser: BrowserContext;
let stylesheet: string;

type State = "result" | "running" | "failure";

function context(state: State): Record<string, unknown> {
  const i18n = englishLocalizer();
  const encounter = { leftOut: ["Supply crate"], assumptions: ASSUMPTIONS };
  if (state === "running") return { running: oddsProgressView(i18n, { done: 350, total: 1000 }), seed: ODDS.seed };
  if (state === "failure")
    return { failure: i18n.format("FRAY.Simulation.failed", { message: "the worker stopped" }), seed: ODDS.seed };
  return { result: oddsResultView(i18n, ODDS, 1000, encounter), seed: ODDS.seed };
}

async function show(page: Page, state: State, theme: "light" | "dark"): Promise<void> {
  const html = renderTemplate(templateEnvironment(), TEMPLATE, context(state));
  await page.setContent(`<!doctype html><html lang="en"><head><title>Encounter odds</title></head>
    <body class="theme-${theme}" style="margin: 0"><div class="fray encounter-odds" style="width: 480px">${html}</div></body></html>`);
  await page.addStyleTag({ path: stylesheet });
}

/** The accessible name of the focused control (its own text, or the text of the label around it). */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement)) return "";
    const label = el.closest("label")?.querySelector("span")?.textContent;
    return (label ?? el.textContent).trim();
  });

describe("e2e: the encounter-odds window in Chromium", () => {
  beforeAll(async () => {
    stylesheet = buildStyles(join(SHOTS, "encounter-odds-css"));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("leads with the party's chance, then the interval, rounds and fights, a row per member and the assumptions", async () => {
    const page = await browser.newPage();
    await show(page, "result", "light");
    const result = page.locator(".encounter-odds-result");
    const headline = await result.locator("h2").textContent();
    expect(headline).toMatch(/71/);
    expect(await result.getAttribute("aria-labelledby")).toBe("encounter-odds-headline");
    expect(await result.locator("p").first().textContent()).toMatch(/68.*74/);
    const rows = result.locator("tbody tr");
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).locator("th").textContent()).toBe("Vera");
    expect(await rows.nth(0).locator("td").nth(1).textContent()).toMatch(/Ogre/);
    expect(await result.locator(".encounter-odds-assumptions li").count()).toBe(ASSUMPTIONS.length);
    expect(await result.locator(".encounter-odds-left-out").textContent()).toMatch(/Supply crate/);
    // The headline is styled as the answer: larger than the lines under it.
    const sizes = await page.evaluate(() => {
      const size = (s: string) => parseFloat(getComputedStyle(document.querySelector(s) as Element).fontSize);
      return { headline: size(".encounter-odds-result h2"), line: size(".encounter-odds-result p") };
    });
    expect(sizes.headline).toBeGreaterThan(sizes.line);
    await page.locator(".fray.encounter-odds").screenshot({ path: join(SHOTS, "encounter-odds-light.png") });
    await page.close();
  });

  it("is reached by keyboard: the seed field, then Run again; while running, Cancel", async () => {
    const page = await browser.newPage();
    await show(page, "result", "light");
    await page.locator("body").focus();
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("Seed");
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe("424242");
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("Run again with this seed");
    await show(page, "running", "light");
    await page.locator("body").focus();
    await page.keyboard.press("Tab");
    expect(await focused(page)).toBe("Cancel");
    expect(await page.locator("progress").getAttribute("value")).toBe("350");
    await page.close();
  });

  for (const theme of ["light", "dark"] as const) {
    it(`has no serious or critical axe violations in the ${theme} theme (result, running, failure)`, async () => {
      const page = await browser.newPage();
      for (const state of ["result", "running", "failure"] as const) {
        await show(page, state, theme);
        expect(await seriousAxeViolations(page, `encounter-odds-${state}-${theme}`)).toEqual([]);
      }
      if (theme === "dark") {
        await show(page, "result", "dark");
        await page.locator(".fray.encounter-odds").screenshot({ path: join(SHOTS, "encounter-odds-dark.png") });
      }
      await page.close();
    });
  }
});
