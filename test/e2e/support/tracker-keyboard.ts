/** Keyboard checks of the tracker page: what Tab must reach (what it does reach: keyboard.ts). */
import type { Page } from "playwright-core";

/**
 * Every shown control's accessible name, as the keyboard must reach them all: a row's collapsible controls count
 * by their summary while closed, and each control once open.
 */
export async function controlNames(page: Page): Promise<string[]> {
  return page.$$eval("#tracker button:not([disabled]), #tracker select, #tracker summary", (els) =>
    els
      .filter((el) => el.checkVisibility())
      .map((el) => {
        const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : undefined;
        return el.getAttribute("aria-label") ?? label ?? el.textContent.trim();
      }),
  );
}

/** Opens the row's collapsible controls ("Actions for Vera"), as a click on its summary does. */
export async function openControls(page: Page, name: string): Promise<void> {
  const details = page.locator(`details:has(> summary[aria-label="Actions for ${name}"])`);
  if ((await details.getAttribute("open")) === null) await details.locator("> summary").click();
}
