/**
 * One wall index per scene, built on first use and dropped when a wall of that scene is created, changed or
 * deleted (a door opening is a wall update), or when the scene's grid changes (wall thresholds are kept in pixels),
 * so every attack after the first reads an index, not 2,000 walls. On v14 the index is per scene and set of Levels:
 * only the walls on the Levels of an attack's two creatures count (version/levels.ts); a wall whose `levels` change
 * is a wall update.
 */
import { buildSceneWalls, type SceneWalls } from "./scene-walls.ts";
import { isWallCoverFlag, type WallCoverLevel, type WallShape } from "./walls.ts";
import { wallOnLevel, type PairLevels } from "../version/levels.ts";

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

/** The cache key: the scene, and the Levels when there are some (v14). */
const keyOf = (sceneId: string, levels: PairLevels): string => `${sceneId}/${levels?.join("/") ?? ""}`;

/**
 * The walls of `scene` on `levels` (undefined: every wall; always so on v13), read with the wall cover levels the
 * reading room honours (`honoured`, room.ts `wallCoverLevels`).
 */
export function sceneWalls(
  scene: Scene.Implementation,
  levels?: PairLevels,
  honoured: readonly WallCoverLevel[] = [],
): SceneWalls {
  const key = `${keyOf(scene.id ?? "", levels)}#${honoured.join(",")}`;
  let walls = cache.get(key);
  if (!walls) {
    const pixelsPerUnit = scene.grid.size / scene.grid.distance;
    const onLevel = scene.walls.contents.filter((w) => wallOnLevel(w, levels));
    walls = buildSceneWalls(
      onLevel.map((w) => wallShape(w, pixelsPerUnit)),
      honoured,
    );
    cache.set(key, walls);
  }
  return walls;
}

/** Drops a scene's indexes (every level's); the next attack rebuilds them from the scene's walls. */
export function forgetSceneWalls(sceneId: string): void {
  for (const key of [...cache.keys()]) if (key.startsWith(keyOf(sceneId, undefined))) cache.delete(key);
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
