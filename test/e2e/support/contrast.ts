/**
 * WCAG 2.x contrast in the page: the ratio of the relative luminances of an element's text colour and its background
 * colour ("(L1 + 0.05) / (L2 + 0.05)"), 4.5 or more for AA body text.
 */
import type { Locator } from "playwright-core";

/** The contrast ratio of the first element `locator` matches, its computed `color` against its `background-color`. */
export function textContrast(locator: Locator): Promise<number> {
  return locator.first().evaluate((el) => {
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = (c: number[]) => {
      const [r = 0, g = 0, b = 0] = c.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const style = getComputedStyle(el);
    const [hi, lo] = [lum(rgb(style.color)), lum(rgb(style.backgroundColor))].sort((a, b) => b - a);
    return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
  });
}
