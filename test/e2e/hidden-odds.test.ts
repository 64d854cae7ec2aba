/**
 * A player's sheet in a world that hides hit chances, rendered in Chromium: the attack buttons keep their word and
 * say the chance is hidden, and nothing on the page (text, accessible names, labels, tooltips) gives a chance, a band
 * or the target's Guard; the same sheet with odds shown has them, so the page check can see them. Both themes, axe.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterEach, describe, expect, it } from "vitest";
import { installOddsViewer } from "../../module/foundry/applications/parts/odds-viewer.ts";
import { characterContext } from "../../module/foundry/rulesets/bonus/sheets/character-context.ts";
import { CHARACTER_PARTS, ITEM_PARTS, NPC_PARTS } from "../../module/foundry/rulesets/bonus/sheets/templates.ts";
import { makeActor, makeInput } from "../foundry/bonus/sheets/fixtures.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { englishLocalizer } from "./support/i18n.ts";
import { roomSheetFiles, SHOTS, useSheetBrowser, withImages } from "./support/sheet-harness.ts";
import { renderParts } from "./support/sheet-page.ts";
import { templateEnvironment } from "./support/templates.ts";

const { CHARACTER, CLASSES } = roomSheetFiles("bonus", CHARACTER_PARTS, NPC_PARTS, ITEM_PARTS);
const hbs = templateEnvironment();
const i18n = englishLocalizer();

const html = () =>
  renderParts(hbs, CHARACTER, {
    ...characterContext(makeInput({ i18n, actor: withImages(makeActor()) })),
    combatPools: null,
  });

/** Everything in the attacks section a user can read or hear: its text and every attribute a reader or tooltip shows. */
function attacksRead(page: Page): Promise<string> {
  return page.evaluate(() => {
    const section = document.querySelector<HTMLElement>(".bonus-attacks");
    if (!section) return "";
    const attributes = [...section.querySelectorAll("*")].flatMap((el) =>
      ["aria-label", "title", "data-tooltip", "aria-description"].map((a) => el.getAttribute(a) ?? ""),
    );
    return [section.innerText, ...attributes].join("\n");
  });
}

const ODDS = /\d+\s*%|Likely|Even odds|Unlikely|Guard \d/;

describe("e2e: hit chances hidden from a player's sheet", () => {
  const open = useSheetBrowser("hidden-odds");
  afterEach(() => {
    installOddsViewer(() => true);
  });

  it("shown: the attacks section gives chance, band and Guard", async () => {
    const page = await open(html(), CLASSES.character, "light");
    expect(await attacksRead(page)).toMatch(ODDS);
    await page.close();
  });

  it("hidden: no chance, band or Guard anywhere on the page; each attack button says so and keeps its name", async () => {
    installOddsViewer(() => false);
    for (const theme of ["light", "dark"] as const) {
      const page = await open(html(), CLASSES.character, theme);
      const read = await attacksRead(page);
      expect(read).not.toMatch(ODDS);
      expect(read).toContain("Chance hidden");
      const attackButtons = page.locator(".bonus-attack-button");
      expect(await attackButtons.count()).toBe(2);
      await expect(page.getByRole("button", { name: "Attack Chance hidden: Longsword" }).count()).resolves.toBe(1);
      // Nothing of the odds anywhere in the markup, hidden by CSS or not.
      expect(await page.locator("body").innerHTML()).not.toMatch(/hit-(likely|even|unlikely)|vs Guard/);
      expect(await seriousAxeViolations(page, `bonus sheet, odds hidden, ${theme}`)).toEqual([]);
      await page.screenshot({ path: join(SHOTS, `bonus-sheet-odds-hidden-${theme}.png`), fullPage: true });
      await page.close();
    }
  });
});
