import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { turnEvent } from "../../../../module/engine/core/turns/boundary.ts";
import { momentumAtBoundary, ticksDue } from "../../../../module/engine/rulesets/momentum/economy/boundary.ts";
import { pool } from "../../../../module/engine/rulesets/momentum/economy/combatant.ts";
import { leanTurnStart } from "../../../../module/engine/rulesets/momentum/sim/lean-economy.ts";
import { actor, combatant, creature, withConditions } from "../fixtures.ts";

const anyState = fc
  .record({
    ap: fc.integer({ min: 0, max: 3 }),
    rp: fc.integer({ min: 0, max: 2 }),
    movement: fc.integer({ min: 0, max: 9 }),
    attacks: fc.integer({ min: 0, max: 2 }),
    uses: fc.dictionary(fc.constantFrom("freeInteraction", "other|x"), fc.integer({ min: 0, max: 2 })),
    spent: fc.integer({ min: 0, max: 3 }),
    basicMovement: fc.integer({ min: 0, max: 9 }),
    vitality: fc.integer({ min: -3, max: 20 }),
    dead: fc.boolean(),
    statuses: fc.subarray(["chilled", "grabbed", "bleeding", "burning", "defending", "prone", "stunned"]),
    round: fc.integer({ min: 1, max: 9 }),
    duration: fc.constantFrom({ kind: "permanent" } as const, { kind: "untilTurnStart", holder: "me" } as const),
  })
  .map((s) => {
    const c = combatant({ ap: s.ap, rp: s.rp, movement: s.movement, attacks: s.attacks });
    const a = actor(
      creature({ basicMovement: s.basicMovement, vitality: { value: s.vitality, max: 20 }, dead: s.dead }),
    );
    return {
      actor: withConditions(a, s.statuses, s.duration),
      combatant: { ...c, economy: { ...c.economy, uses: s.uses }, apSpentThisTurn: s.spent },
      round: s.round,
    };
  });

describe("the simulation's lean turn start", () => {
  it("leaves the same actor, AP and damage over time as momentumAtBoundary at the creature's turn start", () => {
    fc.assert(
      fc.property(anyState, ({ actor: a, combatant: c, round }) => {
        const engine = momentumAtBoundary(a, c, turnEvent("turnStart", round, c.id));
        const economy = { id: c.id, ap: pool(c, "ap") };
        const after = leanTurnStart(a, economy, round);
        expect(after).toEqual(engine.actor);
        expect(economy.ap).toBe(pool(engine.combatant, "ap"));
        expect(ticksDue(after)).toEqual(engine.ticks);
      }),
      { numRuns: 2000 },
    );
  });
});
