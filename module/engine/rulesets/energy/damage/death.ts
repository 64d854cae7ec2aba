import type { EnergyActor } from "../economy/actor.ts";
import { applyCondition } from "../economy/status.ts";
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../options.ts";
import { refuse, type EnergyOutcome } from "../refusal.ts";
import { bandRow } from "../support/bands.ts";
import { DEATH_ROLL_TABLE, DEATH_SAVE_TABLE, type DeathRollRow, type DeathSaveRow } from "../tables/death.ts";
import { untilShortRest } from "./rest-bound.ts";

/**
 * Death rolls and Death Saves (seed tables in tables/death.ts).
 * - A Death roll row applies its effects and every lower row's it names: 5-9 "You suffer the effects of rolling a
 *   10-14", 2-4 "You suffer the effects of rolling a 5-9. You also fall unconscious." (the rows carry them).
 * - Death Saves come "at the beginning of every Round until you are Stabilized"; "You only ever make one Death Save
 *   per Round, even if you roll low on multiple Death rolls". 20: Stabilized; 2-4: "You fall unconscious, if not
 *   already unconscious"; 1: "You die."
 * - "Death Rolls/Saves (pain/bleeding out). You make a Death Save each Round until you get a 20, in which case you
 *   Stabilized. It is up to the GM to decide when you awaken": this unconsciousness has the cause "dying", which no
 *   roll ends (damage/unconscious.ts `wakeUp`).
 */
export interface DeathRollOutcome {
  readonly actor: EnergyActor;
  readonly row: DeathRollRow;
}

function die(actor: EnergyActor): EnergyActor {
  const { unconscious: _gone, ...rest } = actor.creature;
  return { ...actor, creature: { ...rest, dead: true, bleedingOut: false } };
}

function fallUnconscious(actor: EnergyActor): EnergyActor {
  return { ...actor, creature: { ...actor.creature, unconscious: "dying" } };
}

export function applyDeathRoll(
  actor: EnergyActor,
  total: number,
  round: number,
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): DeathRollOutcome {
  const row = bandRow(DEATH_ROLL_TABLE, total);
  if (actor.creature.dead) return { actor, row };
  if (row.dies === true) return { actor: die(actor), row };
  let next = actor;
  if (row.exhausted === "endOfNextRound") {
    const duration = { kind: "endOfNextRound" } as const;
    next = applyCondition(next, "exhausted", { source: "Death roll", round, duration }, options);
  } else if (row.exhausted === "shortRest") {
    next = applyCondition(next, "exhausted", { source: untilShortRest("Death roll"), round }, options);
  }
  if (row.bleedingOut === true) next = { ...next, creature: { ...next.creature, bleedingOut: true } };
  if (row.unconscious === true) next = fallUnconscious(next);
  return { actor: next, row };
}

export interface DeathSaveOutcome {
  readonly actor: EnergyActor;
  readonly row: DeathSaveRow;
}

export function applyDeathSave(actor: EnergyActor, total: number, round: number): EnergyOutcome<DeathSaveOutcome> {
  const row = bandRow(DEATH_SAVE_TABLE, total);
  const c = actor.creature;
  if (c.dead) return refuse({ actor, row }, { code: "dead", message: "The dead make no Death Saves." });
  if (!c.bleedingOut)
    return refuse({ actor, row }, { code: "invalid", message: "Only the bleeding make Death Saves." });
  if (c.lastDeathSaveRound === round) {
    return refuse({ actor, row }, { code: "invalid", message: "One Death Save per Round." });
  }
  const saved: EnergyActor = { ...actor, creature: { ...c, lastDeathSaveRound: round } };
  switch (row.result) {
    case "dead":
      return { ok: true, state: { actor: die(saved), row } };
    case "unconscious":
      return {
        ok: true,
        state: { actor: c.unconscious === undefined ? fallUnconscious(saved) : saved, row },
      };
    case "stabilized":
      return { ok: true, state: { actor: { ...saved, creature: { ...saved.creature, bleedingOut: false } }, row } };
    case "bleeding":
      return { ok: true, state: { actor: saved, row } };
  }
}
