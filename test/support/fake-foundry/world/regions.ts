/**
 * Regions of a fake scene, as far as a token's move and the ground it stands on read them (v13):
 * - a `RegionDocument` (common/documents/region.mjs `BaseRegion`) of rectangle shapes (`BaseShapeData` type
 *   "rectangle": `x`, `y`, `width`, `height` in pixels, unrotated, not a hole; any other shape throws rather than being
 *   tested wrongly), its `elevation` ({bottom, top}, null for unbounded: `prepareBaseData` makes them -Infinity and
 *   Infinity), core's `RegionDocument#testPoint(point)`: "Test whether the given point (at the given elevation) is
 *   inside this Region", `bottom <= point.elevation <= top` and the point inside its shapes (client/documents/region.mjs),
 *   and its embedded `behaviors` (`BaseRegionBehavior`: `type`, `system`, `disabled`, false unless set): Modify
 *   Movement Cost behaviours (`ModifyMovementCostRegionBehaviorType`: `difficulties`, one
 *   NumberField per movement action without `deriveTerrainDifficulty`, nullable, initial 1, min 0, max 5: a value
 *   outside throws as the schema's validation does; a derived action's difficulty is its `deriveTerrainDifficulty` of
 *   the others', `prepareBaseData`). Other shapes and behaviour types are not modelled: they throw.
 * - core's `Token#createTerrainMovementPath` for a straight move, not previewed (a GM's client, or no token vision):
 *   a Region whose enabled behaviours give terrain effects for the move's action (`_getTerrainEffects`: none where
 *   the difficulty is 1, else `{name: "difficulty", difficulty}`) is active from the origin when the token's centre is
 *   inside it (`Token#testInsideRegion`: `region.testPoint(this.getCenterPoint(position))`); where the centre crosses
 *   a Region's edge core adds an `intermediate` waypoint (top-left position), each waypoint carrying the terrain "from
 *   the previous to this waypoint": `TerrainData.resolveTerrainEffects` of the active Regions' effects, their
 *   difficulties multiplied (`difficulty *= effect.difficulty`; null when the product is 1). An intermediate waypoint
 *   whose terrain equals the next one's is dropped ("Remove redundant region waypoints").
 */
import { tokenMovement } from "../token-movement.ts";
import { FakeCollection } from "./collection.ts";
import { newId } from "./documents.ts";
import { currentUser } from "./users.ts";

export interface FakeRectangle {
  readonly type: "rectangle";
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A Region behaviour's source: core's Modify Movement Cost is `{type: "modifyMovementCost", system: {difficulties}}`. */
export interface FakeRegionBehaviorSource {
  readonly id?: string;
  readonly type: string;
  readonly disabled?: boolean;
  readonly system?: { readonly difficulties?: Readonly<Record<string, number | null>> };
}

export interface FakeRegionSource {
  readonly id?: string;
  readonly name?: string;
  readonly shapes: readonly { readonly type: string; readonly [field: string]: unknown }[];
  readonly elevation?: { readonly bottom?: number | null; readonly top?: number | null };
  readonly behaviors?: readonly FakeRegionBehaviorSource[];
}

/** A Modify Movement Cost behaviour, its `system.difficulties` with the derived actions' (`prepareBaseData`). */
export interface FakeRegionBehavior {
  readonly id: string;
  readonly type: "modifyMovementCost";
  readonly disabled: boolean;
  readonly system: { readonly difficulties: Readonly<Record<string, number | null>> };
}

export class FakeRegionDocument {
  readonly id: string;
  readonly name: string;
  readonly shapes: readonly FakeRectangle[];
  readonly elevation: { readonly bottom: number; readonly top: number };
  readonly behaviors = new FakeCollection<FakeRegionBehavior>();

  constructor(
    source: FakeRegionSource,
    /** Its Scene (a token tests only the Regions of its own); none for a Region read on its own in a test. */
    readonly parent: object | null = null,
    /** `Scene#regions`, the collection `delete` removes it from. */
    private readonly regions?: FakeCollection<FakeRegionDocument>,
  ) {
    this.id = source.id ?? newId();
    this.name = source.name ?? "";
    this.shapes = source.shapes.map(rectangleOf);
    this.elevation = { bottom: source.elevation?.bottom ?? -Infinity, top: source.elevation?.top ?? Infinity };
    for (const behavior of (source.behaviors ?? []).map(movementCostOf)) this.behaviors.set(behavior.id, behavior);
  }

  /** `Document#delete`, a GM's here as its creation is; a Region already gone throws as core's does. */
  delete(): Promise<this> {
    if (!currentUser().isGM) return Promise.reject(new Error("only a GM may delete a Region here"));
    if (!this.regions?.delete(this.id)) return Promise.reject(new Error(`Region ${this.id} does not exist`));
    return Promise.resolve(this);
  }

