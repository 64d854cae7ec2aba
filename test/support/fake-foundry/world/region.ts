/**
 * v13 Regions for canvas tests, with only what Fray reads: a `RegionDocument` (common/documents/region.mjs `BaseRegion`)
 * with its `shapes`, `elevation` ({bottom, top}, null for unbounded: `prepareBaseData` makes them -Infinity and
 * Infinity) and its embedded `behaviors` (`BaseRegionBehavior`: `type`, `system`, `disabled`, false unless set), and
 * core's `RegionDocument#testPoint(point)`: "Test whether the given point (at the given elevation) is inside this
 * Region", `bottom <= point.elevation <= top` and the point inside its shapes (client/documents/region.mjs). The fake
 * draws only unrotated rectangles that are not holes (`RectangleShapeData`); any other shape throws rather than being
 * tested wrongly. A scene gets one with `FakeScene#addRegion`, built quietly as `addWall` builds walls.
 */
import { FakeCollection } from "./collection.ts";

/** A shape's data; the fake draws only `RectangleShapeData` (`type` "rectangle"): the top-left corner and size. */
export interface FakeRectangleShape {
  readonly type: string;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly rotation?: number;
  readonly hole?: boolean;
}

/** A `RegionBehavior`: core's Modify Movement Cost is `{type: "modifyMovementCost", system: {difficulties}}`. */
export interface FakeRegionBehaviorData {
  readonly id: string;
  readonly type: string;
  readonly system: Readonly<Record<string, unknown>>;
  readonly disabled?: boolean;
}

export interface FakeRegionData {
  readonly id: string;
  readonly shapes: readonly FakeRectangleShape[];
  readonly elevation?: { readonly bottom?: number | null; readonly top?: number | null };
  readonly behaviors?: readonly FakeRegionBehaviorData[];
}

export interface FakeRegionBehavior {
  readonly id: string;
  readonly type: string;
  readonly system: Readonly<Record<string, unknown>>;
  readonly disabled: boolean;
}

export class FakeRegionDocument {
  readonly id: string;
  readonly shapes: readonly FakeRectangleShape[];
  readonly elevation: { readonly bottom: number; readonly top: number };
  readonly behaviors = new FakeCollection<FakeRegionBehavior>();

  constructor(
    data: FakeRegionData,
    /** Its Scene (a token tests only the Regions of its own). */
    readonly parent: object,
  ) {
    for (const shape of data.shapes) {
      if (shape.type !== "rectangle" || (shape.rotation ?? 0) !== 0 || shape.hole === true) {
        throw new Error("The fake draws only unrotated rectangles that are not holes");
      }
    }
    this.id = data.id;
    this.shapes = data.shapes;
    this.elevation = { bottom: data.elevation?.bottom ?? -Infinity, top: data.elevation?.top ?? Infinity };
    for (const behavior of data.behaviors ?? []) {
      this.behaviors.set(behavior.id, { ...behavior, disabled: behavior.disabled === true });
    }
  }

  /** Core's `testPoint(point: ElevatedPoint)`: within the elevation range and inside a shape. */
  testPoint(point: { readonly x: number; readonly y: number; readonly elevation: number }): boolean {
    const { bottom, top } = this.elevation;
    if (!(bottom <= point.elevation && point.elevation <= top)) return false;
    return this.shapes.some(
      (s) => point.x >= s.x && point.x <= s.x + s.width && point.y >= s.y && point.y <= s.y + s.height,
    );
  }
}
