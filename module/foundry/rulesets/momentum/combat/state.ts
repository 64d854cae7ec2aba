/**
 * The `momentum-combatant` data ↔ the engine's `MomentumCombatantState`. Plain data in and out.
 */
import type { MomentumCombatantState } from "../../../../engine/rulesets/momentum/economy/combatant.ts";
import { FREE_INTERACTION } from "../../../../engine/rulesets/momentum/economy/pools.ts";
import type { MomentumActionId } from "../../../../engine/rulesets/momentum/tables/actions.ts";

export interface MomentumCombatantData {
  readonly ap: number;
  readonly rp: number;
  readonly movement: number;
  readonly attacks: number;
  readonly freeInteraction: number;
  readonly apSpentThisTurn: number;
  readonly rpSpentThisRound: number;
  readonly held: {
    readonly action: MomentumActionId | null;
    readonly trigger: string;
    readonly ap: number;
    readonly round: number;
  };
}

export function toMomentumState(id: string, data: MomentumCombatantData): MomentumCombatantState {
  const held = data.held;
  return {
    id,
    economy: {
      pools: { ap: data.ap, rp: data.rp, movement: data.movement, attacks: data.attacks },
      uses: data.freeInteraction > 0 ? { [FREE_INTERACTION.id]: data.freeInteraction } : {},
    },
    apSpentThisTurn: data.apSpentThisTurn,
    rpSpentThisRound: data.rpSpentThisRound,
    ...(held.action === null
      ? {}
      : { heldAction: { action: held.action, trigger: held.trigger, ap: held.ap, round: held.round } }),
  };
}

/** The update that stores an engine state on the combatant (`system` fields). */
export function fromMomentumState(state: MomentumCombatantState): Record<string, unknown> {
  const pools = state.economy.pools;
  const held = state.heldAction;
  return {
    ap: pools.ap ?? 0,
    rp: pools.rp ?? 0,
    movement: pools.movement ?? 0,
    attacks: pools.attacks ?? 0,
    freeInteraction: state.economy.uses[FREE_INTERACTION.id] ?? 0,
    apSpentThisTurn: state.apSpentThisTurn,
    rpSpentThisRound: state.rpSpentThisRound,
    held: held
      ? { action: held.action, trigger: held.trigger, ap: held.ap, round: held.round }
      : { action: null, trigger: "", ap: 0, round: 0 },
  };
}
