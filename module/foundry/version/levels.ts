/**
 * Scene Levels (v14): a token stands on one Level, a wall is on the Levels of its `levels` set, every level when the
 * set is empty (foundryvtt.com/api/v14/interfaces/foundry.documents.types.TokenPosition.html, …/WallData.html). Cover,
 * clear paths and bodies between are read on the attacker's level only, so a wall or a creature upstairs does not
 * stand between two creatures downstairs. v13 has no levels: every wall and token is on the one floor, and these
 * functions keep everything.
 */
import { foundryGeneration } from "./generation.ts";
import type { LevelPlaced, LevelScoped } from "./v14-api.ts";

/** The Level a token stands on; undefined on v13 (or a v14 token without one), meaning every level. */
export function tokenLevel(token: TokenDocument.Implementation): string | undefined {
  if (foundryGeneration() < 14) return undefined;
  return (token as unknown as LevelPlaced).level ?? undefined;
}

/** Is a token on `level` (undefined: no level to keep to)? */
export function tokenOnLevel(token: TokenDocument.Implementation, level: string | undefined): boolean {
  const own = tokenLevel(token);
  return level === undefined || own === undefined || own === level;
}

/** Is a wall on `level` (undefined: no level to keep to)? */
export function wallOnLevel(wall: WallDocument.Implementation, level: string | undefined): boolean {
  if (level === undefined || foundryGeneration() < 14) return true;
  const levels = new Set((wall as unknown as LevelScoped).levels ?? []);
  return levels.size === 0 || levels.has(level);
}
