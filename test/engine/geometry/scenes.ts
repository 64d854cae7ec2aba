import type { Segment } from "../../../module/engine/core/geometry/shapes.ts";

const seg = (ax: number, ay: number, bx: number, by: number): Segment => ({ a: { x: ax, y: ay }, b: { x: bx, y: by } });

/** Deterministic pseudo-random numbers for test scenes (no Math.random: a failure must replay). */
export function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export function scene(walls: number, size: number, seed: number): Segment[] {
  const rnd = lcg(seed);
  return Array.from({ length: walls }, () => {
    const x = rnd() * size;
    const y = rnd() * size;
    const len = 20 + rnd() * 180;
    const angle = rnd() * Math.PI;
    return seg(x, y, x + Math.cos(angle) * len, y + Math.sin(angle) * len);
  });
}
