/**
 * Scene Levels (v14): a token stands on one Level, a wall is on the Levels of its `levels` set, every level when the
 * set is empty (foundryvtt.com/api/v14/interfaces/foundry.documents.types.TokenPosition.html, …/WallData.html).
 * Cover, clear paths and bodies between are read on the Levels of the two creatures of an attack: a wall or a
 * creature on a third Level does not stand between them. v13 has no levels: its tokens carry no `level`, so a pair
 * has none and these functions keep everything. Read from the data alone, not the running generation, so the canvas
 * readers stay pure functions of documents (the e2e pages call them without a `game`).
 *
 * A pair on two Levels (an archer on a balcony, a target below) is attacked as the seeds measure every attack: on the
 * map, in 2D, with the walls and bodies of both Levels between them (docs/foundry-versions.md section 2.2). The
 * seeds have no vertical distance; what separates two Levels (a floor, a Surface) is not read.
 */
import type { LevelPlaced, LevelScoped } from "./v14-api.ts";

/** The Levels an attack is read on; undefined: every level (v13, or tokens without one). */
export type PairLevels = readonly string[] | undefined;

/** The Level a token stands on; undefined on v13 (or a v14 token without one), meaning every level. */
export function tokenLevel(token: TokenDocument.Implementation): string | undefined {
  return (token as unknown as LevelPlaced).level ?? undefined;
}

/** The Levels between an attacker and its target: each one's own, in a stable order (the wall cache's key). */
export function pairLevels(attacker: TokenDocument.Implementation, target: TokenDocument.Implementation): PairLevels {
  const own = tokenLevel(attacker);
  if (own === undefined) return undefined;
  const other = tokenLevel(target);
  return other === undefined || other === own ? [own] : [own, other].sort();
}

/** Is a token on one of `levels`? */
export function tokenOnLevel(token: TokenDocument.Implementation, levels: PairLevels): boolean {
  const own = tokenLevel(token);
  return levels === undefined || own === undefined || levels.includes(own);
}

/** Is a wall on one of `levels`? */
export function wallOnLevel(wall: WallDocument.Implementation, levels: PairLevels): boolean {
  if (levels === undefined) return true;
  const on = new Set((wall as unknown as LevelScoped).levels ?? []);
  return on.size === 0 || levels.some((level) => on.has(level));
}
