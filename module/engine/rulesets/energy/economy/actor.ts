import type { ConditionState } from "../../../core/conditions/state.ts";
import type { EnergyCreature } from "../creature.ts";

/**
 * What the rules read of an `energy` actor: the creature's numbers, its condition state, and conditions an ability
 * has removed while their cause goes on ("If you have an ability which removes a Condition that is continually
 * applied, you still ignore the Condition until the end of the Round").
 */
export interface Suppression {
  readonly condition: string;
  /** The Round whose end lifts the suppression. */
  readonly round: number;
}

export interface EnergyActor {
  readonly creature: EnergyCreature;
  readonly conditions: ConditionState;
  readonly suppressed: readonly Suppression[];
}
