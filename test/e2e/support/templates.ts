import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { englishLocalizer } from "./i18n.ts";

/** Every template under templates/, keyed by the path Foundry loads it from (`systems/fray/templates/…`). */
function templateFiles(dir = "templates"): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? templateFiles(path) : path.endsWith(".hbs") ? [path] : [];
  });
}

/**
 * An isolated Handlebars environment with Fray's templates registered as partials under their Foundry paths, so
 * templates render here exactly as Foundry's `renderTemplate` would render them, and with core's `localize` helper
 * over the English files (core v13 `client/applications/handlebars.mjs`: a key alone is localized, a key with hash
 * arguments formatted with them).
 */
export function templateEnvironment(): typeof Handlebars {
  const hbs = Handlebars.create();
  for (const file of templateFiles()) hbs.registerPartial(`systems/fray/${file}`, readFileSync(file, "utf8"));
  const i18n = englishLocalizer();
  hbs.registerHelper("localize", (key: string, options: Handlebars.HelperOptions) => {
    const data = options.hash as Record<string, string | number>;
    return Object.keys(data).length === 0 ? i18n.localize(key) : i18n.format(key, data);
  });
  return hbs;
}

export function renderTemplate(hbs: typeof Handlebars, path: string, context: object): string {
  return hbs.compile(readFileSync(path, "utf8"))(context);
}
