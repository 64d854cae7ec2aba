import { describe, expect, it } from "vitest";
import { sideBySideColumns, sidewaysOverflow } from "./support/narrow-sheets.ts";
import { NARROW_WIDTH, useSheetBrowser } from "./support/sheet-harness.ts";

// The narrow-width checks every room's sheet test relies on, shown to fail where they should: a sheet that does
// not fit, and columns that do not stack, on the same harness page the rooms' sheets open on.
describe("e2e: the narrow-width sheet checks", () => {
  const open = useSheetBrowser("narrow-check");
  const CLASSES = "fray fray-sheet actor";

  it("a row wider than the window content is found and named; a fitting sheet passes", async () => {
    const wide = await open(
      `<div class="too-wide" style="width:${String(NARROW_WIDTH + 100)}px">x</div>`,
      CLASSES,
      "light",
      NARROW_WIDTH,
    );
    const found = await sidewaysOverflow(wide);
    expect(found[0]).toMatch(/^scrolls sideways \(\d+ > \d+ px\)$/);
    expect(found).toContain("div.too-wide sticks out");
    await wide.close();
    const fitting = await open(`<p>Fits.</p>`, CLASSES, "light", NARROW_WIDTH);
    expect(await sidewaysOverflow(fitting)).toEqual([]);
    await fitting.close();
  });

  it("a sheet's two columns stack at 500 px and stand side by side at the default 760 px", async () => {
    const columns = `<div class="fray-columns"><div class="fray-column">A</div><div class="fray-column">B</div></div>`;
    const narrow = await open(columns, CLASSES, "light", NARROW_WIDTH);
    expect(await sideBySideColumns(narrow)).toEqual([]);
    await narrow.close();
    const wide = await open(columns, CLASSES, "light", 760);
    expect(await sideBySideColumns(wide)).toEqual(["the columns stand side by side"]);
    await wide.close();
  });
});
