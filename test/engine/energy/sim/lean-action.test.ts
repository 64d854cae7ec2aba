import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { takeAction } from "../../../../module/engine/rulesets/energy/economy/act.ts";
import { DEFAULT_ENERGY_OPTIONS } from "../../../../module/engine/rulesets/energy/options.ts";
import {
  actionGate,
  leanTakeAction,
  type LeanRequest,
} from "../../../../module/engine/rulesets/energy/sim/lean-action.ts";
import type { LeanEconomy } from "../../../../module/engine/rulesets/energy/sim/lean-economy.ts";
import { actor } from "../fixtures.ts";
import { anyActor, anyEconomy, combatantOf, economyOf } from "./arbitraries.ts";

const anyRequest: fc.Arbitrary<LeanRequest> = fc.record(
  {
    action: fc.constantFrom("meleeAttack" as const, "unarmedAttack" as const, "rangedAttack" as const, "load" as const),
    staminaAsEnergy: fc.constantFrom(0, 1, 2, 3, 4, -1, 1.5),
    proficient: fc.boolean(),
    loadEnergy: fc.constantFrom(0, 1, 2, 3, 2.5, -1, Number.NaN, Number.POSITIVE_INFINITY),
  },
  { requiredKeys: ["action"] },
);

describe("the simulation's lean takeAction", () => {
  it("pays exactly when takeAction pays, leaving the same actor, pools and uses", () => {
    fc.assert(
      fc.property(
        anyActor,
        anyEconomy,
        fc.record({ agileMoves: fc.integer({ min: 0, max: 3 }), last: fc.boolean(), swift: fc.boolean() }),
        anyRequest,
        fc.constantFrom(1 as const, 2 as const),
        fc.integer({ min: 1, max: 9 }),
        (a, e, extra, request, rangedAttackEnergy, round) => {
          const options = { ...DEFAULT_ENERGY_OPTIONS, rangedAttackEnergy };
          const engine = takeAction(a, combatantOf(e, extra), { ...request, round }, options);
          const economy = { ...e };
          const lean = leanTakeAction(a, economy, request, actionGate(a), options);
          expect(lean !== undefined).toBe(engine.ok);
          if (lean === undefined || !engine.ok) {
            expect(economy, "a refusal changes nothing").toEqual(e);
            return;
          }
          expect(lean).toEqual(engine.state.actor);
          expect(economy).toEqual(economyOf(engine.state.combatant));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("pays for both a plain attack and one in Stamina, and refuses an unconscious creature", () => {
    const economy = (): LeanEconomy => ({ energy: 2, agility: 3, staminaAsEnergy: 0, initiative: 1 });
    expect(leanTakeAction(actor(), economy(), { action: "meleeAttack" })).toBeUndefined();
    const swapping = economy();
    const swapped = leanTakeAction(actor(), swapping, { action: "meleeAttack", staminaAsEnergy: 1 });
    expect(swapping).toEqual({ energy: 0, agility: 3, staminaAsEnergy: 1, initiative: 1 });
    expect(swapped?.creature.stamina).toBe(11);
    const unarmed = economy();
    expect(leanTakeAction(actor(), unarmed, { action: "unarmedAttack" })).toBeDefined();
    expect(unarmed.energy).toBe(0);
    expect(leanTakeAction(actor({ unconscious: "dying" }), economy(), { action: "unarmedAttack" })).toBeUndefined();
  });
});
