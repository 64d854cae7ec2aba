/**
 * axe-core in Chromium: injects the engine into a harness page, runs the WCAG 2.x A/AA rules and returns the
 * violations that matter for the gate (serious or critical). Every run is also recorded under
 * `test-results/axe/` so the issue note can report how many pages and rules were checked.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Page } from "playwright-core";
import type { Theme } from "./sheet-page.ts";

const AXE_SOURCE = createRequire(import.meta.url).resolve("axe-core/axe.min.js");
const RESULTS = "test-results/axe";
const GATED_IMPACTS = new Set(["serious", "critical"]);

export interface AxeFinding {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: readonly string[];
}

interface AxeRun {
  readonly passes: number;
  readonly incomplete: number;
  readonly violations: readonly AxeFinding[];
}

/** Runs axe on the page as it stands; returns the serious and critical violations (an empty list passes). */
export async function seriousAxeViolations(page: Page, label: string): Promise<readonly AxeFinding[]> {
  await page.addScriptTag({ path: AXE_SOURCE });
  const run = await page.evaluate(async (): Promise<AxeRun> => {
    type Node = { target: unknown[] };
    type Result = { id: string; impact: string | null; help: string; nodes: Node[] };
    type Axe = {
      run: (ctx: Document, opts: object) => Promise<Record<"passes" | "incomplete" | "violations", Result[]>>;
    };
    const axe = (window as unknown as { axe: Axe }).axe;
    const results = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
      resultTypes: ["violations"],
    });
    return {
      passes: results.passes.length,
      incomplete: results.incomplete.length,
      violations: results.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? "unknown",
        help: v.help,
        targets: v.nodes.map((n) => n.target.map(String).join(" ")),
      })),
    };
  });
  mkdirSync(RESULTS, { recursive: true });
  writeFileSync(join(RESULTS, `${label.replace(/[^A-Za-z0-9-]+/g, "-")}.json`), JSON.stringify(run, null, 2));
  return run.violations.filter((v) => GATED_IMPACTS.has(v.impact));
}

/**
 * The serious axe violations of the page as it stands in each theme (the body's theme class swapped, as Foundry
 * swaps it), as "<label>-<theme>: <rule id>" (an empty list passes).
 */
export async function axeInBothThemes(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ["light", "dark"] satisfies Theme[]) {
    await page.evaluate((cls) => {
      document.body.className = cls;
    }, `theme-${theme}`);
    const violations = await seriousAxeViolations(page, `${label}-${theme}`);
    found.push(...violations.map((v) => `${label}-${theme}: ${v.id}`));
  }
  return found;
}
