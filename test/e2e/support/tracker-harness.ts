/**
 * The combat tracker in Chromium: core's combatant list as a stand-in (Foundry's own tracker template is not
 * available here), each row extended by the real row partial exactly where the tracker class appends it (the end
 * of core's `[data-combatant-id]` row), then the real prompt part. The view model is the real one, built from the
 * fake world's documents by the caller. A click on any `[data-action]` calls the page's `frayTrackerAction` binding
 * with the control's data and swaps in the returned page content, as the tracker re-renders after the documents
 * change; focus returns to the same control, so keyboard runs can go on.
 */
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { PROMPT_TEMPLATE, ROW_TEMPLATE } from "../../../module/foundry/applications/tracker/templates.ts";
import type { TrackerView } from "../../../module/foundry/applications/tracker/view.ts";
import { repositoryPath } from "../../../module/foundry/rulesets/bonus/sheets/templates.ts";
import { buildStyles } from "../../../scripts/build/styles.ts";
import { launchChromium } from "./browser.ts";
import { ITEM_ICON, PORTRAIT } from "./images.ts";
import { SHOTS } from "./sheet-harness.ts";
import type { Theme } from "./sheet-page.ts";
import { renderTemplate, templateEnvironment } from "./templates.ts";

/** What core's tracker shows of a combatant before Fray's block: name, portrait, whether it is the current turn. */
export interface CoreEntry {
  readonly id: string;
  readonly name: string;
  readonly active: boolean;
}

/** What a tracker button sends to the test's bridge. */
export interface TrackerClick {
  readonly action: string;
  readonly combatantId: string;
  readonly pool?: string;
  readonly delta?: string;
  /** The room's control, for `frayAct`, and the entry chosen in its list (if it has one). */
  readonly control?: string;
  readonly choice?: string;
}

const hbs = templateEnvironment();

/**
 * The tracker's content: core's list with Fray's row blocks appended, then the prompt part. Condition icons become
 * a harness image (about:blank cannot load Foundry's icon paths).
 */
export function trackerContent(entries: readonly CoreEntry[], view: TrackerView): string {
  const rows = new Map(
    view.rows.map((row) => {
      const conditions = row.conditions.map((c) => ({ ...c, img: ITEM_ICON }));
      return [row.id, renderTemplate(hbs, repositoryPath(ROW_TEMPLATE), { ...row, conditions })];
    }),
  );
  const items = entries.map(
    (e) => `<li class="combatant${e.active ? " active" : ""}" data-combatant-id="${e.id}">
      <img class="token-image" src="${PORTRAIT}" alt="${e.name}">
      <div class="token-name"><strong class="name">${e.name}</strong></div>${rows.get(e.id) ?? ""}</li>`,
  );
  const prompt = renderTemplate(hbs, repositoryPath(PROMPT_TEMPLATE), { fray: view });
  return `<ol class="combat-tracker plain">${items.join("")}</ol>${prompt}`;
}

// Core's row layout, reduced: portrait and name on one line, wrapping below (Foundry's own CSS is not loaded).
const CORE_STANDIN_CSS = `
  .combat-tracker { margin: 0; padding: 0; list-style: none; }
  .combatant { display: flex; flex-wrap: wrap; align-items: center; gap: 0.4rem; padding: 0.35rem;
    border-bottom: 1px solid #8886; color: var(--fray-ink); }
  .combatant.active { background: rgb(255 200 0 / 12%); }
  .token-image { width: 36px; height: 36px; }
  .token-name { flex: 1; }`;

/** The tracker's page: `content` in a sidebar-wide section `#tracker`, in `theme`. */
export function trackerPage(content: string, theme: Theme): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Combat tracker</title>
    <style>${CORE_STANDIN_CSS}</style></head>
    <body class="theme-${theme}" style="margin:0;background:${theme === "dark" ? "#1b1917" : "#d9d3c7"}">
      <main>
        <section id="tracker" class="tab sidebar-tab combat-sidebar fray fray-tracker"
                 style="width:320px;background:var(--fray-surface)" aria-label="Combat tracker">${content}</section>
      </main>
      <script>
        const root = document.getElementById("tracker");
        const key = (b) => [b.dataset.action, b.closest("[data-combatant-id]")?.dataset.combatantId ?? "",
          b.dataset.pool ?? "", b.dataset.delta ?? "", b.dataset.control ?? ""].join("|");
        root.addEventListener("click", async (event) => {
          const button = event.target.closest("button[data-action]");
          if (!button || typeof window.frayTrackerAction !== "function") return;
          const was = key(button);
          root.innerHTML = await window.frayTrackerAction({
            action: button.dataset.action,
            combatantId: button.closest("[data-combatant-id]")?.dataset.combatantId ?? "",
            pool: button.dataset.pool, delta: button.dataset.delta, control: button.dataset.control,
            choice: button.closest(".fray-control")?.querySelector("select")?.value,
          });
          [...root.querySelectorAll("button[data-action]")].find((b) => key(b) === was)?.focus();
        });
      </script>
    </body></html>`;
}

export type OpenTracker = (content: string, theme: Theme) => Promise<Page>;

/** Call inside the test file's `describe`: Chromium and the built stylesheet for the tests, closed after them. */
export function useTrackerBrowser(): OpenTracker {
  let browser: BrowserContext;
  let stylesheet: string;
  beforeAll(async () => {
    stylesheet = buildStyles(join(SHOTS, "tracker-css"));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });
  return async (content, theme) => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 360, height: 720 });
    await page.setContent(trackerPage(content, theme));
    await page.addStyleTag({ path: stylesheet });
    return page;
  };
}
