import type { SizeCategory } from "../creature.ts";
import { SIZE_CHART } from "./size.ts";

/**
 * Situational modifiers to Miss Chance (seed, "Situational Modifiers to Miss Chance"): the target's size and its
 * movement. The size table disagrees with the Size Chart's "Miss Chance Modifier" column for Diminutive (+8 here,
 * +6 there) and Fine (+12 here, +8 there), and only this table has Miniscule; the world setting `missChanceSizes`
 * picks one (default: this table, the one written for Miss Chance).
 */
export interface MissChanceSizeRow {
  readonly size: SizeCategory;
  readonly modifier: number;
  /** "Typical Height (cm)" as printed (it also differs from the Size Chart's). */
  readonly height: string;
}

export const MISS_CHANCE_SIZE_TABLE: Readonly<Record<SizeCategory, MissChanceSizeRow>> = {
  huge: { size: "huge", modifier: -4, height: "360-480" },
  large: { size: "large", modifier: -2, height: "240-360" },
  medium: { size: "medium", modifier: 0, height: "120-240" },
  small: { size: "small", modifier: 2, height: "60-120" },
  tiny: { size: "tiny", modifier: 4, height: "30-60" },
  diminutive: { size: "diminutive", modifier: 8, height: "15-30" },
  fine: { size: "fine", modifier: 12, height: "5-15" },
  miniscule: { size: "miniscule", modifier: 18, height: "<5" },
};

export type MissChanceSizeSource = "missChanceTable" | "sizeChart";

/** The size modifier by the chosen table; the Size Chart has no Miniscule, so that row always comes from here. */
export function missChanceSizeModifier(size: SizeCategory, source: MissChanceSizeSource): number {
  if (source === "sizeChart" && size !== "miniscule") return SIZE_CHART[size].missChanceModifier;
  return MISS_CHANCE_SIZE_TABLE[size].modifier;
}

/** "Miss Chance Movement Modifier". */
export const TARGET_MOVEMENTS = ["none", "typical", "evasive"] as const;
export type TargetMovement = (typeof TARGET_MOVEMENTS)[number];

export interface MissChanceMovementRow {
  readonly movement: TargetMovement;
  readonly amount: string;
  readonly modifier: number;
}

export const MISS_CHANCE_MOVEMENT_TABLE: Readonly<Record<TargetMovement, MissChanceMovementRow>> = {
  none: { movement: "none", amount: "none", modifier: -5 },
  typical: { movement: "typical", amount: "Running, Walking, and typical combat", modifier: 0 },
  evasive: { movement: "evasive", amount: "Running with zig-zagging, Sprinting", modifier: 5 },
};

/** "Miss Chance Modifier = 8 – weapon Accuracy – Halved Dexterity Modifier". */
export const MISS_CHANCE_BASE = 8;
