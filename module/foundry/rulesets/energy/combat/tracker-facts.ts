/**
 * What an `energy` tracker row shows, read from the combatant's stored state. Pure: the room (economy.ts) passes
 * the state, the pools and names; the row builder (tracker-row.ts) draws these.
 */
import type { PoolFacts } from "../../../applications/tracker/pool-view.ts";
import type { EnergyCombatantData } from "./state.ts";

/** The once-per-Round uses ("Only once per Round you may…", Stamina in place of Energy). */
export type EnergyOnceId = "initiative" | "swiftAttack" | "staminaAsEnergy";

/** One Initiative contest this combatant rolled this Round, as its owner and the GM see it. */
export interface InterruptFacts {
  readonly opponent: string;
  readonly won: boolean;
  /** The totals; null where a side could not roll (an automatic failure, a declined roll). */
  readonly total: number | null;
  readonly opponentTotal: number | null;
}

export interface EnergyEconomyFacts {
  /** `energy`, `agility` (this Round's) and `stamina` (the actor's). */
  readonly pools: readonly PoolFacts[];
  /** Chose to wait out the rest of the Round (the seed's "waiting to act"). */
  readonly passed: boolean;
  /** Declines the Initiative contests it is challenged to this Round. */
  readonly holdsInitiative: boolean;
  /** Spent all its Energy or passed: done for this Round. */
  readonly done: boolean;
  readonly onceUsed: readonly EnergyOnceId[];
  /**
   * This Round's Initiative contests in the order rolled: one per opponent when "your one Initiative roll challenges
   * several creatures … you may win Initiative against some creatures and lose against others".
   */
  readonly interrupts: readonly InterruptFacts[];
  /** The combatants whose tokens this client's user targets: one Initiative roll may challenge them all. */
  readonly targeted: readonly string[];
}

const ONCE_IDS: readonly EnergyOnceId[] = ["initiative", "swiftAttack", "staminaAsEnergy"];

export function energyTrackerFacts(
  state: Pick<EnergyCombatantData, "uses" | "passed" | "holdsInitiative" | "interrupts">,
  pools: readonly PoolFacts[],
  done: boolean,
  /** A combatant's name by id (Initiative results name the opponent). */
  nameOf: (id: string) => string,
  targeted: readonly string[],
): EnergyEconomyFacts {
  const interrupts = state.interrupts.map((contest) => ({
    opponent: nameOf(contest.against),
    won: contest.won,
    total: contest.total,
    opponentTotal: contest.opponentTotal,
  }));
  return {
    pools,
    passed: state.passed,
    holdsInitiative: state.holdsInitiative,
    done,
    onceUsed: ONCE_IDS.filter((id) => state.uses[id] > 0),
    targeted,
    interrupts,
  };
}
