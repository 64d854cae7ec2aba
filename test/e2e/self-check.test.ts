import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStyles } from "../../scripts/build/styles.ts";
import type { StepResult } from "../../module/foundry/self-check/runner.ts";
import { selfCheckContext } from "../../module/foundry/self-check/view.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { launchChromium } from "./support/browser.ts";
import { englishLocalizer } from "./support/i18n.ts";
import { tabOrder } from "./support/keyboard.ts";
import { renderTemplate, templateEnvironment } from "./support/templates.ts";

// The self-check window's real template, rendered from the real context builder with a run that passed a step,
// failed one (with its error) and skipped the rest, in Chromium with the real stylesheet.
const SHOTS = "test-results/e2e";
const TEMPLATE = "templates/self-check/self-check.hbs";
const RESULTS: StepResult[] = [
  { id: "actors", labelKey: "FRAY.SelfCheck.Step.actors", status: "pass", ms: 41 },
  {
    id: "combat",
    labelKey: "FRAY.SelfCheck.Step.combat",
    status: "fail",
    error: {
      message: 'the combat\'s type: expected "bonus-combat", got "base"',
      stack: "Error: the combat's type\n    at run (steps/encounter.ts:24:5)",
    },
    ms: 12,
  },
  { id: "start", labelKey: "FRAY.SelfCheck.Step.start", status: "skipped", ms: 0 },
  { id: "cleanup", labelKey: "FRAY.SelfCheck.Step.cleanup", status: "pass", ms: 30 },
];
const FACTS = { system: "fray 0.1.0", foundry: "13.351", ruleset: "bonus" };

let browser: BrowserContext;
let stylesheet: string;

async function show(page: Page, theme: "light" | "dark"): Promise<void> {
  const html = renderTemplate(
    templateEnvironment(),
    TEMPLATE,
    selfCheckContext(englishLocalizer(), RESULTS, FACTS, false),
  );
  await page.setContent(`<!doctype html><html lang="en"><head><title>Fray self-check</title></head>
    <body class="theme-${theme}" style="margin: 0"><div class="fray self-check" style="width: 560px">${html}</div></body></html>`);
  await page.addStyleTag({ path: stylesheet });
}

describe("e2e: the self-check window in Chromium", () => {
  beforeAll(async () => {
    stylesheet = buildStyles(join(SHOTS, "self-check-css"));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("names each step with its status as a word and an icon, and shows the failure's error read-only", async () => {
    const page = await browser.newPage();
    await show(page, "light");
    const steps = page.locator(".self-check-step");
    expect(await steps.count()).toBe(4);
    expect(await steps.nth(0).locator(".step-label").textContent()).toBe(
      "Import the attacker and the target from the ruleset's monster compendium",
    );
    for (const [i, word, icon] of [
      [0, "Passed", "✓"],
      [1, "Failed", "✗"],
      [2, "Skipped", "–"],
    ] as const) {
      const status = steps.nth(i).locator(".step-status");
      expect((await status.textContent())?.trim()).toBe(word);
      const glyph = await status
        .locator(".fray-icon")
        .evaluate((el) => getComputedStyle(el, "::before").content.replaceAll('"', ""));
      expect(glyph).toBe(icon);
    }
    const error = steps.nth(1).locator("textarea");
    expect(await error.getAttribute("readonly")).not.toBeNull();
    expect(await error.inputValue()).toContain('expected "bonus-combat", got "base"');
    expect(await error.inputValue()).toContain("steps/encounter.ts:24:5");
    expect(await page.locator(".self-check-summary").textContent()).toBe("2 passed, 1 failed, 1 skipped");
    expect(await page.locator(".self-check-report textarea").inputValue()).toContain("[FAIL] Create the encounter");
    await page.close();
  });

  it("reaches Run, the error, the report and Copy report by keyboard", async () => {
    const page = await browser.newPage();
    await show(page, "light");
    const order = await tabOrder(page);
    expect(order).toHaveLength(4);
    expect(order[0]).toContain("Run self-check");
    expect(order[3]).toBe("Copy report");
    expect(await page.locator("textarea").count()).toBe(2);
    await page.close();
  });

  it.each(["light", "dark"] as const)("has no serious axe violation in the %s theme", async (theme) => {
    const page = await browser.newPage();
    await show(page, theme);
    expect(await seriousAxeViolations(page, `self-check-${theme}`)).toEqual([]);
    await page.close();
  });
});
