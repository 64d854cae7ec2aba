/**
 * A scene's walls indexed once for every question the canvas asks: sight lines for cover (walls without a cover
 * flag), sight lines across flagged walls (the per-wall override), and clear paths (walls blocking movement or
 * sight), each wall with its side and threshold (a one-way or proximity wall blocks only some lookers). Built from
 * plain wall shapes; `wall-cache.ts` keeps one per scene and rebuilds it when a wall changes.
 */
import { buildSensedWallIndex } from "../../engine/core/geometry/sensed-walls.ts";
import type { WallIndex } from "../../engine/core/geometry/wall-index.ts";
import { blocksPath, blocksSight, pathWall, sightWall, type WallCoverLevel, type WallShape } from "./walls.ts";

export interface SceneWalls {
  /** Walls that block sight and carry no cover flag: the computed cover. */
  readonly sight: WallIndex;
  /** Walls flagged with a cover level, and that level by index. */
  readonly flagged: WallIndex;
  readonly flaggedLevels: readonly WallCoverLevel[];
  /** Walls that break a clear path (they block movement or sight). */
  readonly path: WallIndex;
}

/**
 * `honoured`: the cover levels the world's room reads (room.ts `wallCoverLevels`); a wall flagged with any other level
 * is a computed wall, so a flag the ruleset cannot read never turns a wall transparent.
 */
export function buildSceneWalls(walls: readonly WallShape[], honoured: readonly WallCoverLevel[]): SceneWalls {
  const levelOf = (w: WallShape): WallCoverLevel | undefined =>
    w.cover !== undefined && w.cover !== "none" && honoured.includes(w.cover) ? w.cover : undefined;
  const sight = walls.filter((w) => blocksSight(w) && w.cover !== "none" && levelOf(w) === undefined);
  const flagged = walls.flatMap((w) => {
    const level = levelOf(w);
    return level ? [{ wall: w, level }] : [];
  });
  return {
    sight: buildSensedWallIndex(sight.map(sightWall)),
    flagged: buildSensedWallIndex(flagged.map((f) => sightWall(f.wall))),
    flaggedLevels: flagged.map((f) => f.level),
    path: buildSensedWallIndex(walls.filter(blocksPath).map(pathWall)),
  };
}
