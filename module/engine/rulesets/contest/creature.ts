import type { ConditionState } from "../../core/conditions/state.ts";
import type { BoundedTrack } from "../../core/track.ts";
import type { DamageAffinity } from "./damage/affinity.ts";
import type { SizeCategory } from "./tables/sizes.ts";

/**
 * The persistent state of a `contest` creature that rules read and return (the Actor's part, ARCHITECTURE.md
 * decision 6). Round-scoped state (AP, movement, attacks and free action used) lives on the combatant
 * (economy/combatant.ts). The adapter maps actor data onto these shapes and back.
 */
export interface ContestCreature {
  /** "Your Health Pool determines how many points of damage you can take before being knocked unconscious." */
  readonly health: BoundedTrack;
  /** Speed in metres: the free movement on your turn and a Dash. */
  readonly speed: number;
  readonly size: SizeCategory;
  readonly resistances: readonly DamageAffinity[];
  readonly vulnerabilities: readonly DamageAffinity[];
}

export interface ContestActor {
  readonly creature: ContestCreature;
  readonly conditions: ConditionState;
}
