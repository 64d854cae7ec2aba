import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStyles } from "../../scripts/build/styles.ts";
import { installFakeFoundry } from "../support/fake-foundry/runtime.ts";
import type { FakeUser } from "../support/fake-foundry/world/users.ts";
import type { EnergyWorld } from "../foundry/energy/world-fixture.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { launchChromium } from "./support/browser.ts";
import { tabTo } from "./support/keyboard.ts";
import { templateEnvironment } from "./support/templates.ts";

// card-breakdown.test.ts for `energy`: the real card context and template in Chromium, its buttons wired to the real
// card actions, on a Critical Hit (named on the card, and the reason the Ogre has no Evasion roll).
installFakeFoundry();
const { energyWorld, veraAttacksOgre } = await import("../foundry/energy/world-fixture.ts");
const { bridgeGmCardActions, cardHtml, energyAura, showCardPage } = await import("./support/card-page.ts");

const SHOTS = "test-results/e2e";
const hbs = templateEnvironment();

let w: EnergyWorld;
let browser: BrowserContext;
let stylesheet: string;

async function show(page: Page, viewer: FakeUser, theme: "light" | "dark"): Promise<void> {
  w.as(viewer);
  await showCardPage(page, cardHtml(hbs, w, energyAura(w.ogre)), theme, stylesheet);
}

describe("e2e: the energy card explained, the Critical Hit named, no Evasion said why, the GM's adjusted damage", () => {
  beforeAll(async () => {
    stylesheet = buildStyles(join(SHOTS, "energy-breakdown-css"));
    w = await energyWorld();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("the GM opens the Combat roll's breakdown by keyboard, doubles the damage and reads what was done", async () => {
    await veraAttacksOgre(w, 20);
    const page = await browser.newPage();
    await bridgeGmCardActions(page, w, () => cardHtml(hbs, w, energyAura(w.ogre)));

    // Bob, the Ogre's owner, reads why he has no Evasion button.
    await show(page, w.bob, "light");
    expect(await page.getByRole("button", { name: /Defend/ }).count()).toBe(0);
    expect(await page.locator(".row-refused").textContent()).toContain(
      "No Defend for Ogre: A Critical Hit automatically hits: there is no Evasion roll.",
    );

    for (const theme of ["light", "dark"] as const) {
      await show(page, w.gm, theme);
      expect(await page.locator(".attack-card").textContent()).toContain("Critical hit");
      await tabTo(page, /^Attack roll details$/);
      await page.keyboard.press("Enter");
      const details = page.locator("details.fray-breakdown--attack");
      expect(await details.getAttribute("open")).not.toBeNull();
      expect(await details.textContent()).toContain("Needed 20 or more (Critical Hit)");
      await page.screenshot({ path: join(SHOTS, `energy-card-breakdown-${theme}.png`) });
      expect(await seriousAxeViolations(page, `energy-card-breakdown-${theme}`)).toEqual([]);
    }

    await tabTo(page, /^Apply ×2 to Ogre$/);
    w.dice(6); // 1d8 6 + MASDB 1 = 7, doubled to 14; the Combat roll 20 meets the mail's AC 12: no AR
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".row-adjusted").textContent()).toContain("Applied ×2: 7 → 14");
    expect(await page.locator(".resource-value").textContent()).toBe("6 / 20");
    await tabTo(page, /^Damage roll details$/);
    await page.keyboard.press("Enter");
    const damage = page.locator("details.fray-breakdown--damage");
    expect(await damage.textContent()).toContain("Damage before the rules: 14");
    expect(await damage.textContent()).toContain("Aura: −14");
    await page.screenshot({ path: join(SHOTS, "energy-card-adjusted-dark.png") });
    expect(await seriousAxeViolations(page, "energy-card-adjusted-dark")).toEqual([]);
    await page.close();
  });
});
