import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStyles } from "../../scripts/build/styles.ts";
import { installFakeFoundry } from "../support/fake-foundry/runtime.ts";
import type { FakeUser } from "../support/fake-foundry/world/users.ts";
import type { LoopWorld } from "../foundry/chat/world-fixture.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { launchChromium } from "./support/browser.ts";
import { tabTo } from "./support/keyboard.ts";
import { templateEnvironment } from "./support/templates.ts";

// The real card context and template in Chromium, its buttons wired to the real card actions (as attack-card.test.ts).
installFakeFoundry();
const { loopWorld, aliceAttacksBrute } = await import("../foundry/chat/world-fixture.ts");
const { bonusDurability, bridgeGmCardActions, cardHtml, showCardPage } = await import("./support/card-page.ts");

const SHOTS = "test-results/e2e";
const hbs = templateEnvironment();

let w: LoopWorld;
let browser: BrowserContext;
let stylesheet: string;

async function show(page: Page, viewer: FakeUser, theme: "light" | "dark"): Promise<void> {
  w.as(viewer);
  const html = cardHtml(hbs, w, bonusDurability(w.brute));
  await showCardPage(page, html, theme, stylesheet);
}

describe("e2e: every roll explained, the Defend's reason, the GM's adjusted damage", () => {
  beforeAll(async () => {
    stylesheet = buildStyles(join(SHOTS, "breakdown-css"));
    w = await loopWorld();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("the GM opens the attack's breakdown by keyboard, applies half the damage and reads what was done", async () => {
    // The Brute cannot pay the Defense reaction's 5 Vigor: the card says so instead of offering Defend.
    await w.brute.update({ system: { vigor: { value: 2 } } });
    await aliceAttacksBrute(w, [15, 10, 2, 5]); // 15 + (10 → burst 5) + 2 = 32 against Guard 17
    const page = await browser.newPage();
    await bridgeGmCardActions(page, w, () => cardHtml(hbs, w, bonusDurability(w.brute)));

    for (const theme of ["light", "dark"] as const) {
      await show(page, w.gm, theme);
      await tabTo(page, /^Attack roll details$/);
      await page.keyboard.press("Enter");
      const details = page.locator("details.fray-breakdown--attack");
      expect(await details.getAttribute("open")).not.toBeNull();
      expect(await details.textContent()).toContain("10 → burst 5 = 15");
      expect(await details.textContent()).toContain("Had to beat 17 (Guard)");
      expect(await page.locator(".row-refused").textContent()).toContain(
        "No Defend for Brute: Not enough Vigor for that reaction.",
      );
      await page.screenshot({ path: join(SHOTS, `attack-card-breakdown-${theme}.png`) });
      expect(await seriousAxeViolations(page, `attack-card-breakdown-${theme}`)).toEqual([]);
    }

    await tabTo(page, /^Apply ×½ to Brute$/);
    w.dice(6, 5, 3); // 14 damage, halved to 7; Armor Rank 2 → 5 Durability
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".row-adjusted").textContent()).toContain("Applied ×½: 14 → 7");
    expect(await page.locator(".resource-value").textContent()).toBe("15 / 20");
    await tabTo(page, /^Damage roll details$/);
    await page.keyboard.press("Enter");
    expect(await page.locator("details.fray-breakdown--damage").textContent()).toContain("Durability: −5");
    await page.screenshot({ path: join(SHOTS, "attack-card-adjusted-dark.png") });
    expect(await seriousAxeViolations(page, "attack-card-adjusted-dark")).toEqual([]);
    await page.close();
  });
});
