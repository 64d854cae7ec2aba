import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roundEnd, roundStart } from "../../../../module/engine/core/turns/boundary.ts";
import { energyAtBoundary, joinCombat } from "../../../../module/engine/rulesets/energy/economy/boundary.ts";
import { useInitiativeRoll } from "../../../../module/engine/rulesets/energy/economy/initiative.ts";
import { DEFAULT_ENERGY_OPTIONS } from "../../../../module/engine/rulesets/energy/options.ts";
import {
  agilityMax,
  leanInitiativeRoll,
  leanJoin,
  leanRoundEnd,
  leanRoundStart,
} from "../../../../module/engine/rulesets/energy/sim/lean-economy.ts";
import { actor } from "../fixtures.ts";
import { anyActor, anyEconomy, combatantOf, economyOf } from "./arbitraries.ts";

const exhaustedEnergy = fc.constantFrom("twoFewer" as const, "onlyThree" as const);
const extras = fc.record({ agileMoves: fc.integer({ min: 0, max: 3 }), last: fc.boolean(), swift: fc.boolean() });

describe("the simulation's lean economy", () => {
  it("joins a fight as joinCombat does: both pools full, nothing used", () => {
    fc.assert(
      fc.property(anyActor, exhaustedEnergy, (a, exhausted) => {
        const options = { ...DEFAULT_ENERGY_OPTIONS, exhaustedEnergy: exhausted };
        expect(leanJoin(a, agilityMax(a), options)).toEqual(economyOf(joinCombat(a, "me", options)));
      }),
      { numRuns: 2000 },
    );
  });

  it("starts a Round as energyAtBoundary does: the same actor, pools, uses and rolls due", () => {
    fc.assert(
      fc.property(
        anyActor,
        anyEconomy,
        extras,
        fc.integer({ min: 1, max: 4 }),
        exhaustedEnergy,
        (a, e, extra, round, exhausted) => {
          const options = { ...DEFAULT_ENERGY_OPTIONS, exhaustedEnergy: exhausted };
          const engine = energyAtBoundary(a, combatantOf(e, extra), roundStart(round), options);
          const economy = { ...e };
          const due = leanRoundStart(a, economy, round, agilityMax(a), options);
          expect(engine.actor).toBe(a);
          expect(economy).toEqual(economyOf(engine.combatant));
          expect(due).toEqual(engine.due);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it("ends a Round as energyAtBoundary does for the actor: conditions expired, suppressions lifted", () => {
    fc.assert(
      fc.property(anyActor, anyEconomy, fc.integer({ min: 1, max: 4 }), (a, e, round) => {
        const engine = energyAtBoundary(a, combatantOf(e), roundEnd(round));
        expect(leanRoundEnd(a, round)).toEqual(engine.actor);
        expect(economyOf(engine.combatant), "the economy stays as it is").toEqual(e);
      }),
      { numRuns: 3000 },
    );
  });

  it("records the Round's Initiative roll as useInitiativeRoll does, failing the second", () => {
    fc.assert(
      fc.property(anyEconomy, (e) => {
        const engine = useInitiativeRoll(combatantOf(e));
        const economy = { ...e };
        expect(leanInitiativeRoll(economy)).toBe(engine.automaticFailure);
        expect(economy).toEqual(economyOf(engine.combatant));
      }),
    );
    const economy = leanJoin(actor());
    expect([leanInitiativeRoll(economy), leanInitiativeRoll(economy)]).toEqual([false, true]);
  });
});
