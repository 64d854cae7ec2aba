import { readFileSync } from "node:fs";
import { allShells, loadRoom } from "../../../../module/foundry/room-lookup.ts";
import { fake } from "../runtime.ts";
import { installFakeWorld, type FakeWorld } from "./install-world.ts";

/**
 * A fake world with Fray loaded as Foundry loads it: the entry module imported, every language file of the
 * manifest merged, and `init` run (once per test file, as once per page in Foundry). `init` starts loading the play
 * part of the world's own room (module/foundry/room-lookup.ts); a test file plays several rulesets in one world, so
 * this world waits for every room's play part, as a world of each ruleset would have it by the time players act.
 */
export async function systemWorld(): Promise<FakeWorld> {
  const world = installFakeWorld();
  await import("../../../../module/main.ts");
  const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { languages: { path: string }[] };
  for (const { path } of manifest.languages) {
    fake().game.i18n.load(JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>);
  }
  fake().Hooks.callAll("init");
  await Promise.all(allShells().map((shell) => loadRoom(shell.id)));
  return world;
}
