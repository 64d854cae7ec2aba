import { describe, expect, it } from "vitest";
import { registeredRooms } from "../support/registered-rooms.ts";
import { BUNDLE_BUDGET, measureBundle, type BundleSizes } from "../bench/bundle.ts";

// Issue 12, row 5: the bundle budget is the one benchmark CI holds, because sizes are deterministic. The build runs
// into a private temporary folder (never dist/, which the build conformance test rebuilds in parallel).
describe("bundle budget (gzipped)", () => {
  let sizes: BundleSizes | undefined;
  const measured = async (): Promise<BundleSizes> => (sizes ??= await measureBundle());

  it(`the heaviest world's script (dist/fray.mjs, its chunks and its room's) is at most ${BUNDLE_BUDGET.js / 1000} kB`, async () => {
    const { js, main } = await measured();
    expect(main.bytes).toBeGreaterThan(0);
    expect(js.gzipBytes).toBeLessThanOrEqual(BUNDLE_BUDGET.js);
  }, 60_000);

  it("each registered room's play part is a chunk of its own, and none of it loads in every world", async () => {
    const { rooms, mainModules } = await measured();
    expect(rooms.map((room) => room.room).sort()).toEqual(registeredRooms().sort());
    for (const room of rooms) expect(room.gzipBytes, room.room).toBeGreaterThan(0);
    const playInMain = mainModules.filter((id) => /rulesets\/[a-z]+\/(play\.ts|sheets\/)/.test(id));
    expect(playInMain).toEqual([]);
  }, 60_000);

  it("no ruleset's engine simulation or full descriptor loads in every world (only its metadata, turns, conditions)", async () => {
    const { mainModules } = await measured();
    const engineInMain = mainModules.filter((id) =>
      /engine\/(registry\.ts|rulesets\/[a-z]+\/(index\.ts|rules\.ts|sim\/))/.test(id),
    );
    expect(engineInMain).toEqual([]);
  }, 60_000);

  it(`dist/fray.css is at most ${BUNDLE_BUDGET.css / 1000} kB`, async () => {
    const { css } = await measured();
    expect(css.bytes).toBeGreaterThan(0);
    expect(css.gzipBytes).toBeLessThanOrEqual(BUNDLE_BUDGET.css);
  }, 60_000);
});
