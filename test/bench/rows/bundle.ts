/**
 * Row 5: gzip sizes of `dist/fray.mjs` and `dist/fray.css`, built fresh into a temporary folder (see ../bundle.ts).
 * The baseline is the budget; the same check runs in CI as `test/conformance/bundle-budget.test.ts`.
 */
import { BUNDLE_BUDGET, measureBundle, type FileSize } from "../bundle.ts";
import { formatKb, type RowResult } from "../report.ts";

function sizeRow(id: string, size: FileSize, budget: number): RowResult {
  const share = size.gzipBytes / budget;
  return {
    id,
    title: `bundle: ${size.file} gzipped`,
    measured: `${formatKb(size.gzipBytes)} (raw ${formatKb(size.bytes)})`,
    baseline: `budget ${formatKb(budget)}`,
    ratio: `${(100 * share).toFixed(1)} % of budget`,
    target: `≤ ${formatKb(budget)}`,
    met: size.gzipBytes <= budget,
    notes: [],
    details: { bytes: size.bytes, gzipBytes: size.gzipBytes, budgetBytes: budget, shareOfBudget: share },
  };
}

export async function bundleRows(): Promise<RowResult[]> {
  const sizes = await measureBundle();
  return [sizeRow("5a", sizes.js, BUNDLE_BUDGET.js), sizeRow("5b", sizes.css, BUNDLE_BUDGET.css)];
}
