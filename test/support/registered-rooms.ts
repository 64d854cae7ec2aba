/**
 * The rulesets with a room in the registry, read from its source: the `engine` test project runs without the fake
 * Foundry, so it cannot import the registry (its shells' models extend Foundry classes).
 */
import { readFileSync } from "node:fs";

export function registeredRooms(): string[] {
  const source = readFileSync("module/foundry/rulesets/registry.ts", "utf8");
  return [...source.matchAll(/^ {2}([a-z]+): [A-Z]+_SHELL,$/gm)].flatMap((match) => (match[1] ? [match[1]] : []));
}
