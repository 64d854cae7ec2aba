import type Handlebars from "handlebars";
import { renderTemplate } from "./templates.ts";

export type Theme = "light" | "dark";

/** Renders a sheet's PARTS in order, as ApplicationV2 fills its window content. */
export function renderParts(hbs: typeof Handlebars, templates: readonly string[], context: object): string {
  return templates.map((path) => renderTemplate(hbs, path, context)).join("\n");
}

/**
 * A page shaped like a v13 application window: the sheet's classes on a `<form class="application">` root with
 * the theme class on the body, the parts inside `.window-content`. A click on any `[data-action]` calls the
 * page's `frayAction(action, dataset)` binding (when the test exposes one) and swaps in the returned content,
 * as a sheet re-renders after its action handler updates the document.
 */
export function sheetPage(content: string, classes: string, theme: Theme, width = 760): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fray sheet</title></head>
    <body class="theme-${theme}" style="margin:0;background:#777">
      <form class="application sheet ${classes}" style="width:${width}px" autocomplete="off">
        <section class="window-content" id="content">${content}</section>
      </form>
      <script>
        document.getElementById("content").addEventListener("click", async (event) => {
          const button = event.target.closest("[data-action]");
          if (!button || typeof window.frayAction !== "function") return;
          const row = button.closest("[data-item-id]");
          const data = { ...button.dataset, itemId: button.dataset.itemId ?? row?.dataset.itemId ?? "" };
          const html = await window.frayAction(button.dataset.action, data);
          if (typeof html === "string") document.getElementById("content").innerHTML = html;
        });
      </script>
    </body></html>`;
}
