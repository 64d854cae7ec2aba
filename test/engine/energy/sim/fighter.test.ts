import { describe, expect, it } from "vitest";
import type { DieEdge } from "../../../../module/engine/core/dice/request.ts";
import { createRng } from "../../../../module/engine/core/dice/rng.ts";
import { defenseValue, type DefenseKind } from "../../../../module/engine/rulesets/energy/defense/values.ts";
import { defenseRollPlan, rollDefense } from "../../../../module/engine/rulesets/energy/dice/defense.ts";
import { enterFight } from "../../../../module/engine/rulesets/energy/sim/fighter.ts";
import { energyGear, energyParty } from "../../../../scripts/balance/energy.ts";

const KINDS: readonly DefenseKind[] = ["evasion", "rangedEvasion", "unarmedEvasion", "fortitude", "will"];
const EDGES: readonly DieEdge[] = ["normal", "advantage", "disadvantage"];

describe("energy simulated fighter", () => {
  it("plans once per encounter: every fight with the same spec reads the same plan", () => {
    const [spec] = energyParty(energyGear());
    if (!spec) throw new Error("party");
    expect(enterFight(spec).plan).toBe(enterFight(spec).plan);
  });

  it("rolls each Defense as the engine rolls it: the same totals from the same seed", () => {
    // Three of the party carry a shield, so facing the attack or not changes their Ranged Evasion.
    for (const spec of energyParty(energyGear())) {
      const plan = enterFight(spec).plan;
      for (const kind of KINDS)
        for (const shieldFacing of [true, false])
          for (const edge of EDGES) {
            const value = defenseValue(spec.actor.creature, kind, { ...spec.defense, shieldFacing }).total;
            const engine = defenseRollPlan({ kind, value, edge });
            const [a, b] = [createRng(11), createRng(11)];
            const planned = Array.from({ length: 50 }, () => plan.defenseRoll(kind, shieldFacing, edge)(a));
            const rolled = Array.from({ length: 50 }, () => rollDefense(engine, b));
            expect(planned, `${spec.name} ${kind} ${String(shieldFacing)} ${edge}`).toEqual(rolled);
          }
    }
  });
});
