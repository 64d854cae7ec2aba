/**
 * What a ruleset's adapter room gives the self-check (ARCHITECTURE.md decision 12): which two creatures of its
 * monster compendium fight, with which weapon, and its own steps, played after the shared ones have set up the
 * encounter (`encounter`) and after the shared step has advanced the round (`afterRound`).
 */
import type { SkirmishStep } from "./skirmish.ts";

export interface SelfCheckRoom {
  /** Document ids in the ruleset's Actor compendium; the attacker strikes with the item named `weapon`. */
  readonly attacker: { readonly id: string; readonly weapon: string };
  readonly target: { readonly id: string };
  readonly encounter: readonly SkirmishStep[];
  readonly afterRound: readonly SkirmishStep[];
  /**
   * A check from the room's sheet, rolled for `actor` out of combat and posted as a check card (chat/check-card/),
   * against a number low enough that dice one below their maximum succeed; false when refused. A room without one
   * has no check-card step.
   */
  readonly sheetCheck?: (actor: Actor.Implementation) => Promise<boolean>;
}
