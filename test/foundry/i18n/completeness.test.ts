import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { allRulesets, documentTypeName } from "../../../module/engine/registry.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import type { SchemaField } from "../../support/fake-foundry/fields.ts";
import { systemWorld } from "../../support/fake-foundry/world/system-world.ts";
import { fieldPaths } from "../../support/i18n-keys.ts";
import { keyUses, leafKeys, type KeyUses } from "../../support/i18n-usage.ts";

/** Every language file of the manifest, each leaf key with the file it lives in. */
function languageKeys(): Map<string, string> {
  const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { languages: { path: string }[] };
  const keys = new Map<string, string>();
  for (const { path } of manifest.languages) {
    for (const key of leafKeys(JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>)) keys.set(key, path);
  }
  return keys;
}

function hasDataModels(entry: unknown): entry is { dataModels: Record<string, unknown> } {
  return typeof entry === "object" && entry !== null && "dataModels" in entry;
}

/** Keys Foundry reads on its own: FIELDS labels and hints of every registered model, TYPES labels of every type. */
function foundryReadKeys(): Set<string> {
  const used = new Set<string>();
  const registries: unknown[] = Object.values(fake().CONFIG);
  for (const model of registries.filter(hasDataModels).flatMap((r) => Object.values(r.dataModels))) {
    const { schema, LOCALIZATION_PREFIXES: prefixes } = model as {
      schema: SchemaField;
      LOCALIZATION_PREFIXES: string[];
    };
    for (const path of fieldPaths(schema)) {
      for (const prefix of prefixes) for (const leaf of ["label", "hint"]) used.add(`${prefix}.FIELDS.${path}.${leaf}`);
    }
  }
  for (const ruleset of allRulesets()) {
    // A spread object type has an implicit index signature; the descriptor's interface does not.
    const documents: Readonly<Record<string, object>> = { ...ruleset.documents };
    for (const [documentName, types] of Object.entries(documents)) {
      for (const local of Object.keys(types)) used.add(`TYPES.${documentName}.${documentTypeName(ruleset.id, local)}`);
    }
  }
  return used;
}

const SOURCES = [
  { dir: "module", ext: /\.ts$/ },
  { dir: "templates", ext: /\.hbs$/ },
];

describe("localization completeness: lang/en against the code and templates", () => {
  let keys: Map<string, string>;
  let uses: KeyUses;
  beforeAll(async () => {
    await systemWorld();
    keys = languageKeys();
    uses = keyUses(SOURCES);
  });

  it("every full key written in code or templates exists (as a text, or as the prefix of texts)", () => {
    const all = [...keys.keys()];
    const missing = [...uses.literals].filter((k) => !keys.has(k) && !all.some((key) => key.startsWith(`${k}.`)));
    expect(missing).toEqual([]);
    expect(uses.literals.size).toBeGreaterThan(50);
  });

  it("every key built from a pattern (`${I18N_ROOT}.Settings.${id}.name`) matches at least one text", () => {
    const all = [...keys.keys()];
    const empty = uses.patterns.filter((p) => !all.some((k) => p.regex.test(k))).map((p) => p.text);
    expect(empty).toEqual([]);
    expect(uses.patterns.length).toBeGreaterThan(5);
  });

  it("no text in lang/en is unused: each is written out, built by a pattern, prefixed by a helper or read by Foundry", () => {
    const foundry = foundryReadKeys();
    const unused = [...keys.entries()]
      .filter(([key]) => !uses.literals.has(key) && !foundry.has(key))
      .filter(([key]) => !uses.patterns.some((p) => p.regex.test(key)))
      .filter(([key]) => !uses.suffixes.some((s) => s.test(key)))
      .map(([key, file]) => `${file}: ${key}`);
    expect(unused).toEqual([]);
  });
});