  /** Core's `testPoint(point: ElevatedPoint)`: within the elevation range and inside (or on the edge of) a shape. */
  testPoint(p: { readonly x: number; readonly y: number; readonly elevation: number }): boolean {
    const { bottom, top } = this.elevation;
    if (!(bottom <= p.elevation && p.elevation <= top)) return false;
    return this.shapes.some((r) => p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height);
  }
}

function rectangleOf(shape: FakeRegionSource["shapes"][number]): FakeRectangle {
  const { type, x, y, width, height, rotation, hole } = shape;
  if (type !== "rectangle" || (rotation ?? 0) !== 0 || hole === true) {
    throw new Error(`the fake models only unrotated rectangle Region shapes that are not holes, not this ${type}`);
  }
  if ([x, y, width, height].some((n) => typeof n !== "number"))
    throw new Error("a rectangle needs x, y, width, height");
  return { type, x: Number(x), y: Number(y), width: Number(width), height: Number(height) };
}

function movementCostOf(behavior: FakeRegionBehaviorSource): FakeRegionBehavior {
  if (behavior.type !== "modifyMovementCost") {
    throw new Error(`the fake models modifyMovementCost Region behaviours only, not ${behavior.type}`);
  }
  const actions = tokenMovement().actions;
  const given = behavior.system?.difficulties ?? {};
  const source: Record<string, number | null> = {};
  for (const [action, config] of Object.entries(actions)) {
    if (config.deriveTerrainDifficulty) continue;
    const d = given[action] ?? (action in given ? null : 1);
    if (d !== null && !(d >= 0 && d <= 5)) throw new Error(`difficulties.${action}: ${d} is not between 0 and 5`);
    source[action] = d;
  }
  const difficulties = { ...source };
  for (const [action, config] of Object.entries(actions)) {
    if (config.deriveTerrainDifficulty) difficulties[action] = config.deriveTerrainDifficulty(source);
  }
  return {
    id: behavior.id ?? newId(),
    type: "modifyMovementCost",
    disabled: behavior.disabled === true,
    system: { difficulties },
  };
}

/** A waypoint of the passed path, as core's `TokenMeasuredMovementWaypoint` has it. */
export interface FakeTerrainWaypoint {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly action: string;
  readonly terrain: { readonly difficulty: number } | null;
  readonly intermediate: boolean;
  readonly explicit: boolean;
  readonly snapped: boolean;
  readonly checkpoint: boolean;
}

type At = { readonly x: number; readonly y: number };

/** `TerrainData.resolveTerrainEffects`: the difficulties multiplied, null when they come to 1. */
function resolve(difficulties: readonly (number | null)[]): { difficulty: number } | null {
  // Core multiplies as JavaScript does: an impassable (null) effect makes the product 0.
  const difficulty = difficulties.reduce<number>((product, d) => product * (d ?? 0), 1);
  return difficulty === 1 ? null : { difficulty };
}

/** Where (0 … 1) along `a` → `b` the point crosses the rectangle's edges, strictly inside the move. */
function crossings(a: At, b: At, r: FakeRectangle): number[] {
  const ts: number[] = [];
  const axis = (from: number, to: number, lo: number, hi: number) => {
    if (from === to) return;
    for (const edge of [lo, hi]) ts.push((edge - from) / (to - from));
  };
  axis(a.x, b.x, r.x, r.x + r.width);
  axis(a.y, b.y, r.y, r.y + r.height);
  return ts.filter((t) => {
    if (t <= 0 || t >= 1) return false;
    const before = { x: a.x + (b.x - a.x) * (t - 1e-6), y: a.y + (b.y - a.y) * (t - 1e-6) };
    const after = { x: a.x + (b.x - a.x) * (t + 1e-6), y: a.y + (b.y - a.y) * (t + 1e-6) };
    const inside = (p: At) => p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;
    return inside(before) !== inside(after);
  });
}

/**
 * The passed waypoints of a token's straight move from `from` to `to` (top-left pixels) with `action` over `regions`,
 * its size `width` × `height` spaces of `gridSize` pixels (core's `createTerrainMovementPath`, above).
 */
export function terrainPath(
  regions: readonly FakeRegionDocument[],
  token: { readonly width: number; readonly height: number },
  gridSize: number,
  from: At,
  to: At,
  action: string,
): FakeTerrainWaypoint[] {
  const half = { x: (token.width * gridSize) / 2, y: (token.height * gridSize) / 2 };
  const centre = (p: At) => ({ x: p.x + half.x, y: p.y + half.y });
  const [c0, c1] = [centre(from), centre(to)];
  const states = regions.flatMap((region) => {
    const difficulties = region.behaviors.contents
      .filter((b) => !b.disabled)
      .map((b) => b.system.difficulties[action] ?? null)
      .filter((d) => d !== 1);
    // The fake's tokens stand at `BaseToken`'s initial elevation, 0.
    const active = region.testPoint({ ...c0, elevation: 0 });
    return difficulties.length === 0 ? [] : [{ region, difficulties, active }];
  });
  const marks = states
    .flatMap((state) => state.region.shapes.flatMap((r) => crossings(c0, c1, r)).map((t) => ({ t, state })))
    .sort((m, n) => m.t - n.t);
  const terrainNow = () => resolve(states.filter((s) => s.active).flatMap((s) => s.difficulties));
  const waypoint = (at: At, terrain: FakeTerrainWaypoint["terrain"], intermediate: boolean): FakeTerrainWaypoint => ({
    x: Math.round(at.x),
    y: Math.round(at.y),
    width: token.width,
    height: token.height,
    action,
    terrain,
    intermediate,
    explicit: true,
    snapped: !intermediate,
    checkpoint: !intermediate,
  });
  const path: FakeTerrainWaypoint[] = [];
  for (const { t, state } of marks) {
    const at = { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
    const last = path.at(-1);
    // Crossings at one position combine (core's "Same position: combine them"): one waypoint, the terrain up to it.
    if (!last || last.x !== Math.round(at.x) || last.y !== Math.round(at.y))
      path.push(waypoint(at, terrainNow(), true));
    state.active = !state.active;
  }
  path.push(waypoint(to, terrainNow(), false));
  // "Remove redundant region waypoints": a crossing that leaves the terrain as it was is no waypoint.
  return path.filter((w, i) => !w.intermediate || !sameTerrain(w.terrain, path[i + 1]?.terrain ?? null));
}

function sameTerrain(a: FakeTerrainWaypoint["terrain"], b: FakeTerrainWaypoint["terrain"]): boolean {
  return a === null || b === null ? a === b : a.difficulty === b.difficulty;
}
