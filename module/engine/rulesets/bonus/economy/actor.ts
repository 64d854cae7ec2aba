import type { ConditionState } from "../../../core/conditions/state.ts";
import type { BonusCreature } from "../creature.ts";

/**
 * What the economy needs to know about a creature beyond `BonusCreature` (which the damage rules own): its status
 * conditions and the numbers its talents and abilities give. The adapter assembles this from the actor.
 */
export interface BonusActor {
  readonly creature: BonusCreature;
  readonly conditions: ConditionState;
  /** "You gain additional actions through upgrading skill trees and learning talents." */
  readonly extraActions: number;
  /** Recovery phase gains from special abilities ("If you have a special ability, you may recover some Durability"). */
  readonly durabilityRecovery: number;
  readonly manaRecovery: number;
}
