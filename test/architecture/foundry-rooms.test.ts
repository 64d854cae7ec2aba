import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inOwnRoom, roomMentions } from "./room-rules.ts";

/** The one file outside the rooms that lists them (decision 12). */
const REGISTRY = "module/foundry/rulesets/registry.ts";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

// The build too: it finds the rooms' styles and migration lists by their paths, so adding a room edits none of it.
const SHARED = ["module/foundry", "templates", "styles", "lang", "scripts/build"]
  .flatMap(files)
  .filter((path) => /\.(ts|hbs|scss|css|json)$/.test(path))
  .filter((path) => !inOwnRoom(path) && path !== REGISTRY);

/** The file's own name too: a shared file named after a ruleset (`tracker/bonus-row.ts`) belongs in that room. */
function mentionsIn(path: string): string[] {
  const named = roomMentions(path).length > 0 ? [`${path}: named after a ruleset`] : [];
  return [...named, ...roomMentions(readFileSync(path, "utf8")).map((m) => `${path}:${m.line}: ${m.text}`)];
}

describe("the shared Foundry layer names no ruleset (ARCHITECTURE.md decision 12)", () => {
  it("no file outside a ruleset's room imports a room or mentions a ruleset, but the registry", () => {
    expect(SHARED.flatMap(mentionsIn)).toEqual([]);
  });

  // The detector is tested on planted text, so a broken detector cannot pass the checks above.
  it.each([
    ["an import from a room", 'import { X } from "../rulesets/bonus/index.ts";'],
    ["an engine ruleset import", 'import type { A } from "../../engine/rulesets/energy/economy/actor.ts";'],
    ["an id as a string", 'if (ruleset === "bonus") return;'],
    ["a namespaced type", 'const types = new Set(["energy-character"]);'],
    ["a ruleset-named type", "readonly role: BonusRole;"],
    ["a ruleset-named constant", "const room = WOUNDS_ROOM;"],
    ["an id as an object key", "  momentum: MOMENTUM,"],
    ["a template class", '<li class="fray-row--contest">'],
    ["a stylesheet path", '@use "rulesets/bonus/sheets";'],
    ["a lang key", '    "energy": "Energy",'],
  ])("flags %s", (_label, source) => {
    expect(roomMentions(source)).toHaveLength(1);
  });

  it.each([
    ["a comment", "// `bonus`: action die + bonus dice"],
    ["a block comment", "/** `energy` rounds have no turns. */"],
    ["a template comment", "{{!-- energy offers the checkbox --}}"],
    ["a longer word", "const bonuses = energyPerRound + staminaAsEnergy;"],
    ["a shared name", "const room = roomFor(activeRulesetId());"],
  ])("does not flag %s", (_label, source) => {
    expect(roomMentions(source)).toEqual([]);
  });

  it.each([
    ["module/foundry/rulesets/bonus/index.ts", true],
    ["templates/rulesets/energy/sheets/npc.hbs", true],
    ["styles/rulesets/bonus/_sheets.scss", true],
    ["lang/en/wounds.json", true],
    ["module/foundry/rulesets/registry.ts", false],
    ["module/foundry/combat/room.ts", false],
    ["lang/en/core.json", false],
  ])("%s is in its own room: %s", (path, own) => {
    expect(inOwnRoom(path)).toBe(own);
  });
});
