import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { DIST, PACK_SOURCES } from "./paths.ts";

/** Compiles each `packs/_source/<pack>/` YAML folder into a LevelDB pack under `dist/packs/<pack>`. */
export async function buildPacks(): Promise<string[]> {
  if (!existsSync(PACK_SOURCES)) return [];
  const names = readdirSync(PACK_SOURCES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  for (const name of names) {
    await compilePack(join(PACK_SOURCES, name), join(DIST, "packs", name), { yaml: true, log: false });
  }
  return names;
}
