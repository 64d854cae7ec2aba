import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ENERGY_CONDITION_IDS } from "../../../../module/engine/rulesets/energy/conditions.ts";
import { takeAction } from "../../../../module/engine/rulesets/energy/economy/act.ts";
import type { EnergyActor } from "../../../../module/engine/rulesets/energy/economy/actor.ts";
import type { EnergyCombatantState } from "../../../../module/engine/rulesets/energy/economy/combatant.ts";
import { applyCondition, suppressCondition } from "../../../../module/engine/rulesets/energy/economy/status.ts";
import { DEFAULT_ENERGY_OPTIONS } from "../../../../module/engine/rulesets/energy/options.ts";
import {
  actionGate,
  leanTakeAction,
  type LeanRequest,
} from "../../../../module/engine/rulesets/energy/sim/lean-action.ts";
import { actor } from "../fixtures.ts";

const conditionIds = fc.constantFrom(...ENERGY_CONDITION_IDS);

/** Any actor: Stamina, the states the damage rules set, conditions applied (some for a Round) and suppressed. */
const anyActor: fc.Arbitrary<EnergyActor> = fc
  .record({
    stamina: fc.integer({ min: 0, max: 12 }),
    dead: fc.boolean(),
    unconscious: fc.constantFrom(
      undefined,
      "stamina" as const,
      "nonLethal" as const,
      "dying" as const,
      "sleep" as const,
    ),
    bleedingOut: fc.boolean(),
    extraStaminaAsEnergy: fc.integer({ min: -1, max: 2 }),
    applied: fc.array(fc.tuple(conditionIds, fc.boolean()), { maxLength: 4 }),
    suppressed: fc.array(conditionIds, { maxLength: 2 }),
  })
  .map((a) => {
    const base = actor({
      stamina: a.stamina,
      dead: a.dead,
      bleedingOut: a.bleedingOut,
      extraStaminaAsEnergy: a.extraStaminaAsEnergy,
      ...(a.unconscious === undefined ? {} : { unconscious: a.unconscious }),
    });
    const withConditions = a.applied.reduce<EnergyActor>(
      (x, [id, forARound]) =>
        applyCondition(x, id, {
          source: "test",
          round: 1,
          ...(forARound ? { duration: { kind: "endOfRound" as const } } : {}),
        }),
      base,
    );
    return a.suppressed.reduce<EnergyActor>((x, id) => suppressCondition(x, id, 1), withConditions);
  });

/** Any combatant partway through a Round, pools possibly missing (a hand-built state). */
const anyCombatant: fc.Arbitrary<EnergyCombatantState> = fc
  .record({
    energy: fc.option(fc.integer({ min: 0, max: 7 }), { nil: undefined }),
    agility: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
    swaps: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }),
    initiative: fc.boolean(),
    moved: fc.integer({ min: 0, max: 9 }),
    agileMoves: fc.integer({ min: 0, max: 3 }),
    last: fc.boolean(),
  })
  .map((c) => ({
    id: "me",
    economy: {
      pools: {
        ...(c.energy === undefined ? {} : { energy: c.energy }),
        ...(c.agility === undefined ? {} : { agility: c.agility }),
      },
      uses: {
        ...(c.swaps === undefined ? {} : { staminaAsEnergy: c.swaps }),
        ...(c.initiative ? { initiative: 1 } : {}),
      },
    },
    movedThisRound: c.moved,
    agileMovesLeft: c.agileMoves,
    ...(c.last ? { last: { action: "run" as const, energy: 3, staminaAsEnergy: 0, metres: 6, sprint: false } } : {}),
  }));

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
  it("pays exactly when takeAction pays, leaving the same actor and combatant", () => {
    fc.assert(
      fc.property(
        anyActor,
        anyCombatant,
        anyRequest,
        fc.constantFrom(1 as const, 2 as const),
        fc.integer({ min: 1, max: 9 }),
        (a, c, request, rangedAttackEnergy, round) => {
          const options = { ...DEFAULT_ENERGY_OPTIONS, rangedAttackEnergy };
          const engine = takeAction(a, c, { ...request, round }, options);
          const lean = leanTakeAction(a, c, request, actionGate(a), options);
          expect(lean !== undefined).toBe(engine.ok);
          if (lean === undefined || !engine.ok) return;
          expect(lean.actor).toEqual(engine.state.actor);
          expect(lean.combatant).toEqual(engine.state.combatant);
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("pays for both a plain attack and one in Stamina, and refuses an unconscious creature", () => {
    const c: EnergyCombatantState = {
      id: "me",
      economy: { pools: { energy: 2, agility: 3 }, uses: {} },
      movedThisRound: 0,
      agileMovesLeft: 0,
    };
    expect(leanTakeAction(actor(), c, { action: "meleeAttack" })).toBeUndefined();
    const swapped = leanTakeAction(actor(), c, { action: "meleeAttack", staminaAsEnergy: 1 });
    expect(swapped?.combatant.economy.pools).toEqual({ energy: 0, agility: 3 });
    expect(swapped?.actor.creature.stamina).toBe(11);
    expect(leanTakeAction(actor(), c, { action: "unarmedAttack" })?.combatant.economy.pools.energy).toBe(0);
    expect(leanTakeAction(actor({ unconscious: "dying" }), c, { action: "unarmedAttack" })).toBeUndefined();
  });
});
