/**
 * What a ruleset's Foundry room gives the encounter-odds tool (issue 25): the engine's simulation fighter for an
 * actor as it stands now, and the localization keys of what the engine's policy assumes. The shared tool
 * (this folder) picks the sides, runs the engine's `sim` of the same ruleset (in a worker) and shows the result.
 */
import type { SimFighterSpec } from "../../engine/sim/fight.ts";

export interface SimulationRoom {
  /**
   * The engine's fighter for this actor with its current pools, gear and conditions, as plain data (it crosses to
   * a worker by structured clone), with the given id; undefined when the actor is not the room's creature or has
   * nothing to fight with.
   */
  fighter(actor: Actor.Implementation, id: string): SimFighterSpec | undefined;
  /** Localization keys of the engine sim's `assumptions`, one per sentence and in the same order. */
  readonly assumptions: readonly string[];
}
