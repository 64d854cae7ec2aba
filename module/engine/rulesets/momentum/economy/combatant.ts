import type { EconomyState } from "../../../core/economy/economy.ts";
import type { MomentumActionId } from "../tables/actions.ts";

/**
 * Round-scoped state of a `momentum` combatant (lives on the Combatant sub-type, ARCHITECTURE.md decision 6): AP,
 * RP, movement and the attacks an Attack action granted (pools), the once-per-turn free interaction (a use limit),
 * what was spent this turn and round (Cinematic Burst reads it), a held action with its trigger, and the space it
 * leans towards out of full cover (geometry/lean.ts).
 */
export interface HeldAction {
  readonly action: MomentumActionId;
  /** The trigger the creature named ("I attack the first enemy that moves into my range"). */
  readonly trigger: string;
  /** AP paid when it was held. */
  readonly ap: number;
  readonly round: number;
  /**
   * The consumable a held Use Item names (the adapter's item id): one of it is used when it fires (decision 126); the
   * Ability a held Use Ability names, its card made when it fires (decision 155).
   */
  readonly item?: string;
  /** The ally a held Switch Places names (the adapter's combatant id), asked when it fires (decision 154). */
  readonly ally?: string;
}

/** A space next to the creature, as a step in grid spaces: one of the eight around it (geometry/lean.ts). */
export interface LeanStep {
  readonly dx: number;
  readonly dy: number;
}

export interface MomentumCombatantState {
  readonly id: string;
  readonly economy: EconomyState;
  /** AP spent since this combatant's turn started ("if you have not used any AP on your turn"). */
  readonly apSpentThisTurn: number;
  /** RP spent since the round started ("no RP this round"). */
  readonly rpSpentThisRound: number;
  readonly heldAction?: HeldAction;
  /** Leaning out of full cover towards this space next to it, until its next turn starts (decision 125). */
  readonly lean?: LeanStep;
}

export function newMomentumCombatant(id: string): MomentumCombatantState {
  return {
    id,
    economy: { pools: { ap: 0, rp: 0, movement: 0, attacks: 0 }, uses: {} },
    apSpentThisTurn: 0,
    rpSpentThisRound: 0,
  };
}

export function pool(combatant: MomentumCombatantState, id: string): number {
  return combatant.economy.pools[id] ?? 0;
}
