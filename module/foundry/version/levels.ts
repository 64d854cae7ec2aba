/**
 * Scene Levels (v14): a token stands on one Level, a wall is on the Levels of its `levels` set, every level when the
 * set is empty (foundryvtt.com/api/v14/interfaces/foundry.documents.types.TokenPosition.html, …/WallData.html). Cover,
 * clear paths and bodies between are read on the attacker's level only, so a wall or a creature upstairs does not
 * stand between two creatures downstairs. v13 has no levels: its tokens carry no `level`, so the attacker has none
 * and these functions keep everything. Read from the data alone, not the running generation, so the canvas readers
 * stay pure functions of documents (the e2e pages call them without a `game`).
 */
import type { LevelPlaced, LevelScoped } from "./v14-api.ts";

/** The Level a token stands on; undefined on v13 (or a v14 token without one), meaning every level. */
export function tokenLevel(token: TokenDocument.Implementation): string | undefined {
  return (token as unknown as LevelPlaced).level ?? undefined;
}

/** Is a token on `level` (undefined: no level to keep to)? */
export function tokenOnLevel(token: TokenDocument.Implementation, level: string | undefined): boolean {
  const own = tokenLevel(token);
  return level === undefined || own === undefined || own === level;
}

/** Is a wall on `level` (undefined: no level to keep to)? */
export function wallOnLevel(wall: WallDocument.Implementation, level: string | undefined): boolean {
  if (level === undefined) return true;
  const levels = new Set((wall as unknown as LevelScoped).levels ?? []);
  return levels.size === 0 || levels.has(level);
}
