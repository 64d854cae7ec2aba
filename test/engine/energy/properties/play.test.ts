import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkInvariants } from "../../../../module/engine/core/conditions/state.ts";
import { clearDirect, removeCondition } from "../../../../module/engine/core/conditions/mutate.ts";
import { lookupStep } from "../../../../module/engine/core/economy/quantity.ts";
import { ENERGY_CONDITION_IDS, ENERGY_CONDITIONS } from "../../../../module/engine/rulesets/energy/conditions.ts";
import { applyEnergyDamage } from "../../../../module/engine/rulesets/energy/damage/apply.ts";
import { applyDeathRoll } from "../../../../module/engine/rulesets/energy/damage/death.ts";
import { takeAction } from "../../../../module/engine/rulesets/energy/economy/act.ts";
import { ENERGY_ACTION_IDS } from "../../../../module/engine/rulesets/energy/economy/actions.ts";
import type { EnergyActor } from "../../../../module/engine/rulesets/energy/economy/actor.ts";
import { energyAtBoundary } from "../../../../module/engine/rulesets/energy/economy/boundary.ts";
import type { EnergyCombatantState } from "../../../../module/engine/rulesets/energy/economy/combatant.ts";
import {
  applyCondition,
  conditionsInForce,
  suppressCondition,
} from "../../../../module/engine/rulesets/energy/economy/status.ts";
import { type EnergyOptions } from "../../../../module/engine/rulesets/energy/options.ts";
import { ENERGY_PER_ROUND } from "../../../../module/engine/rulesets/energy/tables/energy-per-round.ts";
import { actor, combatant } from "../fixtures.ts";

const conditionIds = fc.constantFrom(...ENERGY_CONDITION_IDS);
const options: fc.Arbitrary<EnergyOptions> = fc.record({
  rangedAttackEnergy: fc.constantFrom(1 as const, 2 as const),
  exhaustedEnergy: fc.constantFrom("twoFewer" as const, "onlyThree" as const),
  exposedDuration: fc.constantFrom("endOfRound" as const, "endOfNextRound" as const),
  rangedArmor: fc.constantFrom("belowCoverage" as const, "atOrAboveCoverage" as const),
  defenseEdge: fc.constantFrom("wholeRoll" as const, "eachRoll" as const),
  checkDice: fc.constantFrom("d20" as const, "d10Exploding" as const),
  missChanceSizes: fc.constantFrom("missChanceTable" as const, "sizeChart" as const),
  nonLethalAtZeroAura: fc.constantFrom("both" as const, "exhausted" as const, "shaken" as const),
  overflowTriggersDeathRoll: fc.boolean(),
  helplessNaturalOneMisses: fc.boolean(),
  fractions: fc.constantFrom("down" as const, "towardZero" as const),
});

const request = fc.record({
  action: fc.constantFrom(...ENERGY_ACTION_IDS),
  staminaAsEnergy: fc.integer({ min: 0, max: 2 }),
  metres: fc.integer({ min: 0, max: 12 }),
  turns: fc.array(fc.integer({ min: 0, max: 180 }), { maxLength: 3 }),
  shiftWith: fc.constantFrom("energy" as const, "agility" as const),
  swift: fc.boolean(),
  proficient: fc.boolean(),
  item: fc.constantFrom("sideArm" as const, "other" as const),
  pickUp: fc.constantFrom("inPassing" as const, "fromGround" as const, "other" as const),
});

const startingActor = fc
  .record({
    stamina: fc.integer({ min: 0, max: 12 }),
    conditions: fc.array(conditionIds, { maxLength: 3 }),
  })
  .map(({ stamina, conditions }) =>
    conditions.reduce<EnergyActor>(
      (a, id) => applyCondition(a, id, { source: "start", round: 1 }),
      actor({ stamina, ...(stamina === 0 ? { unconscious: "stamina" as const } : {}) }),
    ),
  );

type RequestShape = typeof request extends fc.Arbitrary<infer R> ? R : never;

type Op =
  | { readonly kind: "act"; readonly request: RequestShape }
  | { readonly kind: "boundary"; readonly end: boolean }
  | { readonly kind: "add"; readonly id: (typeof ENERGY_CONDITION_IDS)[number] }
  | { readonly kind: "remove"; readonly id: (typeof ENERGY_CONDITION_IDS)[number] }
  | { readonly kind: "clear"; readonly id: (typeof ENERGY_CONDITION_IDS)[number] }
  | { readonly kind: "suppress"; readonly id: (typeof ENERGY_CONDITION_IDS)[number] }
  | { readonly kind: "hit"; readonly amount: number; readonly nonLethal: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  request.map((r) => ({ kind: "act" as const, request: r })),
  fc.boolean().map((end) => ({ kind: "boundary" as const, end })),
  conditionIds.map((id) => ({ kind: "add" as const, id })),
  conditionIds.map((id) => ({ kind: "remove" as const, id })),
  conditionIds.map((id) => ({ kind: "clear" as const, id })),
  conditionIds.map((id) => ({ kind: "suppress" as const, id })),
  fc
    .record({ amount: fc.integer({ min: -3, max: 30 }), nonLethal: fc.boolean() })
    .map((h) => ({ kind: "hit" as const, ...h })),
);

interface World {
  actor: EnergyActor;
  combatant: EnergyCombatantState;
  round: number;
  started: boolean;
}

