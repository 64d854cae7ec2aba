/**
 * A scene's walls indexed once for every question the canvas asks: sight lines for cover (walls without a cover
 * flag), sight lines across flagged walls (the per-wall override), and clear paths (walls blocking movement or
 * sight). Built from plain wall shapes; `wall-cache.ts` keeps one per scene and rebuilds it when a wall changes.
 */
import { buildWallIndex, type WallIndex } from "../../engine/core/geometry/wall-index.ts";
import { blocksPath, blocksSight, wallSegment, type WallCoverLevel, type WallShape } from "./walls.ts";

export interface SceneWalls {
  /** Walls that block sight and carry no cover flag: the computed cover. */
  readonly sight: WallIndex;
  /** Walls flagged with a cover level, and that level by index. */
  readonly flagged: WallIndex;
  readonly flaggedLevels: readonly WallCoverLevel[];
  /** Walls that break a clear path (they block movement or sight). */
  readonly path: WallIndex;
}

export function buildSceneWalls(walls: readonly WallShape[]): SceneWalls {
  const sight = walls.filter((w) => blocksSight(w) && w.cover === undefined);
  const flagged = walls.flatMap((w) =>
    w.cover !== undefined && w.cover !== "none" ? [{ wall: w, level: w.cover }] : [],
  );
  return {
    sight: buildWallIndex(sight.map(wallSegment)),
    flagged: buildWallIndex(flagged.map((f) => wallSegment(f.wall))),
    flaggedLevels: flagged.map((f) => f.level),
    path: buildWallIndex(walls.filter(blocksPath).map(wallSegment)),
  };
}
