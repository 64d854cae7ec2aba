import { readFileSync } from "node:fs";
import type { Localizer } from "../../../module/foundry/applications/parts/resource-bar.ts";

type Tree = Record<string, unknown>;

/** A localizer over the real English lang files, formatting `{name}` placeholders like Foundry. */
export function englishLocalizer(): Localizer {
  const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { languages: { path: string }[] };
  const trees = manifest.languages.map((l) => JSON.parse(readFileSync(l.path, "utf8")) as Tree);
  const lookup = (key: string): string => {
    for (const tree of trees) {
      const value = key.split(".").reduce<unknown>((n, k) => (n as Tree | undefined)?.[k], tree);
      if (typeof value === "string") return value;
    }
    throw new Error(`missing translation ${key}`);
  };
  return {
    localize: lookup,
    format: (key, data) => lookup(key).replace(/{(\w+)}/g, (m, n: string) => (n in data ? String(data[n]) : m)),
  };
}
