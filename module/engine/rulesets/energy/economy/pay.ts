import type { Cost } from "../../../core/economy/spend.ts";
import { spend } from "../../../core/economy/spend.ts";
import { refuse, type EnergyOutcome } from "../refusal.ts";
import type { EnergyActor } from "./actor.ts";
import type { EnergyCombatantState } from "./combatant.ts";
import { STAMINA_AS_ENERGY_LIMIT } from "./limits.ts";
import { whyNoAgility, whyNoStamina } from "./capability.ts";
import { loseStamina } from "./stamina.ts";
import { STAMINA_AS_ENERGY_PER_ROUND } from "./actions.ts";

/**
 * Paying a cost from Energy and Agility (the combatant's) and Stamina (the actor's) at once: all of it or nothing.
 * "Once per Round, you may spend 1 Stamina when you would normally spend 1 Energy" — `staminaAsEnergy` moves that
 * many Energy of the cost onto Stamina, within the creature's allowance this Round. "You cannot start an action in
 * one Round and complete it in another unless the action specifically allows it": a cost the pools cannot cover is
 * refused, never spread over Rounds.
 */
export interface Payment {
  readonly energy: number;
  readonly agility: number;
  /** Stamina paid for its own sake (Sprint, Jump). */
  readonly stamina: number;
  /** Stamina paid in place of Energy. */
  readonly staminaAsEnergy: number;
}

export interface Paid {
  readonly actor: EnergyActor;
  readonly combatant: EnergyCombatantState;
  readonly payment: Payment;
  /** The Stamina spent took the creature to 0: "Dropping to 0 Stamina will immediately result in unconsciousness." */
  readonly fellUnconscious: boolean;
}

/** Stamina-for-Energy uses left this Round: 1, plus what abilities add. */
export function staminaAsEnergyLeft(actor: EnergyActor, combatant: EnergyCombatantState): number {
  const allowance = STAMINA_AS_ENERGY_PER_ROUND + Math.max(0, actor.creature.extraStaminaAsEnergy);
  return Math.max(0, allowance - (combatant.economy.uses[STAMINA_AS_ENERGY_LIMIT.id] ?? 0));
}

export function payCost(
  actor: EnergyActor,
  combatant: EnergyCombatantState,
  cost: Cost,
  staminaAsEnergy = 0,
): EnergyOutcome<Paid> {
  const none: Payment = { energy: 0, agility: 0, stamina: 0, staminaAsEnergy: 0 };
  const unchanged: Paid = { actor, combatant, payment: none, fellUnconscious: false };
  const energy = cost.energy ?? 0;
  const agility = cost.agility ?? 0;
  const stamina = cost.stamina ?? 0;
  const swap = Math.max(0, Math.floor(staminaAsEnergy));
  if (swap > energy) {
    return refuse(unchanged, { code: "invalid", message: "Stamina can only replace Energy the action costs." });
  }
  if (swap > staminaAsEnergyLeft(actor, combatant)) {
    return refuse(unchanged, {
      code: "staminaAsEnergyUsed",
      message: "Stamina in place of Energy is used up this Round.",
    });
  }
  if (stamina + swap > 0) {
    const blocked = whyNoStamina(actor);
    if (blocked) return refuse(unchanged, blocked);
  }
  if (agility > 0) {
    const blocked = whyNoAgility(actor);
    if (blocked) return refuse(unchanged, blocked);
  }
  const values = { ...combatant.economy.pools, stamina: actor.creature.stamina };
  const paid = spend(values, { energy: energy - swap, agility, stamina: stamina + swap });
  if (!paid.ok) {
    const { need, have } = paid.reason;
    return refuse(unchanged, {
      code: "short",
      message: paid.reason.message,
      ...(need === undefined ? {} : { need }),
      ...(have === undefined ? {} : { have }),
    });
  }
  const lost = loseStamina(actor.creature, stamina + swap);
  const uses = combatant.economy.uses;
  const counted =
    swap > 0 ? { ...uses, [STAMINA_AS_ENERGY_LIMIT.id]: (uses[STAMINA_AS_ENERGY_LIMIT.id] ?? 0) + swap } : uses;
  const pools = { ...combatant.economy.pools, energy: paid.state.energy ?? 0, agility: paid.state.agility ?? 0 };
  return {
    ok: true,
    state: {
      actor: lost.creature === actor.creature ? actor : { ...actor, creature: lost.creature },
      combatant: { ...combatant, economy: { ...combatant.economy, pools, uses: counted } },
      payment: { energy: energy - swap, agility, stamina, staminaAsEnergy: swap },
      fellUnconscious: lost.fellUnconscious,
    },
  };
}
