import type { SizeCategory } from "../creature.ts";

/**
 * The Size Chart (seed): "Players use the Size Chart to determine their character's Inherent Evasion and Miss
 * Chance Modifier. They may also use it to help determine Jump Reach and Jump Distance for their character. Speed
 * is determined by Race." Values as printed ("Approximate"); Miniscule is not in the chart (it only appears in the
 * Miss Chance table), so a chart lookup for it is undefined and the sheet must supply the creature's own numbers.
 */
export type ChartSize = Exclude<SizeCategory, "miniscule">;

export interface SizeChartRow {
  readonly size: ChartSize;
  /** "Typical Height/Length (cm)" as printed. */
  readonly height: string;
  readonly inherentEvasion: number;
  readonly missChanceModifier: number;
  /** "Approximate Jump Reach & Distance (m)". */
  readonly jump: number;
  /** "Approximate Speed (m)". */
  readonly speed: number;
}

export const SIZE_CHART: Readonly<Record<ChartSize, SizeChartRow>> = {
  huge: { size: "huge", height: "360-480", inherentEvasion: 6, missChanceModifier: -4, jump: 5, speed: 10 },
  large: { size: "large", height: "240-360", inherentEvasion: 7, missChanceModifier: -2, jump: 4, speed: 8 },
  medium: { size: "medium", height: "140-240", inherentEvasion: 8, missChanceModifier: 0, jump: 3, speed: 6 },
  small: { size: "small", height: "60-140", inherentEvasion: 9, missChanceModifier: 2, jump: 2, speed: 5 },
  tiny: { size: "tiny", height: "30-60", inherentEvasion: 10, missChanceModifier: 4, jump: 1, speed: 3 },
  diminutive: { size: "diminutive", height: "15-30", inherentEvasion: 11, missChanceModifier: 6, jump: 0.5, speed: 2 },
  fine: { size: "fine", height: "<15", inherentEvasion: 12, missChanceModifier: 8, jump: 0.3, speed: 1 },
};

export function sizeChartRow(size: SizeCategory): SizeChartRow | undefined {
  return size === "miniscule" ? undefined : SIZE_CHART[size];
}

/** "Huge (and larger) creatures have +1 Reach and Tiny (or smaller) creatures have -1 Reach." */
export function sizeReachModifier(size: SizeCategory): number {
  if (size === "huge") return 1;
  if (size === "tiny" || size === "diminutive" || size === "fine" || size === "miniscule") return -1;
  return 0;
}
