import { defineConfig } from "vitest/config";

// One run, four projects (the adapter suite runs twice, against the fake's Foundry v13 and v14 modes), one closing
// line ("N passed, N failed, N skipped") printed by the summary reporter so CI can read the result. Do not pass --reporter on the command line: it replaces these reporters.
export default defineConfig({
  test: {
    reporters: ["default", "./test/support/summary-reporter.ts"],
    projects: [
      {
        test: {
          name: "engine",
          include: ["test/engine/**/*.test.ts", "test/architecture/**/*.test.ts", "test/conformance/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "foundry",
          include: ["test/foundry/**/*.test.ts"],
          environment: "node",
          // The fake's generation (test/support/fake-foundry/generation.ts), set per project: no worker keeps another's.
          env: { FRAY_FOUNDRY: "13" },
          setupFiles: ["./test/support/fake-foundry/install.ts"],
        },
      },
      // The same adapter suite against the fake's Foundry v14 mode (docs/foundry-versions.md, section 4).
      {
        test: {
          name: "foundry-v14",
          include: ["test/foundry/**/*.test.ts"],
          environment: "node",
          env: { FRAY_FOUNDRY: "14" },
          setupFiles: ["./test/support/fake-foundry/install.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
