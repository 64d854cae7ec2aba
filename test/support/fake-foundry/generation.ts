/**
 * Which Foundry generation the fake plays: 13 (the default) or 14, chosen by `FRAY_FOUNDRY=14` in the environment
 * (the `foundry-v14` vitest project sets it), so the whole adapter suite runs against either. In v14 mode the fake
 * keeps the deprecation warnings v14 core logs for the v13 forms it still accepts until 16 (core's
 * `foundry.utils.logCompatibilityWarning`); the setup file fails any test that leaves one behind.
 */
export type FakeGeneration = 13 | 14;

export function fakeGeneration(): FakeGeneration {
  return process.env["FRAY_FOUNDRY"] === "14" ? 14 : 13;
}

/** The `game.version` each mode reports (v13: the manifest's verified build; v14: a public v14 stable build). */
export function fakeVersion(generation: FakeGeneration): string {
  return generation === 14 ? "14.363" : "13.351";
}

const deprecations: string[] = [];

/** v14 core warned: `message` names the deprecated form (as core's compatibility warning does). */
export function recordDeprecation(message: string): void {
  deprecations.push(message);
}

/** The warnings recorded since the last `takeDeprecations()`, emptying the log. */
export function takeDeprecations(): string[] {
  return deprecations.splice(0);
}
