import { describe, expect, it } from "vitest";
import { BUNDLE_BUDGET, measureBundle, type BundleSizes } from "../bench/bundle.ts";

// Issue 12, row 5: the bundle budget is the one benchmark CI holds, because sizes are deterministic. The build runs
// into a private temporary folder (never dist/, which the build conformance test rebuilds in parallel).
describe("bundle budget (gzipped)", () => {
  let sizes: BundleSizes | undefined;
  const measured = async (): Promise<BundleSizes> => (sizes ??= await measureBundle());

  it(`dist/fray.mjs is at most ${BUNDLE_BUDGET.js / 1000} kB`, async () => {
    const { js } = await measured();
    expect(js.bytes).toBeGreaterThan(0);
    expect(js.gzipBytes).toBeLessThanOrEqual(BUNDLE_BUDGET.js);
  }, 60_000);

  it(`dist/fray.css is at most ${BUNDLE_BUDGET.css / 1000} kB`, async () => {
    const { css } = await measured();
    expect(css.bytes).toBeGreaterThan(0);
    expect(css.gzipBytes).toBeLessThanOrEqual(BUNDLE_BUDGET.css);
  }, 60_000);
});
