/**
 * The links to a room's compendiums on its character sheet's Inventory tab (issue 23; templates/parts/
 * compendium-links.hbs), checked alike for every room: one button per pack the manifest gives the room, named
 * "Open compendium <title>", at least 24 px tall (WCAG 2.5.8), reached by Tab, in both themes.
 */
import { expect, it } from "vitest";
import type { OpenSheet } from "./sheet-harness.ts";
import { tabTo } from "./keyboard.ts";

export async function checkCompendiumLinks(
  open: OpenSheet,
  inventoryHtml: string,
  classes: string,
  titles: readonly string[],
): Promise<void> {
  for (const theme of ["light", "dark"] as const) {
    const page = await open(inventoryHtml, classes, theme);
    const section = page.getByRole("region", { name: "Compendiums" });
    const buttons = section.getByRole("button");
    expect(await buttons.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label")))).toEqual(
      titles.map((title) => `Open compendium ${title}`),
    );
    for (const box of await buttons.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height))) {
      expect(box).toBeGreaterThanOrEqual(24);
    }
    await tabTo(page, new RegExp(`^Open compendium ${titles[0] ?? ""}`));
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-pack"))).toMatch(/^fray\./);
    await page.close();
  }
}

/**
 * Call inside a room's e2e sheet `describe`: the check above on its character sheet's Inventory tab
 * (`inventoryHtml`), the room's packs being "<label>: Rules Reference", "<label>: Monsters" and "<label>: Gear".
 */
export function itLinksTheCompendiums(open: OpenSheet, inventoryHtml: () => string, classes: string, label: string) {
  it("the Inventory tab links the ruleset's compendiums: named buttons, 24 px, reached by Tab, both themes", async () => {
    const titles = [`${label}: Rules Reference`, `${label}: Monsters`, `${label}: Gear`];
    await checkCompendiumLinks(open, inventoryHtml(), classes, titles);
  });
}
