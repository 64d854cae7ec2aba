import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { RULESET_IDS } from "../../module/engine/core/ruleset.ts";
import { namespacedTypes } from "../../module/engine/registry.ts";
import { fake } from "../support/fake-foundry/runtime.ts";
import { runReady, runSetup } from "../support/fake-foundry/start-up.ts";
import { installFakeWorld } from "../support/fake-foundry/world/install-world.ts";

interface LanguageEntry {
  lang: string;
  path: string;
}

describe("system lifecycle against the fake Foundry runtime", () => {
  /** What the system logged as an error from `init` to `ready`: a fresh world starts without one. */
  const logged: unknown[][] = [];

  beforeAll(async () => {
    const spy = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      logged.push(args);
    });
    await import("../../module/main.ts");
    const manifest = JSON.parse(readFileSync("system.json", "utf8")) as { languages: LanguageEntry[] };
    for (const entry of manifest.languages) {
      fake().game.i18n.load(JSON.parse(readFileSync(entry.path, "utf8")) as Record<string, unknown>);
    }
    fake().Hooks.callAll("init");
    fake().Hooks.callAll("i18nInit");
    // Core builds the world's documents and users between `i18nInit` and `setup` (`Game#setupGame`).
    installFakeWorld();
    runSetup();
    runReady();
    // Core awaits no hook: let the ready work (the migration check) run to its end before reading the log.
    await new Promise((resolve) => setTimeout(resolve, 0));
    spy.mockRestore();
  });

  it("moves the world clock by the ruleset's round: 'Each combat round is approximately 15 seconds' (bonus)", () => {
    expect(fake().CONFIG.time.roundTime).toBe(15);
  });

  it("starts a fresh world with nothing logged as an error (the ready checks found what they read)", () => {
    expect(logged).toEqual([]);
  });

  it("registers a data model for every Actor and Item type the registry declares, and nothing else", () => {
    const { CONFIG } = fake();
    expect(Object.keys(CONFIG.Actor.dataModels).sort()).toEqual(
      namespacedTypes("Actor")
        .map((t) => t.type)
        .sort(),
    );
    expect(Object.keys(CONFIG.Item.dataModels).sort()).toEqual(
      namespacedTypes("Item")
        .map((t) => t.type)
        .sort(),
    );
  });

  it("every registered model builds valid default data with its HTML fields present", () => {
    const { CONFIG } = fake();
    for (const { type, htmlFields } of [...namespacedTypes("Actor"), ...namespacedTypes("Item")]) {
      const Model = CONFIG.Actor.dataModels[type] ?? CONFIG.Item.dataModels[type];
      expect(Model, type).toBeDefined();
      if (!Model) continue;
      const model = new Model({});
      for (const path of htmlFields) {
        const value = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], model);
        expect(value, `${type} ${path}`).toBe("");
      }
    }
  });

  it("registers the world setting fray.ruleset with the five ids, default bonus, requiring reload", () => {
    const setting = fake().game.settings.settings.get("fray.ruleset");
    expect(setting).toMatchObject({ scope: "world", config: true, default: "bonus", requiresReload: true });
    expect(Object.keys(setting?.choices ?? {})).toEqual([...RULESET_IDS]);
    expect(fake().game.settings.get("fray", "ruleset")).toBe("bonus");
  });

  it("localizes the setting, every ruleset title and every document type label", () => {
    const { i18n } = fake().game;
    const setting = fake().game.settings.settings.get("fray.ruleset");
    expect(i18n.has(setting?.name ?? "")).toBe(true);
    expect(i18n.has(setting?.hint ?? "")).toBe(true);
    for (const key of Object.values(setting?.choices ?? {})) expect(i18n.has(key), key).toBe(true);
    for (const { type } of namespacedTypes("Actor")) expect(i18n.has(`TYPES.Actor.${type}`), type).toBe(true);
    for (const { type } of namespacedTypes("Item")) expect(i18n.has(`TYPES.Item.${type}`), type).toBe(true);
  });

  it("rejects an invalid stored ruleset choice", async () => {
    await expect(fake().game.settings.set("fray", "ruleset", "nonsense")).rejects.toThrow(/not a valid choice/);
  });
});
