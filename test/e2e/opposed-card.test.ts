import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStyles } from "../../scripts/build/styles.ts";
import { installFakeFoundry } from "../support/fake-foundry/runtime.ts";
import type { MomentumWorld } from "../foundry/momentum/world-fixture.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { launchChromium } from "./support/browser.ts";
import { tabOrder } from "./support/keyboard.ts";
import { templateEnvironment } from "./support/templates.ts";

// The opposed card (chat/opposed-card/): `momentum`'s real Trip through the GM (seed 002: "You succeed if you roll
// higher than your target") posts it on the fake world; the real view context and template render it in Chromium, in
// both themes, axe clean; the winner is read by its words and icon, the tie by its rule, and each side's roll
// details are reached and opened by keyboard under that side's name.
installFakeFoundry();
const { momentumWorld } = await import("../foundry/momentum/world-fixture.ts");
const { combatantOf, createCombat } = await import("../foundry/combat/fixture.ts");
const { opposedCardHtml } = await import("./support/opposed-card-page.ts");
const { showCardPage } = await import("./support/card-page.ts");
const { actFor } = await import("../../module/foundry/combat/economy-access.ts");
const { contestChoice } = await import("../../module/foundry/rulesets/momentum/combat/contest-choice.ts");

const SHOTS = "test-results/e2e";
const hbs = templateEnvironment();

let browser: BrowserContext;
let stylesheet: string;

/** The card in `theme`: both sides' details reached by Tab in order and the first opened with Enter; axe clean. */
async function readCard(page: Page, html: string, theme: "light" | "dark", shot: string): Promise<string> {
  await showCardPage(page, html, theme, stylesheet);
  expect(await tabOrder(page)).toEqual(["Vera's roll details", "Brute's roll details"]);
  await page.locator("body").focus();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  expect(await page.locator(".opposed-initiator details.fray-breakdown--opposed").getAttribute("open")).not.toBeNull();
  await page.screenshot({ path: join(SHOTS, `${shot}-${theme}.png`) });
  expect(await seriousAxeViolations(page, `${shot}-${theme}`)).toEqual([]);
  return (await page.locator(".opposed-card").textContent()) ?? "";
}

describe("e2e: the opposed card, both rolls explained, the winner in words and an icon", () => {
  let w: MomentumWorld;
  beforeAll(async () => {
    stylesheet = buildStyles(join(SHOTS, "opposed-card-css"));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("momentum: Vera trips the Brute (15 + 4 against 5 + 2); a tie (12 + 4 = 14 + 2) is the Brute's", async () => {
    w = await momentumWorld();
    const combat = await createCombat("momentum", [w.vera, w.brute]);
    await combat.startCombat();
    const vera = combatantOf(combat, w.vera);
    const brute = combatantOf(combat, w.brute);
    const trip = async (faces: readonly number[]): Promise<string> => {
      w.as(w.alice);
      w.dice(...faces);
      await actFor(vera as never, "contest", contestChoice("trip", brute.id));
      return opposedCardHtml(hbs, w);
    };
    const won = await trip([15, 5]);
    // Vera's second Trip is paid from her last AP on the next round.
    w.as(w.gm);
    await combat.nextRound();
    const tied = await trip([12, 14]);
    const page = await browser.newPage();
    for (const theme of ["light", "dark"] as const) {
      const text = await readCard(page, won, theme, "opposed-card-won");
      expect(text).toContain("Vera — Trip");
      expect(await page.locator(".opposed-initiator .opposed-total").textContent()).toBe("Total 19");
      expect(await page.locator(".opposed-opponent .opposed-total").textContent()).toBe("Total 7");
      expect(await page.locator(".opposed-winner .fa-trophy").count()).toBe(1);
      expect(await page.locator(".opposed-winner").textContent()).toContain("Vera wins");
      expect(await page.locator(".opposed-tie").count()).toBe(0);
      expect(text).toContain("Vera's chance before the roll: 57%");
      expect(text).toContain("Brute is knocked Prone.");
      const details = (await page.locator(".opposed-initiator details").textContent()) ?? "";
      expect(details).toContain("Total 19");

      const tie = await readCard(page, tied, theme, "opposed-card-tie");
      expect(await page.locator(".opposed-winner").textContent()).toContain("Brute wins");
      expect(await page.locator(".opposed-tie").textContent()).toContain("Tied at 16: the tie goes to Brute.");
      expect(tie).toContain("Brute resists Vera: nothing happens.");
    }
    await page.close();
  });
});
