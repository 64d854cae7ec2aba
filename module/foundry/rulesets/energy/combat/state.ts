/**
 * The `energy-combatant` data ↔ the engine's `EnergyCombatantState`, and the combatant's actor as the economy reads
 * it. Plain data in and out.
 */
import type { EnergyActor } from "../../../../engine/rulesets/energy/economy/actor.ts";
import type { EnergyCombatantState } from "../../../../engine/rulesets/energy/economy/combatant.ts";
import {
  INITIATIVE_LIMIT,
  STAMINA_AS_ENERGY_LIMIT,
  SWIFT_ATTACK_LIMIT,
} from "../../../../engine/rulesets/energy/economy/limits.ts";
import { energyActorView } from "../documents.ts";
import { toEnergyActor } from "../sources.ts";
import { EnergyCombatantModel } from "./combatant-model.ts";

export interface EnergyInterrupt {
  readonly against: string;
  readonly won: boolean;
  readonly total: number | null;
  readonly opponentTotal: number | null;
}

export interface EnergyCombatantData {
  readonly energy: number;
  readonly agility: number;
  readonly uses: { readonly swiftAttack: number; readonly initiative: number; readonly staminaAsEnergy: number };
  readonly movedThisRound: number;
  readonly agileMovesLeft: number;
  readonly passed: boolean;
  readonly holdsInitiative: boolean;
  readonly initiative: number | null;
  readonly interrupts: readonly EnergyInterrupt[];
}

export function energyCombatantData(combatant: Combatant.Implementation): EnergyCombatantData | undefined {
  const system = combatant.system;
  return system instanceof EnergyCombatantModel ? system : undefined;
}

/** Engine use-limit ids ↔ the stored counts. */
const USE_FIELDS = {
  [SWIFT_ATTACK_LIMIT.id]: "swiftAttack",
  [INITIATIVE_LIMIT.id]: "initiative",
  [STAMINA_AS_ENERGY_LIMIT.id]: "staminaAsEnergy",
} as const satisfies Record<string, keyof EnergyCombatantData["uses"]>;

export function toEnergyState(id: string, data: EnergyCombatantData): EnergyCombatantState {
  const uses = Object.fromEntries(
    Object.entries(USE_FIELDS)
      .map(([limit, field]) => [limit, data.uses[field]] as const)
      .filter(([, count]) => count > 0),
  );
  return {
    id,
    economy: { pools: { energy: data.energy, agility: data.agility }, uses },
    movedThisRound: data.movedThisRound,
    agileMovesLeft: data.agileMovesLeft,
  };
}

export function fromEnergyState(state: EnergyCombatantState): Record<string, unknown> {
  const uses = Object.fromEntries(
    Object.entries(USE_FIELDS).map(([limit, field]) => [field, state.economy.uses[limit] ?? 0]),
  );
  return {
    energy: state.economy.pools.energy ?? 0,
    agility: state.economy.pools.agility ?? 0,
    uses,
    movedThisRound: state.movedThisRound,
    agileMovesLeft: state.agileMovesLeft,
  };
}

export function energyEconomyActor(combatant: Combatant.Implementation): EnergyActor | undefined {
  const view = combatant.actor ? energyActorView(combatant.actor) : undefined;
  return view ? toEnergyActor(view.source, view.statuses) : undefined;
}
