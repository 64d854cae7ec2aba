import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRng } from "../../../../module/engine/core/dice/rng.ts";
import { applyContestDamage } from "../../../../module/engine/rulesets/contest/damage/apply.ts";
import type { Protection } from "../../../../module/engine/rulesets/contest/damage/pipeline.ts";
import { planTest, rollTest } from "../../../../module/engine/rulesets/contest/dice/test.ts";
import { takeAction } from "../../../../module/engine/rulesets/contest/economy/act.ts";
import { CONTEST_CONDITION_IDS } from "../../../../module/engine/rulesets/contest/conditions.ts";
import { leanAttackAction } from "../../../../module/engine/rulesets/contest/sim/lean-action.ts";
import { leanContestDamage } from "../../../../module/engine/rulesets/contest/sim/lean-damage.ts";
import type { PlannedTest } from "../../../../module/engine/rulesets/contest/sim/fighter.ts";
import { rollPlanned } from "../../../../module/engine/rulesets/contest/sim/tests.ts";
import { successDistribution } from "../../../../module/engine/rulesets/contest/dice/odds.ts";
import { rollerFor } from "../../../../module/engine/sim/rollers.ts";
import { DAMAGE_TYPES } from "../../../../module/engine/rulesets/contest/tables/damage-types.ts";
import { actor, combatant } from "../fixtures.ts";

const conditions = fc.subarray([...CONTEST_CONDITION_IDS]);
const against = fc.constantFrom(...DAMAGE_TYPES, "physical" as const, "magical" as const);
const affinities = fc.array(fc.record({ against, value: fc.integer({ min: 0, max: 5 }), source: fc.constant("x") }), {
  maxLength: 3,
});

describe("the simulation's lean attack action", () => {
  it("pays a Strike and Use Magic with an attack spell exactly as takeAction, and refuses what it refuses", () => {
    fc.assert(
      fc.property(
        conditions,
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (held, ap, cost, attacks, spell) => {
          const a = actor({}, held);
          const base = combatant(ap);
          const uses: Record<string, number> = attacks === 0 ? {} : { attack: attacks };
          const c = { ...base, economy: { ...base.economy, uses } };
          const engine = takeAction(a, c, {
            action: spell ? "useMagic" : "strike",
            round: 1,
            ownTurn: true,
            ap: cost,
            target: "t",
            ...(spell ? { spell: { attack: true, meleeAttack: false } } : {}),
          });
          const lean = leanAttackAction(a, c, cost);
          if (!engine.ok) expect(lean).toBeUndefined();
          else {
            expect(engine.state.actor).toBe(a);
            expect(lean).toEqual(engine.state.combatant);
          }
        },
      ),
    );
  });
});

describe("the simulation's lean damage", () => {
  it("leaves the same creature and conditions as applyContestDamage, for any hit, target and protection", () => {
    fc.assert(
      fc.property(
        fc.record({
          value: fc.integer({ min: -3, max: 25 }),
          amount: fc.integer({ min: 0, max: 30 }),
          type: fc.constantFrom(...DAMAGE_TYPES),
          resistances: affinities,
          vulnerabilities: affinities,
          rating: fc.integer({ min: 0, max: 6 }),
          magical: fc.integer({ min: 0, max: 3 }),
          second: fc.boolean(),
          chosen: fc.boolean(),
          blockRating: fc.option(fc.integer({ min: 0, max: 6 }), { nil: undefined }),
          held: conditions,
        }),
        (t) => {
          const target = actor(
            {
              health: { value: t.value, max: 25 },
              resistances: t.resistances,
              vulnerabilities: t.vulnerabilities,
            },
            t.held,
          );
          const armor = [
            { id: "a", label: "Armor", rating: t.rating, magicalRating: t.magical },
            ...(t.second ? [{ id: "b", label: "Other", rating: t.magical + 1 }] : []),
          ];
          const protection: Protection = {
            armor,
            ...(t.chosen ? { chosenArmor: "b" } : {}),
            ...(t.blockRating === undefined ? {} : { shield: { label: "Shield", blockRating: t.blockRating } }),
          };
          const hit = { amount: t.amount, type: t.type, source: "Sword" };
          const engine = applyContestDamage(target, "t", hit, protection, 2).actor;
          expect(leanContestDamage(target, "t", hit, protection, 2)).toEqual(engine);
        },
      ),
    );
  });
});

describe("the simulation's tests", () => {
  it("roll on the fast path to the outcome rollTest reads, from the same seed", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3, max: 10 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 1, max: 10_000 }),
        (bonus, boons, banes, seed) => {
          const plan = planTest({
            label: "Strike",
            skill: { source: "Style", value: bonus },
            boons: Array.from({ length: boons }, () => ({ source: "boon" })),
            banes: Array.from({ length: banes }, () => ({ source: "bane" })),
          });
          if (plan.kind !== "roll") throw new Error("a rolled plan");
          const planned: PlannedTest = { plan, roll: rollerFor(plan.request), successes: successDistribution(plan) };
          expect(rollPlanned(planned, createRng(seed))).toEqual(rollTest(plan, createRng(seed)));
        },
      ),
    );
  });

  it("read an automatic test without rolling", () => {
    const plan = planTest({
      label: "Strike",
      skill: { source: "Style", value: 0 },
      automatic: { outcome: "fail", source: "Full cover" },
    });
    const planned: PlannedTest = { plan, successes: successDistribution(plan) };
    expect(rollPlanned(planned, createRng(1))).toEqual(rollTest(plan, createRng(1)));
  });
});
