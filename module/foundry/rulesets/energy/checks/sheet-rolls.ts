/**
 * Fortitude, Will and Chance rolls made from the sheet (seed 001): "Fortitude Roll = 1d10* + Fortitude", "Will Roll
 * = 1d10* + Will", and the Chance roll, "a roll of pure luck. It is a 1d20 roll. Unless otherwise specified, a Chance
 * roll has a DC: 10, meaning it succeeds on a roll of 10 or above". The table names the DC of each roll (the seed
 * names one only for the Chance roll, so the sheet starts there); every sheet roll meets its DC as the Chance roll
 * does (rules page decision 71). A roll against an attack's AV ("must be higher than your AV") is the Combat
 * Maneuver's, not this. Plain data.
 */
import type { DiceRequest } from "../../../../engine/core/dice/request.ts";
import { chanceRollRequest } from "../../../../engine/rulesets/energy/dice/d20.ts";
import { defenseRollPlan } from "../../../../engine/rulesets/energy/dice/defense.ts";
import type { DefenseBreakdown } from "../../../../engine/rulesets/energy/defense/values.ts";
import { CHANCE_ROLL_DC } from "../../../../engine/rulesets/energy/tables/d20-outcomes.ts";

export const SHEET_ROLL_KINDS = ["fortitude", "will", "chance"] as const;
export type SheetRollKind = (typeof SHEET_ROLL_KINDS)[number];

export function isSheetRollKind(value: string | undefined): value is SheetRollKind {
  return (SHEET_ROLL_KINDS as readonly (string | undefined)[]).includes(value);
}

/** The DC the sheet starts at: the Chance roll's "Unless otherwise specified". */
export const DEFAULT_ROLL_DC = CHANCE_ROLL_DC;
/** The sheet's − / + step (the seed's DCs are 5, 10, 15 …) and its bounds. */
export const ROLL_DC_STEP = 5;
export const ROLL_DC_MIN = 5;
export const ROLL_DC_MAX = 40;

/** The DC moved by `delta` within the sheet's bounds. */
export function steppedDc(dc: number, delta: number): number {
  return Math.min(ROLL_DC_MAX, Math.max(ROLL_DC_MIN, dc + delta));
}

/** The defenses a sheet roll adds: the creature's derived Fortitude and Will. */
export type RollDefenses = Readonly<Record<"fortitude" | "will", Pick<DefenseBreakdown, "total">>>;

/** The roll of `kind` against `dc`, succeeding on a total of `dc` or more. */
export function sheetRollRequest(kind: SheetRollKind, defenses: RollDefenses, dc: number): DiceRequest {
  if (kind === "chance") return chanceRollRequest(dc);
  // No edge: a plain exploding d10, which every `defenseEdge` setting rolls as one whole roll.
  const plan = defenseRollPlan({ kind, value: defenses[kind].total });
  if (plan.mode !== "wholeRoll") throw new Error(`a ${kind} roll with no edge is one whole roll`);
  return { ...plan.request, target: { kind: "meet", value: dc, source: `DC ${dc}` } };
}
