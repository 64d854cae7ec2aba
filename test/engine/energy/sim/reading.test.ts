import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { attackEdge, checkEdge, defenseSetup } from "../../../../module/engine/rulesets/energy/attack/situation.ts";
import type { EnergyActor } from "../../../../module/engine/rulesets/energy/economy/actor.ts";
import { actionGate } from "../../../../module/engine/rulesets/energy/sim/lean-action.ts";
import { keepReading, readingFor } from "../../../../module/engine/rulesets/energy/sim/reading.ts";
import { anyActor } from "./arbitraries.ts";

/** The engine's answers for this actor, asked afresh. */
function engineReading(actor: EnergyActor) {
  return {
    gate: actionGate(actor),
    meleeAttackEdge: attackEdge(actor).edge,
    rangedAttackEdge: attackEdge(actor, "normal").edge,
    checkEdge: checkEdge(actor).edge,
    meleeDefense: defenseSetup(actor, { ranged: false, fromBehind: false }),
    rangedDefense: defenseSetup(actor, { ranged: true, fromBehind: false }),
  };
}

/**
 * A fight's run of actors: a few condition states, each met again and again as new actor values whose numbers
 * changed (a hit's Aura, a payment's Stamina, a death) and so whose kept reading may or may not still hold.
 */
const anyRun = fc
  .tuple(
    fc.array(anyActor, { minLength: 1, maxLength: 4 }),
    fc.array(
      fc.record({
        pick: fc.nat(),
        aura: fc.integer({ min: 0, max: 30 }),
        stamina: fc.integer({ min: 0, max: 12 }),
        dies: fc.boolean(),
      }),
      { minLength: 1, maxLength: 12 },
    ),
  )
  .map(([bases, steps]) =>
    steps.map((s) => {
      const base = bases[s.pick % bases.length] as EnergyActor;
      return {
        ...base,
        creature: { ...base.creature, aura: s.aura, stamina: s.stamina, dead: base.creature.dead || s.dies },
      };
    }),
  );

/** Runs of a dozen actors, each asked of the engine six ways: room for a busy machine (not a timing assertion). */
const SLOW = 60_000;

describe("the simulation's kept reading of a creature's conditions", () => {
  it(
    "answers every actor of a run as the engine does",
    () => {
      fc.assert(
        fc.property(anyActor, anyRun, (first, run) => {
          const kept = keepReading(first);
          for (const actor of [first, ...run]) {
            const { effects: _effects, dead: _dead, ...reading } = readingFor(kept, actor);
            expect(reading).toEqual(engineReading(actor));
          }
        }),
        { numRuns: 1000 },
      );
    },
    SLOW,
  );
});
