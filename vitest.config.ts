import { defineConfig } from "vitest/config";

// One run, three projects, one closing line ("N passed, N failed, N skipped") printed by the summary reporter so
// CI can read the result. Do not pass --reporter on the command line: it replaces these reporters.
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
