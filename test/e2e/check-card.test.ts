import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildStyles } from "../../scripts/build/styles.ts";
import { installFakeFoundry } from "../support/fake-foundry/runtime.ts";
import type { EnergyWorld } from "../foundry/energy/world-fixture.ts";
import type { LoopWorld } from "../foundry/chat/world-fixture.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { launchChromium } from "./support/browser.ts";
import { tabTo } from "./support/keyboard.ts";
import { templateEnvironment } from "./support/templates.ts";

// The check card (issue 23: "Checks from the sheet: ability, skill and resistance checks with odds, posted as cards";
// "Every roll explained … the number it had to beat"): the rooms' real check flows post it on the fake world, the
// real view context and template render it in Chromium, in both themes, axe clean; the outcome is read by its words
// and icon, and the breakdown opened by keyboard.
installFakeFoundry();
const { energyWorld } = await import("../foundry/energy/world-fixture.ts");
const { loopWorld } = await import("../foundry/chat/world-fixture.ts");
const { checkCardHtml } = await import("./support/check-card-page.ts");
const { showCardPage } = await import("./support/card-page.ts");
const { rollSheetCheck } = await import("../../module/foundry/rulesets/energy/checks/roll-sheet-check.ts");
const { rollResistanceCheck } = await import("../../module/foundry/rulesets/bonus/checks/roll-skill-check.ts");
const { contestWorld } = await import("../foundry/contest/world-fixture.ts");
const { combatantOf, createCombat } = await import("../foundry/combat/fixture.ts");
const { runSkillAction } = await import("../../module/foundry/rulesets/contest/combat/skill-action.ts");

const SHOTS = "test-results/e2e";
const hbs = templateEnvironment();

let browser: BrowserContext;
let stylesheet: string;

/** The card in `theme`; its outcome's words and icon, and the breakdown opened by keyboard; axe clean. */
async function readCard(page: Page, html: string, theme: "light" | "dark", shot: string): Promise<string> {
  await showCardPage(page, html, theme, stylesheet);
  await tabTo(page, /^Check roll details$/);
  await page.keyboard.press("Enter");
  expect(await page.locator("details.fray-breakdown--check").getAttribute("open")).not.toBeNull();
  await page.screenshot({ path: join(SHOTS, `${shot}-${theme}.png`) });
  expect(await seriousAxeViolations(page, `${shot}-${theme}`)).toEqual([]);
  return (await page.locator(".check-card").textContent()) ?? "";
}

describe("e2e: the check card, its outcome in words and an icon, its roll explained", () => {
  let energy: EnergyWorld;
  let bonus: LoopWorld;
  beforeAll(async () => {
    stylesheet = buildStyles(join(SHOTS, "check-card-css"));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it("energy: a Chance roll's natural 20 succeeds and is named a Critical success; a 3 fails", async () => {
    energy = await energyWorld();
    energy.as(energy.alice);
    const page = await browser.newPage();
    energy.dice(20);
    await rollSheetCheck(energy.vera as never, "chance", 10);
    const critical = checkCardHtml(hbs, energy);
    energy.dice(3);
    await rollSheetCheck(energy.vera as never, "chance", 10);
    const failure = checkCardHtml(hbs, energy);
    for (const theme of ["light", "dark"] as const) {
      const text = await readCard(page, critical, theme, "check-card-critical");
      expect(text).toContain("Vera — Chance roll");
      expect(await page.locator(".check-outcome .fa-check").count()).toBe(1);
      expect(await page.locator(".check-outcome").textContent()).toContain("Success");
      expect(await page.locator(".check-critical .fa-burst").count()).toBe(1);
      expect(await page.locator(".check-critical").textContent()).toContain("Critical success");
      expect(text).toContain("Needed 10 or more (DC 10)");
      expect(text).toContain("Made it by 10");

      const failed = await readCard(page, failure, theme, "check-card-failure");
      expect(await page.locator(".check-outcome .fa-xmark").count()).toBe(1);
      expect(await page.locator(".check-outcome").textContent()).toContain("Failure");
      expect(await page.locator(".check-critical").count()).toBe(0);
      expect(failed).toContain("Short by 7");
      expect(failed).toContain("Chance before the roll: 55%");
    }
    await page.close();
  });

  it("bonus: a Strength Resistance check's burst and its dice, each explained, against the VS", async () => {
    bonus = await loopWorld();
    bonus.as(bonus.alice);
    const page = await browser.newPage();
    // 1d20 12 + Strength 1d10 (10 → burst 4) = 26 against VS 20.
    bonus.dice(12, 10, 4);
    await rollResistanceCheck(bonus.aldo as never, "strength", 20);
    const html = checkCardHtml(hbs, bonus);
    for (const theme of ["light", "dark"] as const) {
      const text = await readCard(page, html, theme, "check-card-success");
      expect(text).toContain("Aldo — Strength Resistance check");
      expect(await page.locator(".check-outcome").textContent()).toContain("Success");
      const details = (await page.locator("details.fray-breakdown--check").textContent()) ?? "";
      expect(details).toContain("10 → burst 4 = 14");
      expect(details).toContain("Had to beat 20");
      expect(details).toContain("Made it by 6");
    }
    await page.close();
  });

  it("contest: a Dazed Sneak's Stealth test, its bane as a second d20 (the lower kept), its Successes named", async () => {
    const contest = await contestWorld();
    contest.as(contest.gm);
    const combat = await createCombat("contest", [contest.kara, contest.brute]);
    await combatantOf(combat, contest.kara).update({ initiative: 5 });
    await combatantOf(combat, contest.brute).update({ initiative: 2 });
    await combat.startCombat();
    await contest.kara.toggleStatusEffect("dazed", { active: true });
    const page = await browser.newPage();
    // "Dazed": a bane — two d20s, the lower kept: 17 and 19 → 17, + Stealth 1 = 18, 2 Successes (decision 136).
    contest.dice(17, 19);
    await runSkillAction(combatantOf(combat, contest.kara) as never, "sneak");
    const html = checkCardHtml(hbs, contest);
    for (const theme of ["light", "dark"] as const) {
      const text = await readCard(page, html, theme, "check-card-contest");
      expect(text).toContain("Kara — Stealth (Sneak)");
      expect(await page.locator(".check-outcome").textContent()).toContain("Success");
      expect(await page.locator(".check-effects").textContent()).toContain("Successes: 2");
      const details = (await page.locator("details.fray-breakdown--check").textContent()) ?? "";
      expect(details).toContain("2d20, keep the lowest 1");
      expect(details).toContain("Dazed: +1 die");
      expect(details).toContain("Needed 11 or more (Target Number)");
      expect(text).toContain("Chance before the roll: 30%");
    }
    await page.close();
  });
});
