import { readFileSync } from "node:fs";
import type { RulesetId } from "../../../module/engine/core/ruleset.ts";
import { fake } from "../../support/fake-foundry/runtime.ts";
import { installFakeWorld, type FakeWorld } from "../../support/fake-foundry/world/install-world.ts";

/** Foundry v13 core's shipped image paths (the only `img` values a status effect may use). */
export { CORE_ICONS } from "../../support/foundry-core-icons.ts";

export function loadLanguages(): void {
  const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { languages: { path: string }[] };
  for (const { path } of manifest.languages) {
    fake().game.i18n.load(JSON.parse(readFileSync(path, "utf8")) as Record<string, unknown>);
  }
}

/**
 * The fake world with the system started (init, then i18nInit) in a world playing `ruleset`: the world's stored
 * setting is written before init, as a world's settings exist before Foundry calls init.
 */
export async function startedWorld(ruleset: RulesetId): Promise<FakeWorld> {
  const world = installFakeWorld();
  await import("../../../module/main.ts");
  loadLanguages();
  const { settings } = fake().game;
  settings.register("fray", "ruleset", { scope: "world" });
  await settings.set("fray", "ruleset", ruleset);
  fake().Hooks.callAll("init");
  fake().Hooks.callAll("i18nInit");
  return world;
}
