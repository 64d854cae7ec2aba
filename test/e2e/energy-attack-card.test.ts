import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { installFakeFoundry } from "../support/fake-foundry/runtime.ts";
import type { FakeUser } from "../support/fake-foundry/world/users.ts";
import type { EnergyWorld } from "../foundry/energy/world-fixture.ts";
import { SHOTS, useSheetBrowser } from "./support/sheet-harness.ts";
import { templateEnvironment } from "./support/templates.ts";

// The real adapter runs in node against the fake Foundry world. The page shows Vera's real energy character sheet;
// its Attack button goes through FrayItem#rollAttack, and the attack card it posts is rendered with the real
// template and context builder in the ruleset's own words, its buttons calling the real card actions (GM relay).
installFakeFoundry();
const { energyWorld } = await import("../foundry/energy/world-fixture.ts");
const { cardHtml, energyAura } = await import("./support/card-page.ts");
const { bridgeActions, showContent } = await import("./support/action-bridge.ts");
const { ENERGY_CHARACTER_CLASSES: CLASSES, energyCharacterSheet } = await import("./support/energy-character-page.ts");

const hbs = templateEnvironment();

let w: EnergyWorld;

/** Vera's character sheet, built from her document as the sheet class builds it, with the Ogre targeted. */
const sheetHtml = () => energyCharacterSheet(hbs, w.vera, w.ogre);

/** The card as `viewer`'s client renders it, plus the Ogre's Aura bar. */
function cardFor(viewer: FakeUser): string {
  w.as(viewer);
  return cardHtml(hbs, w, energyAura(w.ogre));
}

describe("e2e: the energy attack card in Chromium, from the sheet's Attack button to the Ogre's Aura", () => {
  const open = useSheetBrowser("energy-card-css");

  it("Alice attacks from Vera's sheet, Bob rolls Evasion, Alice applies damage and the Ogre's Aura drops", async () => {
    w = await energyWorld();
    w.as(w.alice);
    w.alice.targets.add({ actor: w.ogre });
    const page: Page = await open(sheetHtml(), CLASSES, "light");
    let viewer = w.alice;
    await bridgeActions(page, w, w.vera, () => viewer, cardFor);

    const attack = page.getByRole("button", { name: /^Attack \d+% .*: Ogre with Longsword, AV 17/ });
    await page.screenshot({ path: join(SHOTS, "energy-attack-card-sheet.png") });
    await attack.focus();
    w.dice(10); // Combat roll 10: no Critical Hit, below the mail's Armor Coverage 12
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".attack-card").count()).toBe(1);
    expect(await page.getByRole("status").textContent()).toContain("Awaiting defense");
    expect(await page.locator(".attack-card").textContent()).toContain("AV 17 · Combat roll 10");
    await page.screenshot({ path: join(SHOTS, "energy-attack-card-posted.png") });

    viewer = w.bob;
    // Bob's client shows the same card with his Defend button.
    await showContent(page, cardFor(w.bob));
    w.dice(9); // Evasion roll 8 + 9 = 17: "If the AV is greater than or equal to the Defense roll, the attack hits"
    await page.getByRole("button", { name: "Defend Ogre" }).click();
    await expect.poll(() => page.locator(".row-defense").textContent()).toContain("Evasion roll 17");
    expect(await page.getByRole("status").textContent()).toContain("Hit");
    expect(await page.getByRole("button", { name: "Defend Ogre" }).count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, "energy-attack-card-defended.png") });

    viewer = w.alice;
    await showContent(page, cardFor(w.alice));
    w.dice(6); // 1d8 6 + MASDB 1 − AR 3 (the Combat roll 10 is below AC 12) = 4 Aura
    await page.getByRole("button", { name: "Apply damage to Ogre" }).click();
    await expect.poll(() => page.locator(".resource-value").textContent()).toBe("16 / 20");
    expect(await page.locator(".row-damage").textContent()).toContain("4 Aura");
    expect(await page.getByRole("button", { name: "Apply damage to Ogre" }).count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, "energy-attack-card-damage.png") });
    await page.close();
  });
});
