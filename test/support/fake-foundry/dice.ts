/**
 * `Roll` for the fake runtime: the adapter defines Roll subclasses at import (module/foundry/dice), so the base
 * runtime provides the full fake roll from world/dice.ts (parsing, Foundry's explode semantics, JSON round trip).
 */
export { FakeRoll as Roll } from "./world/dice.ts";
