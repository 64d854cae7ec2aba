/**
 * Row 5: gzip sizes of the heaviest world's script (`dist/fray.mjs`, its chunks and its room's) and `dist/fray.css`,
 * built fresh into a temporary folder (see ../bundle.ts), with what every world and each room's world download in the
 * notes. The baseline is the budget; the same check runs in CI as `test/conformance/bundle-budget.test.ts`.
 */
import { BUNDLE_BUDGET, measureBundle, type BundleSizes, type FileSize } from "../bundle.ts";
import { formatKb, type RowResult } from "../report.ts";

function sizeRow(id: string, size: FileSize, budget: number, notes: string[] = []): RowResult {
  const share = size.gzipBytes / budget;
  return {
    id,
    title: `bundle: ${size.file} gzipped`,
    measured: `${formatKb(size.gzipBytes)} (raw ${formatKb(size.bytes)})`,
    baseline: `budget ${formatKb(budget)}`,
    ratio: `${(100 * share).toFixed(1)} % of budget`,
    target: `≤ ${formatKb(budget)}`,
    met: size.gzipBytes <= budget,
    notes,
    details: { bytes: size.bytes, gzipBytes: size.gzipBytes, budgetBytes: budget, shareOfBudget: share },
  };
}

/**
 * Every world's share and each ruleset's world, so the split's effect reads from the report, with what each loads on
 * demand (not in the budget, which holds the load: see ../bundle.ts), so that code moved out of the load stays seen.
 */
function worldNotes({ main, onDemand, rooms }: BundleSizes): string[] {
  return [
    `every world: ${main.file}, ${formatKb(main.gzipBytes)}; on demand: ${onDemand.file}, ${formatKb(onDemand.gzipBytes)}`,
    ...rooms.map(
      (room) =>
        `${room.room} world: + ${room.file}, ${formatKb(room.gzipBytes)} = ${formatKb(main.gzipBytes + room.gzipBytes)}` +
        `; on demand: + ${room.onDemand.file}, ${formatKb(room.onDemand.gzipBytes)}`,
    ),
  ];
}

export async function bundleRows(): Promise<RowResult[]> {
  const sizes = await measureBundle();
  return [sizeRow("5a", sizes.js, BUNDLE_BUDGET.js, worldNotes(sizes)), sizeRow("5b", sizes.css, BUNDLE_BUDGET.css)];
}
