import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import yaml from "js-yaml";
import { migrateSource } from "../../module/foundry/migrations/apply.ts";
import type { MigrationSchema } from "../../module/foundry/migrations/schema.ts";
import { isRecord, type MigratableDocument } from "../../module/foundry/migrations/source.ts";

/** The document kind a pack source holds, from its `_key` (`!actors!…`, `!items!…`); others are not migrated. */
function documentNameOf(key: unknown): MigratableDocument | undefined {
  if (typeof key !== "string") return undefined;
  if (key.startsWith("!actors!")) return "Actor";
  if (key.startsWith("!items!")) return "Item";
  return undefined;
}

/** One YAML pack source, migrated and stamped with the schema's version when it is an Actor or Item. */
export function migratePackYaml(schema: MigrationSchema, text: string): string {
  const doc: unknown = yaml.load(text);
  const documentName = isRecord(doc) ? documentNameOf(doc["_key"]) : undefined;
  if (!isRecord(doc) || !documentName) return text;
  return yaml.dump(migrateSource(schema, documentName, doc), { lineWidth: -1 });
}

/**
 * Writes every pack folder of `sourceRoot` into `stageRoot` with its documents migrated, so shipped packs are
 * current whatever shape their sources were written in (the sources in git are not rewritten). Returns the pack
 * names, in directory order.
 */
export function stagePackSources(schema: MigrationSchema, sourceRoot: string, stageRoot: string): string[] {
  const names = readdirSync(sourceRoot, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  for (const name of names) {
    const out = join(stageRoot, name);
    mkdirSync(out, { recursive: true });
    for (const file of readdirSync(join(sourceRoot, name)).filter((f) => f.endsWith(".yml"))) {
      writeFileSync(join(out, file), migratePackYaml(schema, readFileSync(join(sourceRoot, name, file), "utf8")));
    }
  }
  return names;
}
