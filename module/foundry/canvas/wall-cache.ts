/**
 * One wall index per scene, built on first use and dropped when a wall of that scene is created, changed or
 * deleted (a door opening is a wall update), so every attack after the first reads an index, not 2,000 walls.
 */
import { buildSceneWalls, type SceneWalls } from "./scene-walls.ts";
import { isWallCoverFlag, type WallShape } from "./walls.ts";

const cache = new Map<string, SceneWalls>();

export function wallShape(doc: WallDocument.Implementation): WallShape {
  const cover: unknown = doc.flags.fray?.cover;
  return {
    id: doc.id ?? "",
    c: doc.c,
    sight: doc.sight ?? 0,
    move: doc.move ?? 0,
    door: doc.door ?? 0,
    ds: doc.ds ?? 0,
    cover: isWallCoverFlag(cover) ? cover : undefined,
  };
}

export function sceneWalls(scene: Scene.Implementation): SceneWalls {
  const key = scene.id ?? "";
  let walls = cache.get(key);
  if (!walls) {
    walls = buildSceneWalls(scene.walls.contents.map(wallShape));
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

export function registerWallCache(): void {
  Hooks.on("createWall", onWallChange);
  Hooks.on("updateWall", onWallChange);
  Hooks.on("deleteWall", onWallChange);
}
