import { readFileSync } from "node:fs";
import { fake } from "../runtime.ts";
import { installFakeWorld, type FakeWorld } from "./install-world.ts";

/**
 * A fake world with Fray loaded as Foundry loads it: the entry module imported, every language file of the
 * manifest merged, and `init` run (once per test file, as once per page in Foundry).
 */
export async function systemWorld(): Promise<FakeWorld> {
  const world = installFakeWorld();
  await import("../../../../module/main.ts");
  const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { languages: { path: string }[] };
  for (const { path } of manifest.languages) {
    fake().game.i18n.load(JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>);
  }
  fake().Hooks.callAll("init");
  return world;
}
