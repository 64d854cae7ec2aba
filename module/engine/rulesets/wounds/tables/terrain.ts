/**
 * Difficult terrain (seed 004): "Each yard of movement in difficult terrain costs 2, 3, 4, or more yards worth of
 * normal movement. If multiple modifiers apply (such as wading through water with mud on the bottom), multiply them
 * together to determine the total cost."
 */
export const TERRAIN_IDS = [
  "steepHill",
  "kneeWater",
  "mud",
  "undergrowth",
  "swimming",
  "waistWater",
  "verticalClimb",
  "underwater",
] as const;
export type TerrainId = (typeof TERRAIN_IDS)[number];

export interface TerrainRow {
  readonly id: TerrainId;
  /** The seed's "Situation" cell. */
  readonly situation: string;
  /** Yards of normal movement per yard. */
  readonly cost: number;
  /** The seed's footnote, where the row has one. */
  readonly note?: string;
}

export const TERRAIN_TABLE: Readonly<Record<TerrainId, TerrainRow>> = {
  steepHill: { id: "steepHill", situation: "Climbing a steep hill", cost: 2 },
  kneeWater: { id: "kneeWater", situation: "Wading through knee-high water", cost: 2 },
  mud: { id: "mud", situation: "Walking in mud", cost: 2 },
  undergrowth: { id: "undergrowth", situation: "Moving through thick undergrowth", cost: 3 },
  swimming: { id: "swimming", situation: "Swimming", cost: 3 },
  waistWater: { id: "waistWater", situation: "Wading through waist-high water", cost: 4 },
  verticalClimb: {
    id: "verticalClimb",
    situation: "Vertical climb",
    cost: 4,
    note: "Assumes abundant handholds and footholds. Can increase drastically, subject to GM discretion.",
  },
  underwater: { id: "underwater", situation: "Walking underwater", cost: 10 },
};
