import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";

/** Every template under templates/, keyed by the path Foundry loads it from (`systems/fray/templates/…`). */
function templateFiles(dir = "templates"): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? templateFiles(path) : path.endsWith(".hbs") ? [path] : [];
  });
}

/**
 * An isolated Handlebars environment with Fray's templates registered as partials under their Foundry paths, so
 * templates render here exactly as Foundry's `renderTemplate` would render them.
 */
export function templateEnvironment(): typeof Handlebars {
  const hbs = Handlebars.create();
  for (const file of templateFiles()) hbs.registerPartial(`systems/fray/${file}`, readFileSync(file, "utf8"));
  return hbs;
}

export function renderTemplate(hbs: typeof Handlebars, path: string, context: object): string {
  return hbs.compile(readFileSync(path, "utf8"))(context);
}
