/**
 * What the rooms' e2e item-sheet tests check on a rendered item sheet (issue 23, "layouts hold at narrow widths, in
 * both themes"): nothing wider than the window, no field over another, every input labelled and described by a
 * hint (and its unit) that is on the page.
 */
import { join } from "node:path";
import type { Page } from "playwright-core";
import { seriousAxeViolations } from "./axe.ts";
import { NARROW_WIDTH, SHOTS, type OpenSheet } from "./sheet-harness.ts";

/** The problems found, each in words ("system.range overflows the window"); an empty list passes. */
export function itemSheetProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const form = document.querySelector("form.application");
    if (!form) return ["no sheet window"];
    if (form.scrollWidth > form.clientWidth)
      problems.push(`the sheet scrolls sideways (${String(form.scrollWidth)}px)`);
    const window = form.getBoundingClientRect();
    const fields = [...form.querySelectorAll<HTMLElement>(".fray-fields .fray-field")];
    const boxes = fields.map((field) => ({ field, box: field.getBoundingClientRect() }));
    for (const { field, box } of boxes) {
      const name = field.querySelector("input, select")?.getAttribute("name") ?? "a field";
      if (box.right > window.right + 0.5 || box.left < window.left - 0.5) problems.push(`${name} overflows the window`);
      for (const part of field.querySelectorAll<HTMLElement>("input, select, .fray-field-unit, .fray-field-hint")) {
        const inner = part.getBoundingClientRect();
        if (inner.right > box.right + 0.5) problems.push(`${name}: ${part.className || part.tagName} sticks out`);
      }
    }
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const overlap =
          a.box.left < b.box.right - 0.5 &&
          b.box.left < a.box.right - 0.5 &&
          a.box.top < b.box.bottom - 0.5 &&
          b.box.top < a.box.bottom - 0.5;
        if (overlap) problems.push(`${a.field.className} overlaps ${b.field.className}`);
      }
    }
    for (const input of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(
      ".fray-fields input, .fray-fields select",
    )) {
      if (!document.querySelector(`label[for="${input.id}"]`)?.textContent.trim())
        problems.push(`${input.name} has no label`);
      const described = (input.getAttribute("aria-describedby") ?? "").split(" ").filter(Boolean);
      if (!described.some((id) => id.endsWith("-hint"))) problems.push(`${input.name} has no hint`);
      for (const id of described)
        if (!document.getElementById(id)?.textContent.trim()) problems.push(`${input.name}: ${id} is not on the page`);
    }
    return problems;
  });
}

/**
 * Each item's sheet at the narrow width, in the light and the dark theme: its layout problems and serious axe
 * violations as "<ruleset>-item-<id>-<theme>: …" (an empty list passes), and a screenshot of each.
 */
export async function narrowItemSheetFailures(
  open: OpenSheet,
  ruleset: string,
  items: readonly { readonly id: string; readonly html: string }[],
): Promise<string[]> {
  const failures: string[] = [];
  for (const theme of ["light", "dark"] as const) {
    for (const { id, html } of items) {
      const label = `${ruleset}-item-${id}-${String(NARROW_WIDTH)}-${theme}`;
      const page = await open(html, `fray fray-sheet item ${ruleset} ${ruleset}-item`, theme, NARROW_WIDTH);
      const problems = [
        ...(await itemSheetProblems(page)),
        ...(await seriousAxeViolations(page, label)).map((v) => v.id),
      ];
      if (problems.length > 0) failures.push(`${label}: ${problems.join(", ")}`);
      await page.screenshot({ path: join(SHOTS, `${label}.png`), fullPage: true });
      await page.close();
    }
  }
  return failures;
}
