/**
 * What the Combat and Combatant documents, the GM relay and the tracker ask of a ruleset's combat economy room. The
 * documents stay thin: every rule is the engine's, every mapping the room's (ARCHITECTURE.md decisions 2 and 6).
 */
import type { BoundaryEvent } from "../../engine/core/turns/boundary.ts";
import type { BonusActor } from "../../engine/rulesets/bonus/economy/actor.ts";
import type { EnergyActor } from "../../engine/rulesets/energy/economy/actor.ts";
import type { Refusal } from "../combat-room.ts";
import type { FrayRoll } from "../dice/fray-roll.ts";
import type { BonusCombatantData } from "../rulesets/bonus/combat/state.ts";
import type { BonusRole } from "../rulesets/bonus/combat/combatant-model.ts";
import type { EnergyCombatantData } from "../rulesets/energy/combat/state.ts";

/** One pool as the tracker draws it (pips): where it lives, what is left, and the most it holds now. */
export interface PoolView {
  readonly id: string;
  readonly home: "combatant" | "actor";
  readonly value: number;
  readonly max: number;
}

export interface BonusEconomy {
  readonly ruleset: "bonus";
  readonly state: BonusCombatantData;
  /** The combatant's actor as the `bonus` engine reads it (undefined: no actor, or not a `bonus` creature). */
  readonly actor: BonusActor | undefined;
  /** actions (combatant), vigor (actor). */
  readonly pools: readonly PoolView[];
}

export interface EnergyEconomy {
  readonly ruleset: "energy";
  readonly state: EnergyCombatantData;
  readonly actor: EnergyActor | undefined;
  /** energy, agility (combatant), stamina (actor). */
  readonly pools: readonly PoolView[];
  /** Spent all its Energy or passed: done for the Round. */
  readonly done: boolean;
}

export type CombatantEconomy = BonusEconomy | EnergyEconomy | null;

/** What a spend asks for: an engine action id (`attack`, `meleeAttack` …) and its options. */
export interface SpendRequest {
  readonly action: string;
  /** `energy`: "Once per Round, you may spend 1 Stamina when you would normally spend 1 Energy". */
  readonly staminaAsEnergy?: number;
  /** GM override: take what the pools hold (never below 0) instead of refusing a shortfall. */
  readonly override?: boolean;
}

/** The outcome of one interrupt Initiative contest (`energy`). */
export interface InterruptOutcome {
  readonly challenger: { readonly id: string; readonly total: number | null };
  readonly opponent: { readonly id: string; readonly total: number | null };
  readonly won: boolean;
}

export interface CombatEconomyRoom {
  /** The ruleset's rounds have no turns (energy): no current-combatant pointer, the GM advances rounds. */
  readonly turnless: boolean;
  /** `system` for a combatant joining the combat. */
  joinData(combatant: Combatant.Implementation): Record<string, unknown>;
  economy(combatant: Combatant.Implementation): CombatantEconomy;
  /** GM only: the economy's part of one boundary (refills, resets, recovery phase, wake rolls) for every combatant. */
  applyBoundary(combat: Combat.Implementation, event: BoundaryEvent): Promise<void>;
  /** GM only: spend for an action; a refusal names the shortfall. */
  spend(combatant: Combatant.Implementation, request: SpendRequest): Promise<Refusal | undefined>;
  /** GM only: move a pool by `delta`, clamped to 0 … max. */
  adjustPool(combatant: Combatant.Implementation, poolId: string, delta: number): Promise<Refusal | undefined>;
  /**
   * The combatant's initiative roll (unevaluated), which core's initiative buttons, Roll All and Roll NPCs roll.
   * Absent: the ruleset has no initiative order (energy's turnless rounds), so the tracker hides those controls.
   */
  initiativeRoll?(combatant: Combatant.Implementation): FrayRoll;
  /** May this combatant react to `trigger` now? (`bonus`: off-turn, once per trigger) */
  checkReaction(combatant: Combatant.Implementation, trigger: string, ownTurn: boolean): Refusal | undefined;
  recordReaction(combatant: Combatant.Implementation, trigger: string): Promise<void>;
  everyoneDone(combat: Combat.Implementation): boolean;
  /** Order of two combatants whose initiative ties (negative: `a` acts first); 0 leaves it to core. */
  tieBreak?(a: Combatant.Implementation, b: Combatant.Implementation): number;
  rollInterrupt?(challenger: Combatant.Implementation, opponent: Combatant.Implementation): Promise<InterruptOutcome>;
  /** Done for this Round; refused when it already passed. */
  passRound?(combatant: Combatant.Implementation): Promise<Refusal | undefined>;
  setRole?(combatant: Combatant.Implementation, role: BonusRole): Promise<void>;
}
