/**
 * The `momentum-combatant` data ↔ the engine's `MomentumCombatantState`, and the combatant's actor as the economy
 * reads it. Plain data in and out.
 */
import type { MomentumActor } from "../../../../engine/rulesets/momentum/creature.ts";
import type { MomentumCombatantState } from "../../../../engine/rulesets/momentum/economy/combatant.ts";
import { FREE_INTERACTION } from "../../../../engine/rulesets/momentum/economy/pools.ts";
import type { LeanStep } from "../../../../engine/rulesets/momentum/economy/combatant.ts";
import type { MomentumActionId } from "../../../../engine/rulesets/momentum/tables/actions.ts";
import { momentumActorView } from "../documents.ts";
import { toMomentumActor } from "../sources.ts";
import type { CinematicRecord } from "./cinematic-roles.ts";
import { MomentumCombatantModel } from "./combatant-model.ts";

/** The engine's part of the combatant: pools, the free use, what was spent, the held action, the lean. */
export interface MomentumEconomyData {
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
    /** Blank: the held action names no consumable or Ability. */
    readonly item: string;
    /** Blank: the held action names no ally. */
    readonly ally: string;
  };
  /** (0, 0): not leaning. */
  readonly lean: LeanStep;
}

export interface MomentumCombatantData extends MomentumEconomyData {
  readonly surprised: boolean;
  readonly tieRank: number;
  readonly union: string;
  readonly wpPaid: { readonly item: string; readonly wp: number };
  readonly cinematic: CinematicRecord;
}

export function momentumCombatantData(combatant: Combatant.Implementation): MomentumCombatantData | undefined {
  const system = combatant.system;
  return system instanceof MomentumCombatantModel ? system : undefined;
}

/**
 * The combatant's actor for the economy and the order. The GM's surprise mark counts as the Surprised condition in
 * round 1 only ("they act at the end of the first round instead of using their normal initiative").
 */
export function momentumEconomyActor(combatant: Combatant.Implementation, round: number): MomentumActor | undefined {
  const view = combatant.actor ? momentumActorView(combatant.actor) : undefined;
  if (!view) return undefined;
  const surprised = momentumCombatantData(combatant)?.surprised === true && round <= 1;
  const statuses = surprised ? [...view.statuses, "surprised"] : [...view.statuses];
  return toMomentumActor(view.source, view.gear, statuses);
}

export function toMomentumState(id: string, data: MomentumEconomyData): MomentumCombatantState {
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
      : {
          heldAction: {
            action: held.action,
            trigger: held.trigger,
            ap: held.ap,
            round: held.round,
            ...(held.item === "" ? {} : { item: held.item }),
            ...(held.ally === "" ? {} : { ally: held.ally }),
          },
        }),
    ...(data.lean.dx === 0 && data.lean.dy === 0 ? {} : { lean: { dx: data.lean.dx, dy: data.lean.dy } }),
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
      ? {
          action: held.action,
          trigger: held.trigger,
          ap: held.ap,
          round: held.round,
          item: held.item ?? "",
          ally: held.ally ?? "",
        }
      : { action: null, trigger: "", ap: 0, round: 0, item: "", ally: "" },
    lean: state.lean ? { dx: state.lean.dx, dy: state.lean.dy } : { dx: 0, dy: 0 },
  };
}
