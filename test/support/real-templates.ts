/**
 * Foundry's `renderTemplate` in the fake runtime, rendering Fray's real templates with Handlebars (as the e2e pages
 * do), for tests that read a card's rendered HTML per viewer.
 */
import { renderTemplate, templateEnvironment } from "../e2e/support/templates.ts";
import { fake } from "./fake-foundry/runtime.ts";

export function installRealTemplates(): void {
  const hbs = templateEnvironment();
  Object.assign(fake().foundry.applications, {
    handlebars: {
      renderTemplate: (path: string, context: object) =>
        Promise.resolve(renderTemplate(hbs, path.replace("systems/fray/", ""), context)),
      // v13 `foundry.applications.handlebars.loadTemplates(paths)` fetches, compiles and registers each as a partial
      // by its path (and rejects when one cannot be fetched); the environment registered every template already.
      loadTemplates: (paths: readonly string[]) => {
        const missing = paths.find((path) => !(path in hbs.partials));
        if (missing) return Promise.reject(new Error(`Failed to load template ${missing}`));
        return Promise.resolve(paths.map((path): unknown => hbs.partials[path]));
      },
    },
  });
}
