import type { DieEdge } from "../../../core/dice/request.ts";
import { attackEdge, checkEdge, defenseSetup, type DefenseRollSetup } from "../attack/situation.ts";
import type { EnergyActor } from "../economy/actor.ts";
import { effectsInForce, type EffectInForce } from "../economy/status.ts";
import { actionGate, type ActionGate } from "./lean-action.ts";

/**
 * What a simulated fight reads of a creature's conditions, from the engine's own procedures: what it may pay for
 * (`actionGate`), the edge of its attack d20 (`attackEdge`, melee and at middle range), of its Initiative roll
 * (`checkEdge`) and its Defense against a melee or a ranged attack from the front (`defenseSetup`). Every one of
 * these reads only the effects in force (`effectsInForce`) and whether the creature is dead, so a reading is kept
 * while those stay the same: a hit changes the actor (its Aura) a fight asks about again and again, but seldom its
 * conditions. test/engine/energy/sim/reading.test.ts holds every kept answer equal to asking the engine afresh.
 */
export interface ActorReading {
  /** What the reading was worked out from. */
  readonly effects: readonly EffectInForce[];
  readonly dead: boolean;
  readonly gate: ActionGate;
  readonly meleeAttackEdge: DieEdge;
  readonly rangedAttackEdge: DieEdge;
  readonly checkEdge: DieEdge;
  readonly meleeDefense: DefenseRollSetup;
  readonly rangedDefense: DefenseRollSetup;
}

function readActor(actor: EnergyActor, effects: readonly EffectInForce[]): ActorReading {
  return {
    effects,
    dead: actor.creature.dead,
    gate: actionGate(actor),
    meleeAttackEdge: attackEdge(actor).edge,
    rangedAttackEdge: attackEdge(actor, "normal").edge,
    checkEdge: checkEdge(actor).edge,
    meleeDefense: defenseSetup(actor, { ranged: false, fromBehind: false }),
    rangedDefense: defenseSetup(actor, { ranged: true, fromBehind: false }),
  };
}

/** A fighter's last reading and the actor it was last asked for. */
export interface KeptReading {
  actor: EnergyActor;
  reading: ActorReading;
}

export function keepReading(actor: EnergyActor): KeptReading {
  return { actor, reading: readActor(actor, effectsInForce(actor)) };
}

/** The reading for `actor`: the kept one while the effects in force and death are the same, else worked out anew. */
export function readingFor(kept: KeptReading, actor: EnergyActor): ActorReading {
  if (kept.actor === actor) return kept.reading;
  kept.actor = actor;
  const effects = effectsInForce(actor);
  if (kept.reading.effects !== effects || kept.reading.dead !== actor.creature.dead) {
    kept.reading = readActor(actor, effects);
  }
  return kept.reading;
}
