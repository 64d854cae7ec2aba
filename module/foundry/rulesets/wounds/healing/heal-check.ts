/**
 * A healing action's one check (seed 004: Treat Wound, Treat Condition and Stabilize each "make a Lor [Healing…]
 * check"): the engine's request, and what the rolled total does to the patient as the engine reads it. Rolled and
 * posted as a check card by the caller (healing/take-heal.ts), which writes `after` on the patient.
 */
import type { DiceRequest } from "../../../../engine/core/dice/request.ts";
import type { WoundsCreature } from "../../../../engine/rulesets/wounds/creature.ts";

export interface Treatment {
  /** The patient after the action. */
  readonly after: WoundsCreature;
  /** What it did, in words, for the card. */
  readonly text: string;
}

export interface HealCheck {
  readonly request: DiceRequest;
  /** The treatment a check of `total` gives (`success`: it met the TN). */
  treat(total: number, success: boolean): Treatment;
}
