/** Keyboard checks of the tracker page: what Tab must reach (what it does reach: keyboard.ts). */
import type { Page } from "playwright-core";

/** Every control's accessible name, as the keyboard must reach them all. */
export async function controlNames(page: Page): Promise<string[]> {
  return page.$$eval("#tracker button:not([disabled]), #tracker select", (els) =>
    els.map((el) => {
      const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : undefined;
      return el.getAttribute("aria-label") ?? label ?? el.textContent.trim();
    }),
  );
}
