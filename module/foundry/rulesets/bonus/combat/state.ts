/**
 * The `bonus-combatant` data ↔ the engine's `BonusCombatantState`, and the combatant's actor as the economy reads
 * it. Plain data in and out: the Combat room, the GM relay and the tracker all read pools through here.
 */
import type { BonusActor } from "../../../../engine/rulesets/bonus/economy/actor.ts";
import type { BonusCombatantState } from "../../../../engine/rulesets/bonus/economy/combatant.ts";
import { REACTION_LIMIT } from "../../../../engine/rulesets/bonus/economy/reactions.ts";
import { toBonusActor } from "../derive.ts";
import { bonusActorView } from "../documents.ts";
import { BonusCombatantModel, type BonusRole, type InitiativeSituation } from "./combatant-model.ts";

export interface BonusCombatantData {
  readonly actions: number;
  readonly actionsMax: number;
  readonly reactions: readonly string[];
  readonly role: BonusRole;
  readonly initiativeSituation: InitiativeSituation;
  readonly turnsStarted: number;
  readonly pending: {
    readonly action: string;
    readonly remaining: number;
    readonly startedRound: number;
    readonly patient: string;
    readonly ability: string;
  };
}

export function bonusCombatantData(combatant: Combatant.Implementation): BonusCombatantData | undefined {
  const system = combatant.system;
  return system instanceof BonusCombatantModel ? system : undefined;
}

const REACTION_SLOT = `${REACTION_LIMIT.id}|`;

export function toBonusState(id: string, data: BonusCombatantData): BonusCombatantState {
  const uses = Object.fromEntries(data.reactions.map((trigger) => [`${REACTION_SLOT}${trigger}`, 1]));
  const pending =
    data.pending.remaining > 0
      ? {
          action: data.pending.action,
          pool: "actions",
          remaining: data.pending.remaining,
          startedRound: data.pending.startedRound,
        }
      : undefined;
  return {
    id,
    economy: { pools: { actions: data.actions }, uses, ...(pending ? { pending } : {}) },
    turnsStarted: data.turnsStarted,
  };
}

/** The combatant fields the engine state changes (`actionsMax` is set by the turn start, not here). */
export function fromBonusState(state: BonusCombatantState): Record<string, unknown> {
  const pending = state.economy.pending;
  return {
    actions: state.economy.pools.actions ?? 0,
    reactions: Object.keys(state.economy.uses)
      .filter((slot) => slot.startsWith(REACTION_SLOT))
      .map((slot) => slot.slice(REACTION_SLOT.length)),
    turnsStarted: state.turnsStarted,
    pending: pending
      ? { action: pending.action, remaining: pending.remaining, startedRound: pending.startedRound }
      : { action: "", remaining: 0, startedRound: 0, patient: "", ability: "" },
  };
}

/**
 * The combatant's actor for the economy. The ambush role marked on the combatant counts as its condition during
 * round 1 only: "Ambushed characters may only take 1 action at the beginning of the first round", "Ambushers gain
 * 1 extra action for the first round", Over Watch's die is on the opening initiative roll.
 */
export function bonusEconomyActor(combatant: Combatant.Implementation, round: number): BonusActor | undefined {
  const view = combatant.actor ? bonusActorView(combatant.actor) : undefined;
  if (!view) return undefined;
  const role = bonusCombatantData(combatant)?.role ?? "none";
  const statuses = role !== "none" && round <= 1 ? [...view.statuses, role] : [...view.statuses];
  return toBonusActor(view.source, statuses);
}
