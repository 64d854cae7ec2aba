import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { boundaryViolations } from "./boundary-rules.ts";

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? tsFiles(path) : path.endsWith(".ts") ? [path] : [];
  });
}

describe("the engine stays pure (ARCHITECTURE.md decision 1)", () => {
  it("no engine file reaches a Foundry global, the DOM, node built-ins or the adapter", () => {
    const violations = tsFiles("module/engine").flatMap((file) =>
      boundaryViolations(readFileSync(file, "utf8")).map((v) => `${file}:${v.line}: ${v.rule} — ${v.text}`),
    );
    expect(violations).toEqual([]);
  });

  // The detector itself is tested on planted source text, so a broken detector cannot pass the check above.
  it.each([
    ["a Foundry global", "const n = game.settings.get('fray', 'ruleset');", "foundry-global"],
    ["CONFIG", "CONFIG.Actor.dataModels = {};", "foundry-global"],
    ["the foundry namespace", "const f = foundry.data.fields;", "foundry-global"],
    ["a Roll", "const r = new Roll('1d20');", "foundry-global"],
    ["Hooks", "Hooks.on('init', () => {});", "foundry-global"],
    ["the canvas", "const g = canvas.grid;", "foundry-global"],
    ["the DOM", "document.querySelector('x');", "dom"],
    ["the window", "window.alert('x');", "dom"],
    ["an adapter import", 'import { x } from "../../foundry/config/settings.ts";', "adapter-import"],
    ["a dynamic adapter import", 'const m = await import("../foundry/hooks/init.ts");', "adapter-import"],
    ["a node built-in", 'import { readFileSync } from "node:fs";', "node-import"],
  ])("flags %s", (_label, source, rule) => {
    expect(boundaryViolations(source).map((v) => v.rule)).toContain(rule);
  });

  it.each([
    ["a comment that names game.settings", "// game.settings is read by the adapter, not here"],
    ["a property named game", "const state = { game: 1 }; state.game;"],
    ["a string mentioning CONFIG", 'const label = "CONFIG";'],
    ["an engine-relative import", 'import { x } from "../core/ruleset.ts";'],
  ])("does not flag %s", (_label, source) => {
    expect(boundaryViolations(source)).toEqual([]);
  });
});
