/**
 * The `energy-combatant` data ↔ the engine's `EnergyCombatantState`, and the combatant's actor as the economy reads
 * it. Plain data in and out.
 */
import type { EnergyActor } from "../../../../engine/rulesets/energy/economy/actor.ts";
import { ENERGY_ACTION_IDS } from "../../../../engine/rulesets/energy/economy/actions.ts";
import type { EnergyCombatantState, LastAction } from "../../../../engine/rulesets/energy/economy/combatant.ts";
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
  /** The engine's `LastAction` as stored; `action` blank: no action yet this Round. */
  readonly last: {
    readonly action: string;
    readonly energy: number;
    readonly staminaAsEnergy: number;
    readonly metres: number;
    readonly sprint: boolean;
    /** Stamina spent enhancing the attack (engine `economy/enhancement.ts`). */
    readonly enhancement: number;
    /** Ended early already (combat/end-early.ts); a new action starts afresh. */
    readonly ended: boolean;
  };
  readonly passed: boolean;
  readonly holdsInitiative: boolean;
  /** Condition ids ignored until the end of this Round (combat/suppress.ts). */
  readonly suppressed: readonly string[];
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

/** The stored last action, or none when it is blank or names no engine action. */
function lastAction(stored: EnergyCombatantData["last"]): LastAction | undefined {
  const action = ENERGY_ACTION_IDS.find((known) => known === stored.action);
  const { energy, staminaAsEnergy, metres, sprint, enhancement } = stored;
  if (!action) return undefined;
  return { action, energy, staminaAsEnergy, metres, sprint, ...(enhancement > 0 ? { enhancement } : {}) };
}

/** No action yet this Round, as stored. */
const NO_LAST_ACTION: EnergyCombatantData["last"] = {
  action: "",
  energy: 0,
  staminaAsEnergy: 0,
  metres: 0,
  sprint: false,
  enhancement: 0,
  ended: false,
};

export function toEnergyState(id: string, data: EnergyCombatantData): EnergyCombatantState {
  const uses = Object.fromEntries(
    Object.entries(USE_FIELDS)
      .map(([limit, field]) => [limit, data.uses[field]] as const)
      .filter(([, count]) => count > 0),
  );
  const last = lastAction(data.last);
  return {
    id,
    economy: { pools: { energy: data.energy, agility: data.agility }, uses },
    movedThisRound: data.movedThisRound,
    agileMovesLeft: data.agileMovesLeft,
    ...(last ? { last } : {}),
  };
}

/** The combatant's data for `state`; `lastEnded`: its last action was ended early (end-early.ts). */
export function fromEnergyState(state: EnergyCombatantState, lastEnded = false): Record<string, unknown> {
  const uses = Object.fromEntries(
    Object.entries(USE_FIELDS).map(([limit, field]) => [field, state.economy.uses[limit] ?? 0]),
  );
  return {
    energy: state.economy.pools.energy ?? 0,
    agility: state.economy.pools.agility ?? 0,
    uses,
    movedThisRound: state.movedThisRound,
    agileMovesLeft: state.agileMovesLeft,
    // `enhancement` written even when 0: a stored count must not outlive the attack it was spent on.
    last: state.last ? { ...state.last, enhancement: state.last.enhancement ?? 0, ended: lastEnded } : NO_LAST_ACTION,
  };
}

export function energyEconomyActor(combatant: Combatant.Implementation): EnergyActor | undefined {
  const view = combatant.actor ? energyActorView(combatant.actor) : undefined;
  return view ? toEnergyActor(view.source, view.statuses, view.suppressed) : undefined;
}
