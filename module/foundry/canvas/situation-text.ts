/**
 * The reasons and refusals the canvas gives, shared by every ruleset's situation: a localization key under
 * `FRAY.Canvas` and its data. Distances are shown to one decimal in the ruleset's unit.
 */
import { I18N_ROOT } from "../constants.ts";
import type { CoverReading } from "./cover.ts";
import type { ScenePair } from "./pair.ts";

export const CANVAS_KEYS = `${I18N_ROOT}.Canvas`;

export interface CanvasText {
  readonly key: string;
  readonly data?: Readonly<Record<string, string | number>>;
}

export const roundDistance = (d: number): number => Math.round(d * 10) / 10;

export function reason(id: string, data?: Record<string, string | number>): CanvasText {
  return { key: `${CANVAS_KEYS}.Reason.${id}`, ...(data ? { data } : {}) };
}

export function refusal(id: string, data: Record<string, string | number>): { refused: string; data: typeof data } {
  return { refused: `${CANVAS_KEYS}.Refusal.${id}`, data };
}

/** "2 walls and 1 creature block 60% of the sight lines", or the flagged wall's level. */
export function coverReason(cover: CoverReading, fromFlag: boolean): CanvasText {
  if (fromFlag && cover.flagged !== undefined) return reason(`coverFlagged.${cover.flagged}`);
  return reason("cover", {
    percent: Math.round(cover.fraction * 100),
    walls: cover.walls,
    tokens: cover.tokens,
  });
}

/** "6 ft away" data for a pair. */
export function distanceData(pair: ScenePair, name: string): Record<string, string | number> {
  return { name, distance: roundDistance(pair.distance), unit: pair.unit };
}
