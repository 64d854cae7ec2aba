/**
 * One wall index per scene, built on first use and dropped when a wall of that scene is created, changed or
 * deleted (a door opening is a wall update), or when the scene's grid changes (wall thresholds are kept in pixels),
 * so every attack after the first reads an index, not 2,000 walls.
 */
import { buildSceneWalls, type SceneWalls } from "./scene-walls.ts";
import { isWallCoverFlag, type WallShape } from "./walls.ts";

const cache = new Map<string, SceneWalls>();

/**
 * A wall document as plain facts. `pixelsPerUnit` is the scene's `dimensions.distancePixels` (grid size over grid
 * distance): core's `Wall#createEdge` scales the document's `threshold.sight`, in scene units, by it.
 */
export function wallShape(doc: WallDocument.Implementation, pixelsPerUnit: number): WallShape {
  const cover: unknown = doc.flags.fray?.cover;
  return {
    id: doc.id ?? "",
    c: doc.c,
    sight: doc.sight ?? 0,
    move: doc.move ?? 0,
    door: doc.door ?? 0,
    ds: doc.ds ?? 0,
    dir: doc.dir ?? 0,
    sightThreshold: (doc.threshold.sight ?? 0) * pixelsPerUnit,
    cover: isWallCoverFlag(cover) ? cover : undefined,
  };
}

export function sceneWalls(scene: Scene.Implementation): SceneWalls {
  const key = scene.id ?? "";
  let walls = cache.get(key);
  if (!walls) {
    const pixelsPerUnit = scene.grid.size / scene.grid.distance;
    walls = buildSceneWalls(scene.walls.contents.map((w) => wallShape(w, pixelsPerUnit)));
    cache.set(key, walls);
  }
  return walls;
}

/** Drops a scene's index; the next attack rebuilds it from the scene's walls. */
export function forgetSceneWalls(sceneId: string): void {
  cache.delete(sceneId);
}

function onWallChange(doc: WallDocument.Implementation): void {
  forgetSceneWalls(doc.parent?.id ?? "");
}

function onSceneChange(scene: Scene.Implementation, changes: Scene.UpdateData): void {
  if ("grid" in changes) forgetSceneWalls(scene.id ?? "");
}

export function registerWallCache(): void {
  Hooks.on("createWall", onWallChange);
  Hooks.on("updateWall", onWallChange);
  Hooks.on("deleteWall", onWallChange);
  Hooks.on("updateScene", onSceneChange);
}
