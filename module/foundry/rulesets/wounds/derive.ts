/**
 * The engine's derived values of a `wounds` creature, for the sheet, the token bars and the attack flow. Plain data
 * in, engine values out: the data models call it during preparation; tests call it directly. Nothing here computes a
 * rule: each number is an engine function's answer.
 */
import { lookupStep } from "../../../engine/core/economy/quantity.ts";
import { toughnessOf, type Toughness } from "../../../engine/rulesets/wounds/damage/toughness.ts";
import { severity, slotCapacity } from "../../../engine/rulesets/wounds/damage/wound-track.ts";
import { baseDefense, type DefenseBreakdown } from "../../../engine/rulesets/wounds/defense/defenses.ts";
import { movementRate } from "../../../engine/rulesets/wounds/movement/rate.ts";
import { DEFAULT_WOUNDS_OPTIONS, type WoundsOptions } from "../../../engine/rulesets/wounds/options.ts";
import { conditionsInForce } from "../../../engine/rulesets/wounds/status.ts";
import { DEFENSE_KINDS, type DefenseKind } from "../../../engine/rulesets/wounds/tables/defenses.ts";
import { MAX_AP, ROUND_START_AP, TURN_END_AP } from "../../../engine/rulesets/wounds/tables/speed.ts";
import { thresholdOf } from "../../../engine/rulesets/wounds/tables/thresholds.ts";
import { WOUND_LEVELS, type WoundLevel } from "../../../engine/rulesets/wounds/tables/wound-levels.ts";
import { investedMana, maxMana, normalMaxMana } from "../../../engine/rulesets/wounds/vitals/mana.ts";
import { isStaggered, maxStamina, normalMaxStamina } from "../../../engine/rulesets/wounds/vitals/stamina.ts";
import {
  blockBonuses,
  toughnessInput,
  toWoundsActor,
  type WoundsCreatureSource,
  type WoundsGearSources,
} from "./sources.ts";

/** One row of the wound grid: a level, the damage that reaches it, its slots and how many are filled. */
export interface WoundRow {
  readonly level: WoundLevel;
  readonly threshold: number;
  readonly capacity: number;
  readonly filled: number;
}

/** Everything the sheet and token bars show that is computed, never stored. */
export interface WoundsDerived {
  /** The seven Defenses from their formulas with the equipped gear's block bonuses, each as named parts. */
  readonly defenses: Readonly<Record<DefenseKind, DefenseBreakdown>>;
  /** Base Toughness (Vitality + Size + other) and with armor, "noted separately". */
  readonly toughness: Toughness;
  /** Light to fatal: slots from Persona and the Vitality table (NPCs: the tier), filled wounds, thresholds. */
  readonly woundGrid: readonly WoundRow[];
  /** The highest wound ("wounded with a severity equal to your highest wound"), or null when unwounded. */
  readonly severity: WoundLevel | null;
  /** Race + Vitality, and the current maximum after fatigue. */
  readonly stamina: { readonly normalMax: number; readonly max: number };
  /** Race + Lore, what is invested, and the current maximum after investment. */
  readonly mana: { readonly normalMax: number; readonly invested: number; readonly max: number };
  /** "If it is greater than or equal to your normal maximum stamina, you become staggered" (NPCs are immune). */
  readonly staggered: boolean;
  /** Yards a full movement (4 AP) buys: the table by Strength + Size + Athletics. */
  readonly movementRate: number;
  /** The Speed table's row: AP gained at round start and at the end of the own turn, and the carry-over cap. */
  readonly ap: { readonly roundStart: number; readonly turnEnd: number; readonly max: number };
  readonly conditions: readonly string[];
}

function woundGrid(source: WoundsCreatureSource, capacity: Readonly<Record<WoundLevel, number>>): WoundRow[] {
  return WOUND_LEVELS.map((level) => ({
    level,
    threshold: thresholdOf(level),
    capacity: capacity[level],
    filled: source.wounds[level],
  }));
}

export function deriveWounds(
  source: WoundsCreatureSource,
  gear: WoundsGearSources,
  statuses: Iterable<string>,
  options: WoundsOptions = DEFAULT_WOUNDS_OPTIONS,
): WoundsDerived {
  const actor = toWoundsActor(source, statuses);
  const c = actor.creature;
  const blocks = blockBonuses(gear);
  const speed = c.attributes.speed;
  return {
    defenses: Object.fromEntries(DEFENSE_KINDS.map((kind) => [kind, baseDefense(kind, c, blocks)])) as Record<
      DefenseKind,
      DefenseBreakdown
    >,
    toughness: toughnessOf(c, toughnessInput(source, gear)),
    woundGrid: woundGrid(source, slotCapacity(c, options)),
    severity: severity(c) ?? null,
    stamina: { normalMax: normalMaxStamina(c), max: maxStamina(c) },
    mana: { normalMax: normalMaxMana(c), invested: investedMana(c), max: maxMana(c) },
    staggered: isStaggered(c),
    movementRate: movementRate(c),
    ap: {
      roundStart: lookupStep(ROUND_START_AP, speed),
      turnEnd: lookupStep(TURN_END_AP, speed),
      max: lookupStep(MAX_AP, speed),
    },
    conditions: [...conditionsInForce(actor)],
  };
}
