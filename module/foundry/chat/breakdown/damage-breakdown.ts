/**
 * Applied damage explained (issue 23): what the rules did to the rolled number before it landed — armor,
 * resistances, cover, halving, in order, each with its source — and what each track took. A room's `applyDamage`
 * fills it from the engine's damage outcome (`pipelineBreakdown` reads the shared pipeline's audit); the card stores
 * it on the row (written by the GM only) and renders it with the roll's breakdown. Plain data: it lives in a chat
 * message, and `asDamageBreakdown` reads it back.
 */
import type { DamageResult } from "../../../engine/core/damage/pipeline.ts";
import type { Localizer } from "../../applications/parts/resource-bar.ts";
import { I18N_ROOT } from "../../constants.ts";
import { signed } from "./roll-breakdown.ts";

const KEY = `${I18N_ROOT}.Breakdown`;

/** One rule that changed the running number ("Leather (Armor Rank 2)": 9 → 7). */
export interface DamageStepLine {
  readonly source: string;
  readonly before: number;
  readonly after: number;
}

/** What one track took; `track` is the localization key of its name. */
export interface DamageTaken {
  readonly track: string;
  readonly amount: number;
}

/** A type, not an interface: the card stores it in an `ObjectField`, which takes only index-signature objects. */
export type DamageBreakdown = {
  /** The number the rules started from: the roll's total, or the GM's adjusted number. */
  readonly amount: number;
  readonly steps: readonly DamageStepLine[];
  /** What armor soaked up into its own durability. */
  readonly absorbed: number;
  readonly taken: readonly DamageTaken[];
  readonly critical: boolean;
};

/**
 * The breakdown of a hit run through the engine's damage pipeline: every step that changed the number (a skipped
 * or bypassed step changed nothing, track steps are what was taken, and a `firstOf` group is named by the member that
 * applied), what armor absorbed and each track's share.
 */
export function pipelineBreakdown(
  amount: number,
  result: DamageResult,
  trackLabel: (track: string) => string,
  critical: boolean,
): DamageBreakdown {
  return {
    amount,
    steps: result.audit
      .filter((entry) => entry.outcome === "applied" && entry.before !== entry.after)
      .filter((entry) => entry.step !== "track" && entry.step !== "firstOf")
      .map(({ source, before, after }) => ({ source, before, after })),
    absorbed: Object.values(result.absorbed).reduce((sum, n) => sum + n, 0),
    taken: Object.entries(result.taken)
      .filter(([, n]) => n > 0)
      .map(([track, n]) => ({ track: trackLabel(track), amount: n })),
    critical,
  };
}

function isNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

function asStep(value: unknown): DamageStepLine | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { source, before, after } = value as Partial<Record<keyof DamageStepLine, unknown>>;
  return typeof source === "string" && isNumber(before) && isNumber(after) ? { source, before, after } : undefined;
}

function asTaken(value: unknown): DamageTaken | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const { track, amount } = value as Partial<Record<keyof DamageTaken, unknown>>;
  return typeof track === "string" && isNumber(amount) ? { track, amount } : undefined;
}

/** A stored breakdown read back; null when absent or not one (a card from before rows kept it). */
export function asDamageBreakdown(value: unknown): DamageBreakdown | null {
  if (typeof value !== "object" || value === null) return null;
  const v = value as Partial<Record<keyof DamageBreakdown, unknown>>;
  if (!isNumber(v.amount) || !isNumber(v.absorbed) || !Array.isArray(v.steps) || !Array.isArray(v.taken)) return null;
  return {
    amount: v.amount,
    steps: v.steps.flatMap((s) => asStep(s) ?? []),
    absorbed: v.absorbed,
    taken: v.taken.flatMap((t) => asTaken(t) ?? []),
    critical: v.critical === true,
  };
}

/** The lines the card shows under the damage roll: where the rules started, each change, what landed where. */
export function damageLines(breakdown: DamageBreakdown, i18n: Localizer): string[] {
  return [
    ...(breakdown.critical ? [i18n.localize(`${KEY}.critical`)] : []),
    i18n.format(`${KEY}.damageFrom`, { amount: breakdown.amount }),
    ...breakdown.steps.map((s) =>
      i18n.format(`${KEY}.damageStep`, { source: s.source, before: s.before, after: s.after }),
    ),
    ...(breakdown.absorbed > 0 ? [i18n.format(`${KEY}.absorbed`, { amount: breakdown.absorbed })] : []),
    ...breakdown.taken.map((t) =>
      i18n.format(`${KEY}.taken`, { track: i18n.localize(t.track), amount: signed(-t.amount) }),
    ),
  ];
}
