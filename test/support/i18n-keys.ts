/**
 * What the rooms' i18n-keys tests share: loading the system's languages into the fake, the quoted `FRAY.*`
 * literals of a ruleset's sheet sources, and the FIELDS labels its data models need. Each room's test keeps only
 * what differs (its builders, fixtures and condition catalog).
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fake } from "./fake-foundry/runtime.ts";
import type { SchemaField } from "./fake-foundry/fields.ts";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Every field path of a schema, nested ones included (`abilities`, `abilities.agility` …). */
export function fieldPaths(schema: SchemaField, prefix = ""): string[] {
  return Object.entries(schema.fields).flatMap(([name, field]) => {
    const path = prefix ? `${prefix}.${name}` : name;
    const children = "fields" in field ? fieldPaths(field as SchemaField, path) : [];
    return [path, ...children];
  });
}

/** Every language file system.json lists, loaded into the fake `game.i18n`. */
export function loadSystemLanguages(): void {
  const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { languages: { path: string }[] };
  for (const { path } of manifest.languages) {
    fake().game.i18n.load(JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>);
  }
}

/** Quoted `FRAY.*` literals in the shared and the ruleset's sheet templates and sources that lang/ lacks. */
export function missingLiteralKeys(ruleset: string): string[] {
  const sources = [
    "templates/sheets",
    `templates/rulesets/${ruleset}`,
    "module/foundry/applications/sheets",
    `module/foundry/rulesets/${ruleset}/sheets`,
  ];
  // Quoted literals only: comments name key prefixes in backticks, which are objects, not texts.
  const quoted = /["'](FRAY\.[\w.-]*\w)["']/g;
  const literal = sources
    .flatMap(files)
    .flatMap((f) => [...readFileSync(f, "utf8").matchAll(quoted)].map((m) => m[1] ?? ""));
  return literal.filter((k) => !fake().game.i18n.has(k));
}

/** `Model: path` for every model field with no FIELDS label under any of the model's LOCALIZATION_PREFIXES. */
export function missingFieldLabels(models: readonly { readonly name: string }[]): string[] {
  const missing: string[] = [];
  for (const model of models) {
    // The fake's DataModel exposes the schema Foundry would build from defineSchema().
    const { schema, LOCALIZATION_PREFIXES: prefixes } = model as unknown as {
      schema: SchemaField;
      LOCALIZATION_PREFIXES: string[];
    };
    for (const path of fieldPaths(schema)) {
      if (!prefixes.some((p) => fake().game.i18n.has(`${p}.FIELDS.${path}.label`))) {
        missing.push(`${model.name}: ${path}`);
      }
    }
  }
  return missing;
}
