import type { Reporter, TestModule } from "vitest/node";

/** Prints "N passed, N failed, N skipped" as the last line of a run, the plain closing line CI reads. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of testModules) {
      const tests = [...mod.children.allTests()];
      for (const t of tests) {
        const state = t.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
      // A file that fails to import has no tests: count it as one failure so it cannot pass silently.
      if (mod.state() === "failed" && tests.length === 0) failed++;
    }
    failed += unhandledErrors.length;
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
