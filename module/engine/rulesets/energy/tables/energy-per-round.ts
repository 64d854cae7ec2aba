import type { StepTable } from "../../../core/economy/quantity.ts";

/**
 * "At the beginning of each Round, your Energy pool is reset based on your Stamina (see table below)."
 *
 *   Energy Per Round — Stamina: 0 unconscious, 1 → 1, 2 → 2, 3 → 3, 4 → 4, >=5 → 5
 *
 * As a step table for the core's pool quantities. Stamina 0 gives no Energy: "Dropping to 0 Stamina will
 * immediately result in unconsciousness" (the unconsciousness itself is a creature state, see damage/stamina).
 */
export const ENERGY_PER_ROUND: StepTable = [
  { atLeast: 0, value: 0 },
  { atLeast: 1, value: 1 },
  { atLeast: 2, value: 2 },
  { atLeast: 3, value: 3 },
  { atLeast: 4, value: 4 },
  { atLeast: 5, value: 5 },
];

/** The seed's rows as printed, for the sheet's tooltip and the cell-by-cell test. */
export const ENERGY_PER_ROUND_ROWS = [
  { stamina: "0", energy: "unconscious" },
  { stamina: "1", energy: "1" },
  { stamina: "2", energy: "2" },
  { stamina: "3", energy: "3" },
  { stamina: "4", energy: "4" },
  { stamina: ">=5", energy: "5" },
] as const;

/** "Each character gets 5 Energy each Round." */
export const BASE_ENERGY = 5;
