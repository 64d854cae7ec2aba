import { TERRAIN_TABLE, type TerrainId } from "../tables/terrain.ts";

/**
 * Difficult terrain: "If multiple modifiers apply (such as wading through water with mud on the bottom), multiply them
 * together to determine the total cost." A GM's own factor (a harder climb: "Can increase drastically") is a number.
 */
export type TerrainFactor = TerrainId | number;

export function terrainMultiplier(factors: readonly TerrainFactor[]): number {
  return factors.reduce<number>(
    (product, f) => product * (typeof f === "number" ? Math.max(1, f) : TERRAIN_TABLE[f].cost),
    1,
  );
}

/** Yards of movement pool a stretch of this terrain uses. */
export function terrainYards(yards: number, factors: readonly TerrainFactor[]): number {
  return Math.max(0, yards) * terrainMultiplier(factors);
}

/** "While swimming, you add the speed and direction of the water's movement to your normal movement." */
export function withCurrent(
  move: { readonly dx: number; readonly dy: number },
  current: { readonly dx: number; readonly dy: number },
): { readonly dx: number; readonly dy: number } {
  return { dx: move.dx + current.dx, dy: move.dy + current.dy };
}
