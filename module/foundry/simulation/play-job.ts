/**
 * One job played by the engine: the same pure function in the worker and, where workers are unavailable, on the
 * main thread, so both give the same odds for the same fighters and seed.
 */
import { getRuleset } from "../../engine/registry.ts";
import type { SimFighterSpec, SimRoom } from "../../engine/sim/fight.ts";
import { encounterOdds, type EncounterOdds, type OddsDriving } from "../../engine/sim/odds.ts";
import type { OddsJob } from "./protocol.ts";

export type JobDriving = Pick<OddsDriving, "signal" | "onProgress" | "pause">;

export async function playJob(job: OddsJob, driving: JobDriving = {}): Promise<EncounterOdds> {
  const sim = getRuleset(job.ruleset).sim;
  if (!sim) throw new Error(`the ${job.ruleset} engine has no simulation`);
  // The descriptor types its fighters `never` so that shared code cannot build them; these were built by the same
  // ruleset's room (`FoundryRoom.simulation`) and only crossed a structured clone, so they go back to the room
  // they were made for.
  const room: SimRoom<SimFighterSpec> = sim;
  return encounterOdds(room, { party: job.party, foes: job.foes }, { ...driving, fights: job.fights, seed: job.seed });
}
