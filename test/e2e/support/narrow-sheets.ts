/**
 * Every sheet of a room at the narrow width (issue 23: "Layouts hold at narrow widths (500 px) and in both themes"):
 * the window content never scrolls sideways, a sheet's two columns stack, and axe finds nothing serious, in the light
 * and the dark theme.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { seriousAxeViolations } from "./axe.ts";
import { narrowItemSheetFailures } from "./item-sheet-checks.ts";
import { NARROW_WIDTH, SHOTS, type OpenSheet, type SheetVariant } from "./sheet-harness.ts";

/**
 * Whether the window content scrolls sideways (`scrollWidth > clientWidth`), and if so the innermost elements that
 * stick out past its right edge, named by their classes: what to fix.
 */
export function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const content = document.querySelector(".window-content");
    if (!content) return ["no window content"];
    if (content.scrollWidth <= content.clientWidth) return [];
    const edge = content.getBoundingClientRect().right + 0.5;
    const out = [...content.querySelectorAll("*")].filter((el) => el.getBoundingClientRect().right > edge);
    const innermost = out.filter((el) => !out.some((other) => other !== el && el.contains(other)));
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`;
    return [
      `scrolls sideways (${String(content.scrollWidth)} > ${String(content.clientWidth)} px)`,
      ...innermost.slice(0, 5).map((el) => `${name(el)} sticks out`),
    ];
  });
}

/** Whether a sheet's two columns (`.fray-columns`) still stand side by side: at the narrow width they stack. */
export function sideBySideColumns(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const columns = [...document.querySelectorAll(".fray-columns > *")];
    const lefts = new Set(columns.map((el) => Math.round(el.getBoundingClientRect().left)));
    return lefts.size > 1 ? ["the columns stand side by side"] : [];
  });
}

/**
 * Opens each variant `NARROW_WIDTH` wide in both themes: "<ruleset>-<name>-500-<theme>: …" for every page that
 * scrolls sideways or has serious axe violations (an empty list passes). Every page is shot in the light theme, and
 * a failing one in either, to look at.
 */
export async function narrowSheetFailures(
  open: OpenSheet,
  ruleset: string,
  variants: readonly SheetVariant[],
): Promise<string[]> {
  const failures: string[] = [];
  for (const theme of ["light", "dark"] as const) {
    for (const { name, html, classes } of variants) {
      const label = `${ruleset}-${name}-${String(NARROW_WIDTH)}-${theme}`;
      const page = await open(html, classes, theme, NARROW_WIDTH);
      const problems = [
        ...(await sidewaysOverflow(page)),
        ...(await sideBySideColumns(page)),
        ...(await seriousAxeViolations(page, label)).map((v) => v.id),
      ];
      if (problems.length > 0) failures.push(`${label}: ${problems.join(", ")}`);
      if (problems.length > 0 || theme === "light")
        await page.screenshot({ path: join(SHOTS, `${label}.png`), fullPage: true });
      await page.close();
    }
  }
  return failures;
}

/** Twenty-odd pages each opened, checked and shot: more than the e2e default of 60 s on a loaded machine. */
const NARROW_TIMEOUT_MS = 180_000;

/** The first item of each kind in a kit: one sheet per kind to check. */
export function oneOfEachKind<Item extends { readonly kind: string }>(items: readonly Item[]): Item[] {
  return items.filter((item, i) => items.findIndex((other) => other.kind === item.kind) === i);
}

/**
 * Call inside a room's e2e sheet `describe`: every tab and mode of its sheets (`variants`, as its axe sweep opens
 * them) and the sheet of every item kind (`items`) at 500 px in both themes.
 */
export function itHoldsAtNarrowWidth(
  open: OpenSheet,
  ruleset: string,
  variants: () => readonly SheetVariant[],
  items: () => readonly { readonly id: string; readonly html: string }[],
): void {
  it(
    "at 500 px every tab and mode of every sheet holds, in both themes: nothing scrolls sideways, axe clean",
    async () => {
      expect(await narrowSheetFailures(open, ruleset, variants())).toEqual([]);
    },
    NARROW_TIMEOUT_MS,
  );

  it(
    "at 500 px every item kind's sheet holds, in both themes: its fields labelled, with hints, none sticking out",
    async () => {
      expect(await narrowItemSheetFailures(open, ruleset, items())).toEqual([]);
    },
    NARROW_TIMEOUT_MS,
  );
}
