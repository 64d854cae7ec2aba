/** Keyboard checks of the tracker page: what Tab reaches, and what it must reach. */
import type { Page } from "playwright-core";

/** Tab through the page; the accessible names of the controls reached, in order, until focus comes round. */
export async function tabOrder(page: Page): Promise<string[]> {
  const reached: string[] = [];
  await page.locator("body").focus();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    const name = await page.evaluate(() => {
      const el = document.activeElement;
      if (!(el instanceof HTMLElement) || el === document.body) return "";
      const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : undefined;
      return el.getAttribute("aria-label") ?? label ?? el.textContent.trim();
    });
    if (!name || reached.includes(name)) break;
    reached.push(name);
  }
  return reached;
}

/** Every control's accessible name, as the keyboard must reach them all. */
export async function controlNames(page: Page): Promise<string[]> {
  return page.$$eval("#tracker button:not([disabled]), #tracker select", (els) =>
    els.map((el) => {
      const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : undefined;
      return el.getAttribute("aria-label") ?? label ?? el.textContent.trim();
    }),
  );
}
