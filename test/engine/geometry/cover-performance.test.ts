import { describe, expect, it } from "vitest";
import { coverFraction, samplePoints } from "../../../module/engine/core/geometry/cover.ts";
import type { Rect, Segment } from "../../../module/engine/core/geometry/shapes.ts";
import { buildWallIndex } from "../../../module/engine/core/geometry/wall-index.ts";
import { bruteForceWalls } from "../../../module/engine/core/geometry/walls.ts";
import { lcg, scene } from "./scenes.ts";

// Timing tests live in their own file: vitest gives each file a fresh isolate, so the JIT has not been made
// megamorphic by the property tests' odd-shaped inputs (which alone made these runs ten times slower).

const seg = (ax: number, ay: number, bx: number, by: number): Segment => ({ a: { x: ax, y: ay }, b: { x: bx, y: by } });
const token = (x: number, y: number, size = 100): Rect => ({ x, y, width: size, height: size });

describe("wall index performance", () => {
  it("1 attacker × 20 targets × 25 lines against 2,000 walls runs in a few ms", () => {
    const walls = scene(2000, 4000, 5);
    const index = buildWallIndex(walls);
    const rnd = lcg(13);
    const attacker = samplePoints(token(2000, 2000), 10);
    const targets = Array.from({ length: 20 }, () => samplePoints(token(rnd() * 3900, rnd() * 3900), 10));
    const run = (): void => {
      for (const t of targets) coverFraction(attacker, t, index, "mean");
    };
    run(); // warm up the JIT
    const started = performance.now();
    const rounds = 10;
    for (let i = 0; i < rounds; i++) run();
    const perRun = (performance.now() - started) / rounds;
    // "A few ms" on a laptop; the bound is loose so a busy CI machine does not flake.
    expect(perRun).toBeLessThan(25);
  });

  it("on a sparse scene (mostly clear lines, brute force's worst case) the index is faster than brute force", () => {
    // 2,000 short axis-aligned walls over a 20,000 px map; targets within 600 px: about a third of lines blocked.
    const rnd = lcg(17);
    const walls = Array.from({ length: 2000 }, () => {
      const x = Math.round(rnd() * 200) * 100;
      const y = Math.round(rnd() * 200) * 100;
      const len = 100 + Math.round(rnd() * 3) * 100;
      return rnd() < 0.5 ? seg(x, y, x + len, y) : seg(x, y, x, y + len);
    });
    const attacker = samplePoints(token(10010, 10010), 10);
    const targets = Array.from({ length: 20 }, () =>
      samplePoints(token(10010 + (rnd() - 0.5) * 1200, 10010 + (rnd() - 0.5) * 1200), 10),
    );
    const time = (query: ReturnType<typeof bruteForceWalls>): number => {
      const run = (): void => {
        for (const t of targets) coverFraction(attacker, t, query, "mean");
      };
      run();
      const started = performance.now();
      for (let i = 0; i < 10; i++) run();
      return performance.now() - started;
    };
    const index = buildWallIndex(walls);
    const brute = bruteForceWalls(walls);
    for (const t of targets) expect(coverFraction(attacker, t, index)).toEqual(coverFraction(attacker, t, brute));
    expect(time(index)).toBeLessThan(time(brute));
  });
});
