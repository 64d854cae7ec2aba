import { describe, expect, it } from "vitest";
import { segmentCrossesRectInterior, segmentsIntersect } from "../../../module/engine/core/geometry/intersect.ts";
import type { Segment } from "../../../module/engine/core/geometry/shapes.ts";

const seg = (ax: number, ay: number, bx: number, by: number): Segment => ({ a: { x: ax, y: ay }, b: { x: bx, y: by } });

describe("segmentsIntersect (closed segments)", () => {
  it.each([
    ["crossing", seg(0, 0, 10, 10), seg(0, 10, 10, 0), true],
    ["disjoint", seg(0, 0, 1, 1), seg(2, 2, 3, 5), false],
    ["parallel", seg(0, 0, 10, 0), seg(0, 1, 10, 1), false],
    ["touching at an end point", seg(0, 0, 5, 5), seg(5, 5, 10, 0), true],
    ["T-touch", seg(0, 0, 10, 0), seg(5, 0, 5, 5), true],
    ["collinear overlapping", seg(0, 0, 10, 0), seg(5, 0, 15, 0), true],
    ["collinear apart", seg(0, 0, 4, 0), seg(5, 0, 15, 0), false],
    ["a point on a segment", seg(3, 3, 3, 3), seg(0, 0, 10, 10), true],
    ["a point off a segment", seg(3, 4, 3, 4), seg(0, 0, 10, 10), false],
  ])("%s", (_name, s, t, expected) => {
    expect(segmentsIntersect(s, t)).toBe(expected);
    expect(segmentsIntersect(t, s)).toBe(expected);
  });
});

describe("segmentCrossesRectInterior", () => {
  const r = { x: 1, y: 1, width: 1, height: 1 };
  it.each([
    ["straight through", seg(0.5, 1.5, 2.5, 1.5), true],
    ["diagonal through", seg(0.5, 0.5, 2.5, 2.5), true],
    ["grazing a corner", seg(0, 2, 2, 0), false],
    ["along an edge", seg(0, 1, 3, 1), false],
    ["outside", seg(0, 0, 0, 3), false],
    ["ending inside", seg(0, 1.5, 1.5, 1.5), true],
  ])("%s", (_name, s, expected) => {
    expect(segmentCrossesRectInterior(s, r)).toBe(expected);
  });
});
