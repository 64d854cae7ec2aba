/** Keyboard walks over a harness page: what Tab reaches, in order, by accessible name. */
import type { Page } from "playwright-core";

/** The focused element's accessible name as a screen reader would read it for a control. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return "";
    const label = el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : undefined;
    return (el.getAttribute("aria-label") ?? label ?? el.textContent).trim();
  });
}

/** Tab through the page; the accessible names of the controls reached, in order, until focus comes round. */
export async function tabOrder(page: Page, limit = 40): Promise<string[]> {
  const reached: string[] = [];
  await page.locator("body").focus();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const name = await focusedName(page);
    if (!name || reached.includes(name)) break;
    reached.push(name);
  }
  return reached;
}

/** Presses Tab from the top of the page until a control named `name` has focus; how many presses it took. */
export async function tabTo(page: Page, name: RegExp, limit = 60): Promise<number> {
  await page.locator("body").focus();
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press("Tab");
    if (name.test(await focusedName(page))) return presses;
  }
  throw new Error(`Tab never reached a control named ${String(name)} in ${limit} presses`);
}

/** The buttons a screen reader could not name (their HTML): neither an `aria-label` nor any text. */
export function unnamedButtons(page: Page): Promise<string[]> {
  return page.$$eval("button", (buttons) =>
    buttons.filter((b) => !(b.getAttribute("aria-label") ?? b.textContent).trim()).map((b) => b.outerHTML),
  );
}

/**
 * Presses Tab from the top of the page until a control whose name passes `until` has focus, or `limit` presses;
 * every name reached in order, repeats included (a control without a label or text by its tag name).
 */
export async function tabUntil(page: Page, until: (name: string) => boolean, limit = 40): Promise<string[]> {
  const order: string[] = [];
  await page.locator("body").focus();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const name = await page.evaluate(() => {
      const el = document.activeElement;
      if (!(el instanceof HTMLElement)) return "";
      return el.getAttribute("aria-label") ?? (el.textContent.trim() || el.tagName);
    });
    order.push(name);
    if (until(name)) break;
  }
  return order;
}
