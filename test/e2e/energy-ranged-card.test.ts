import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { installFakeFoundry } from "../support/fake-foundry/runtime.ts";
import type { FakeActor } from "../support/fake-foundry/world/documents.ts";
import type { FakeUser } from "../support/fake-foundry/world/users.ts";
import type { EnergyWorld } from "../foundry/energy/world-fixture.ts";
import { seriousAxeViolations } from "./support/axe.ts";
import { SHOTS, useSheetBrowser } from "./support/sheet-harness.ts";
import { templateEnvironment } from "./support/templates.ts";

// The real adapter runs in node against the fake Foundry world. The page shows Rhea's real energy character sheet
// (no canvas: the middle range band); its bow's Attack button goes through FrayItem#rollAttack, and the attack card
// is the real view context and template for the current user, its buttons calling the real card actions.
installFakeFoundry();
const { energyWorld } = await import("../foundry/energy/world-fixture.ts");
const { addArcher } = await import("../foundry/energy/ranged-fixture.ts");
const { cardHtml, energyAura } = await import("./support/card-page.ts");
const { bridgeActions, showContent } = await import("./support/action-bridge.ts");
const { ENERGY_CHARACTER_CLASSES: CLASSES, energyCharacterSheet } = await import("./support/energy-character-page.ts");

const hbs = templateEnvironment();

let w: EnergyWorld;
let rhea: FakeActor;

/** Rhea's character sheet with the Ogre targeted, as the sheet class builds it. */
const sheetHtml = () => energyCharacterSheet(hbs, rhea, w.ogre);

/** The card as `viewer`'s client renders it, with the Ogre's Aura bar under it. */
function cardFor(viewer: FakeUser): string {
  w.as(viewer);
  return cardHtml(hbs, w, energyAura(w.ogre));
}

const showCard = (page: Page, viewer: FakeUser) => showContent(page, cardFor(viewer));

describe("e2e: an energy ranged attack card in Chromium, from the bow's Attack button to the Ogre's Aura", () => {
  const open = useSheetBrowser("energy-ranged-card-css");

  it("Alice shoots from Rhea's sheet, Bob rolls Ranged Evasion, Alice applies damage; axe-clean in both themes", async () => {
    w = await energyWorld();
    rhea = addArcher(w);
    w.as(w.alice);
    w.alice.targets.add({ actor: w.ogre });
    const dark = await open(sheetHtml(), CLASSES, "dark");
    expect(await seriousAxeViolations(dark, "energy-ranged-sheet-dark")).toEqual([]);
    await dark.close();
    const page = await open(sheetHtml(), CLASSES, "light");
    expect(await seriousAxeViolations(page, "energy-ranged-sheet-light")).toEqual([]);
    let viewer = w.alice;
    await bridgeActions(page, w, rhea, () => viewer, cardFor);

    // "Miss Chance Modifier = 8 – weapon Accuracy – Halved Dexterity Modifier" = 8 − 1 − 1.
    const attack = page.getByRole("button", {
      name: /^Attack \d+% .*: Ogre with Shortbow, Miss Chance 6 plus the Ranged Evasion roll$/,
    });
    await attack.focus();
    w.dice(12); // Hit roll 12, one d20: no canvas, the middle band
    await page.keyboard.press("Enter");
    await expect.poll(() => page.locator(".attack-card").count()).toBe(1);
    expect(await page.locator(".attack-card").textContent()).toContain("Miss Chance 6 + Ranged Evasion · Hit roll 12");
    expect(await page.getByRole("status").textContent()).toContain("Awaiting defense");
    expect(await seriousAxeViolations(page, "energy-ranged-card-pending-light")).toEqual([]);

    viewer = w.bob;
    await showCard(page, w.bob);
    w.dice(4, 1); // Ranged Evasion roll 1d4*: 4 bursts, + 1 = 5; Miss Chance 6 + 5 = 11 ≤ 12, a hit
    await page.getByRole("button", { name: "Defend Ogre" }).click();
    await expect.poll(() => page.locator(".row-defense").textContent()).toContain("Ranged Evasion roll 5");
    expect(await page.getByRole("status").textContent()).toContain("Hit");
    await page.screenshot({ path: join(SHOTS, "energy-ranged-card-defended.png") });
    expect(await seriousAxeViolations(page, "energy-ranged-card-defended-light")).toEqual([]);

    viewer = w.alice;
    await showCard(page, w.alice);
    w.dice(5); // 1d6 5 + Draw Weight 2; the mail's Ranged AC 0 is never above the Hit roll, so no AR
    await page.getByRole("button", { name: "Apply damage to Ogre" }).click();
    await expect.poll(() => page.locator(".resource-value").textContent()).toBe("13 / 20");
    expect(await page.locator(".row-damage").textContent()).toContain("7 Aura");
    await page.close();

    const applied = await open(cardFor(w.alice), CLASSES, "dark");
    await applied.screenshot({ path: join(SHOTS, "energy-ranged-card-damage-dark.png") });
    expect(await seriousAxeViolations(applied, "energy-ranged-card-applied-dark")).toEqual([]);
    await applied.close();
  });
});
