import type { NpcTier } from "../creature.ts";

/**
 * Wound Slots (seed 004). "You have a number of light wound slots equal to 5 + your Persona. Your moderate, severe,
 * and critical wound slot counts are determined by your Vitality. All characters have only a single fatal wound
 * slot." NPCs: "they have 1, 2, or 3 slots of each level from Moderate to Critical depending on whether they are a
 * minion, standard, or elite NPC."
 */
export interface VitalitySlotRow {
  readonly vitality: number;
  readonly moderate: number;
  readonly severe: number;
  readonly critical: number;
}

/** The seed's table, row by row (Vitality −5 … 5). */
export const VITALITY_SLOTS: readonly VitalitySlotRow[] = [
  { vitality: -5, moderate: 1, severe: 1, critical: 0 },
  { vitality: -4, moderate: 1, severe: 1, critical: 1 },
  { vitality: -3, moderate: 2, severe: 1, critical: 1 },
  { vitality: -2, moderate: 2, severe: 2, critical: 1 },
  { vitality: -1, moderate: 3, severe: 2, critical: 1 },
  { vitality: 0, moderate: 3, severe: 2, critical: 2 },
  { vitality: 1, moderate: 3, severe: 3, critical: 2 },
  { vitality: 2, moderate: 4, severe: 3, critical: 2 },
  { vitality: 3, moderate: 4, severe: 3, critical: 3 },
  { vitality: 4, moderate: 4, severe: 4, critical: 3 },
  { vitality: 5, moderate: 5, severe: 4, critical: 3 },
];

export const LIGHT_SLOTS_BASE = 5;
export const FATAL_SLOTS = 1;

export const NPC_TIER_SLOTS: Readonly<Record<NpcTier, number>> = { minion: 1, standard: 2, elite: 3 };

/**
 * The row for a Vitality score. The table stops at −5 and 5; Fray clamps to its ends (a Vitality of 7 uses the
 * 5 row), since nothing in the seed says how slots grow past them (docs/rules/wounds.md).
 */
export function vitalitySlotRow(vitality: number): VitalitySlotRow {
  const first = VITALITY_SLOTS[0];
  const last = VITALITY_SLOTS[VITALITY_SLOTS.length - 1];
  if (first === undefined || last === undefined) throw new Error("empty Vitality slot table");
  const v = Math.trunc(vitality);
  return VITALITY_SLOTS.find((row) => row.vitality === v) ?? (v < first.vitality ? first : last);
}
