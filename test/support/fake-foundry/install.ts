// vitest setup file for the "foundry" projects: every adapter test file starts with a fresh fake Foundry API, of the
// generation `FRAY_FOUNDRY` names (13 unless it says 14). In v14 mode no test may leave a v14 deprecation behind: core
// would log it, and the form goes away in 16. A test that provokes one on purpose takes it with `takeDeprecations()`.
import { afterAll, afterEach, expect, vi } from "vitest";
import { takeDeprecations } from "./generation.ts";
import { installFakeFoundry } from "./runtime.ts";

installFakeFoundry();

afterEach(() => {
  expect(takeDeprecations(), "v14 deprecations hit by this test").toEqual([]);
});

// A room's play part is a dynamic import that start-up begins without waiting (rulesets/register.ts); a file whose
// tests end first would have it fail against a torn-down environment and log that as a room that cannot load.
afterAll(async () => {
  await vi.dynamicImportSettled();
});
