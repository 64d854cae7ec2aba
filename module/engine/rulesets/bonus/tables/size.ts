import { SIZE_CATEGORIES, type SizeCategory } from "../creature.ts";

/**
 * Size categories (seed 000): "There are seven size categories; tiny, small, medium, large, huge, massive, and
 * colossal." Each row keeps the seed's mass and volume sentence verbatim plus the numbers read from it. The seed's
 * numbers are descriptive, not rules (size is chosen, "volume trumps mass"), and two look like slips, kept as written
 * and flagged in docs/rules/bonus.md: small's "2 cubic inches" (smaller than tiny's 6) and huge's "25,0000 lbs.",
 * read as 25,000 because massive begins at 200,000.
 */

export interface SizeMeasure {
  readonly relation: "less than" | "greater than";
  readonly pounds: number;
}

export interface SizeVolume {
  readonly amount: number;
  readonly unit: "cubic inches" | "cubic feet";
}

export interface SizeRow {
  readonly id: SizeCategory;
  /** The seed's line, verbatim after the category name. */
  readonly seedText: string;
  readonly mass: SizeMeasure;
  readonly volume: SizeVolume;
  /** Creatures the seed names at this size. */
  readonly examples: readonly string[];
  /**
   * Default token size in grid spaces (Fray's choice; the seed is silent). Huge = 3 comes from the seed's "fifteen
   * foot spherical creature … is a huge creature" on a 5-ft grid; the rest follow the usual tabletop ladder.
   */
  readonly spaces: number;
}

export const SIZE_TABLE: Readonly<Record<SizeCategory, SizeRow>> = {
  tiny: {
    id: "tiny",
    seedText: "Median mass of less than 2 lbs., total volume of 6 cubic inches",
    mass: { relation: "less than", pounds: 2 },
    volume: { amount: 6, unit: "cubic inches" },
    examples: ["mouse"],
    spaces: 0.5,
  },
  small: {
    id: "small",
    seedText: "Median mass of less than 60 lbs., total volume of 2 cubic inches",
    mass: { relation: "less than", pounds: 60 },
    volume: { amount: 2, unit: "cubic inches" },
    examples: [],
    spaces: 1,
  },
  medium: {
    id: "medium",
    seedText: "Median mass of less than 450lbs., total volume of 5 cubic feet",
    mass: { relation: "less than", pounds: 450 },
    volume: { amount: 5, unit: "cubic feet" },
    examples: ["human"],
    spaces: 1,
  },
  large: {
    id: "large",
    seedText: "Median mass of less than 3000 lbs., total volume of 15 cubic feet",
    mass: { relation: "less than", pounds: 3000 },
    volume: { amount: 15, unit: "cubic feet" },
    examples: ["grizzly bear"],
    spaces: 2,
  },
  huge: {
    id: "huge",
    seedText: "Median mass of greater than 25,0000 lbs., total volume of 35 cubic feet",
    mass: { relation: "greater than", pounds: 25_000 },
    volume: { amount: 35, unit: "cubic feet" },
    examples: ["fifteen foot spherical creature filled with hot air"],
    spaces: 3,
  },
  massive: {
    id: "massive",
    seedText: "Median mass of greater than 200,000 lbs., total volume of 100 cubic feet",
    mass: { relation: "greater than", pounds: 200_000 },
    volume: { amount: 100, unit: "cubic feet" },
    examples: ["blue whale"],
    spaces: 6,
  },
  colossal: {
    id: "colossal",
    seedText: "Median mass of greater than 1 million lbs., total volume of 400 cubic feet",
    mass: { relation: "greater than", pounds: 1_000_000 },
    volume: { amount: 400, unit: "cubic feet" },
    examples: ["Behemoth"],
    spaces: 10,
  },
};

/** Position on the size ladder (tiny 0 … colossal 6); differences are "size categories of difference". */
export function sizeIndex(size: SizeCategory): number {
  return SIZE_CATEGORIES.indexOf(size);
}