function step(w: World, o: Op, opts: EnergyOptions): World {
  switch (o.kind) {
    case "act": {
      const out = takeAction(w.actor, w.combatant, { round: w.round, ...o.request }, opts);
      if (!out.ok) {
        // Refused actions change nothing.
        expect(out.state.actor).toBe(w.actor);
        expect(out.state.combatant).toBe(w.combatant);
        return w;
      }
      return { ...w, actor: out.state.actor, combatant: out.state.combatant };
    }
    case "boundary": {
      const event =
        w.started && o.end
          ? { kind: "roundEnd" as const, round: w.round }
          : { kind: "roundStart" as const, round: w.started ? w.round + 1 : w.round };
      const out = energyAtBoundary(w.actor, w.combatant, event, opts);
      return { actor: out.actor, combatant: out.combatant, round: event.round, started: true };
    }
    case "add":
      return { ...w, actor: applyCondition(w.actor, o.id, { source: "op", round: w.round }, opts) };
    case "remove":
      return { ...w, actor: { ...w.actor, conditions: removeCondition(w.actor.conditions, o.id).state.state } };
    case "clear":
      return { ...w, actor: { ...w.actor, conditions: clearDirect(w.actor.conditions, o.id).state.state } };
    case "suppress":
      return { ...w, actor: suppressCondition(w.actor, o.id, w.round) };
    case "hit": {
      const hit = { amount: o.amount, source: "op", armorHit: false, armorRating: 0, nonLethal: o.nonLethal };
      const out = applyEnergyDamage(w.actor, hit, w.round, opts);
      return { ...w, actor: out.deathRollDue ? applyDeathRoll(out.actor, 12, w.round, opts).actor : out.actor };
    }
  }
}

function checkWorld(w: World): void {
  const pools = w.combatant.economy.pools;
  expect(pools.energy ?? 0).toBeGreaterThanOrEqual(0);
  expect(pools.agility ?? 0).toBeGreaterThanOrEqual(0);
  expect(w.actor.creature.stamina).toBeGreaterThanOrEqual(0);
  expect(w.actor.creature.stamina).toBeLessThanOrEqual(12);
  expect(w.actor.creature.aura).toBeGreaterThanOrEqual(0);
  expect(w.combatant.agileMovesLeft).toBeGreaterThanOrEqual(0);
  // Conditions are never orphaned: every stored daughter has a live parent or a reason of its own.
  expect(checkInvariants(ENERGY_CONDITIONS, w.actor.conditions)).toEqual([]);
  // In force = closed under implication, except for what is suppressed.
  const inForce = conditionsInForce(w.actor);
  for (const id of inForce) {
    for (const daughter of ENERGY_CONDITIONS[id]?.implies ?? []) {
      const suppressed = w.actor.suppressed.some((s) => s.condition === daughter);
      expect(inForce.has(daughter) || suppressed).toBe(true);
    }
  }
}

describe("energy invariants under any sequence of play", () => {
  it('"Negative Stamina does not exist"; pools never go negative, refusals change nothing, no daughter is orphaned', () => {
    fc.assert(
      fc.property(startingActor, fc.array(op, { maxLength: 25 }), options, (a, ops, opts) => {
        let w: World = { actor: a, combatant: combatant(5, 3), round: 1, started: false };
        for (const o of ops) {
          w = step(w, o, opts);
          checkWorld(w);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('Energy and Agility are set exactly at a Round start ("reset based on your Stamina"), untouched at a Round end', () => {
    fc.assert(
      fc.property(
        startingActor,
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 3 }),
        options,
        (a, e, g, opts) => {
          const c = combatant(e, g);
          const end = energyAtBoundary(a, c, { kind: "roundEnd", round: 1 }, opts);
          expect(end.combatant.economy.pools).toEqual(c.economy.pools);
          const start = energyAtBoundary(a, c, { kind: "roundStart", round: 2 }, opts);
          const table = lookupStep(ENERGY_PER_ROUND, a.creature.stamina);
          const inForce = conditionsInForce(a);
          const expected = !inForce.has("exhausted")
            ? table
            : opts.exhaustedEnergy === "twoFewer"
              ? Math.max(0, table - 2)
              : Math.min(table, 3);
          expect(start.combatant.economy.pools.energy).toBe(expected);
          expect(start.combatant.economy.pools.agility).toBe(3);
          expect(start.combatant.economy.uses).toEqual({});
        },
      ),
    );
  });

  it('"Taking damage reduces the strength of your Aura": damage never heals, Aura stays ≥ 0, the dead stay dead', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 24 }),
        fc.integer({ min: -10, max: 60 }),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 8 }),
        options,
        (aura, amount, nonLethal, armorHit, rating, opts) => {
          const before = actor({ aura, weaknesses: ["fire"], resistances: ["cold"] });
          for (const type of ["fire", "cold", undefined]) {
            const hit = { amount, source: "p", type, armorHit, armorRating: rating, nonLethal };
            const out = applyEnergyDamage(before, hit, 1, opts);
            expect(out.actor.creature.aura).toBeLessThanOrEqual(aura);
            expect(out.actor.creature.aura).toBeGreaterThanOrEqual(0);
            expect(out.result.amount).toBeGreaterThanOrEqual(0);
            expect(out.actor.creature.stamina).toBeLessThanOrEqual(before.creature.stamina);
          }
          const dead = actor({ aura: 0, dead: true });
          const hit = { amount, source: "p", armorHit, armorRating: rating, nonLethal };
          expect(applyEnergyDamage(dead, hit, 1, opts).actor).toBe(dead);
        },
      ),
    );
  });
});
