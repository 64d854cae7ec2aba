import type { DamagePredicate } from "./predicates.ts";

/**
 * The steps of a damage pipeline, as data. Each ruleset builds an ordered list of these from the situation (its
 * armor, resistances, tracks …) and the core applies them; no step knows which ruleset made it. Every step names its
 * `source` so the audit trail can say which rule or item changed the number.
 */

/** A named exception to a step: when `when` holds for the hit, the step is skipped and the audit names `source`. */
export interface Bypass {
  readonly source: string;
  readonly when: DamagePredicate;
}

interface StepBase {
  readonly source: string;
  /** The step applies only to hits matching this predicate (default: every hit). */
  readonly when?: DamagePredicate;
  /** Named ways a hit escapes this step ("heroic weapon ignores feeble armor"). The first that holds wins. */
  readonly bypass?: readonly Bypass[];
}

/**
 * Subtract a value (armor, Toughness, Defense, resistance by value). The running value may go below zero: a negative
 * margin matters to thresholds (`wounds`: below the Light threshold means no wound), but nothing below zero ever
 * reaches a track. A negative `by` increases damage (`momentum`: "A negative Armor value leads to taking increased
 * damage").
 */
export interface ReduceStep extends StepBase {
  readonly kind: "reduce";
  readonly by: number;
  /**
   * Tracks that take what this step stopped, in order ("your armor takes this damage"). What they cannot hold is
   * recorded as absorbed but lost.
   */
  readonly absorbInto?: readonly string[];
  /** When one of these holds, the step still reduces but the absorbing tracks are spared (armor immune to the hit). */
  readonly absorbBypass?: readonly Bypass[];
}

/** Add a flat value (critical +6, vulnerability by value). */
export interface AddStep extends StepBase {
  readonly kind: "add";
  readonly amount: number;
}

export type Rounding = "down" | "up" | "nearest";

/** Multiply a positive running value (resistance ½, vulnerability ×1.5, weakness ×2). Factor must be ≥ 0. */
export interface MultiplyStep extends StepBase {
  readonly kind: "multiply";
  readonly factor: number;
  readonly round: Rounding;
}

/** The hit does nothing at all; every later step is skipped. */
export interface ImmuneStep extends StepBase {
  readonly kind: "immune";
}

export interface ThresholdRow {
  readonly level: string;
  /** The row applies when the running value is at least this ("exceeds or equals"). */
  readonly atLeast: number;
}

/** Map the running value to a level: the highest row whose `atLeast` the value reaches. */
export interface ThresholdStep extends StepBase {
  readonly kind: "threshold";
  /** Rows in ascending order of `atLeast`. */
  readonly table: readonly ThresholdRow[];
}

/**
 * Fill one slot at the level a threshold step chose; when that level is full, escalate up `ladder` until a free slot
 * ("If all the slots of that level are already full, increase the wound's severity until there is an empty slot").
 */
export interface SlotStep extends StepBase {
  readonly kind: "slot";
  /** Level ids from least to most severe. */
  readonly ladder: readonly string[];
}

/** Pour the (non-negative) running value through tracks in order; what the last cannot hold goes on as overflow. */
export interface TrackStep extends StepBase {
  readonly kind: "track";
  readonly order: readonly string[];
}

/** Apply the first of `steps` that is not skipped ("use the highest Armor Rank" = candidates sorted high to low). */
export interface FirstOfStep extends StepBase {
  readonly kind: "firstOf";
  readonly steps: readonly DamageStep[];
}

export type DamageStep =
  ReduceStep | AddStep | MultiplyStep | ImmuneStep | ThresholdStep | SlotStep | TrackStep | FirstOfStep;

export type DamagePipeline = readonly DamageStep[];
