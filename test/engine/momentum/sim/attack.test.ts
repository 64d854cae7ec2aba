import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createRng } from "../../../../module/engine/core/dice/rng.ts";
import { rollRequest } from "../../../../module/engine/core/dice/roll.ts";
import { rollTotal } from "../../../../module/engine/sim/rollers.ts";
import { attackRequest, resolveAttack } from "../../../../module/engine/rulesets/momentum/dice/attack.ts";
import { DEFAULT_MOMENTUM_OPTIONS } from "../../../../module/engine/rulesets/momentum/options.ts";
import { readAttack } from "../../../../module/engine/rulesets/momentum/sim/attack.ts";

const edges = fc.constantFrom(
  [],
  [{ source: "Hidden", edge: "advantage" as const }],
  [{ source: "Target Defending", edge: "disadvantage" as const }],
);

const outcome = (hit: boolean, critical: boolean) => (!hit ? "miss" : critical ? "critical" : "hit");

describe("the simulation's reading of a fast-path attack roll", () => {
  it("is resolveAttack's on the audited roll of the same seed, whatever the bonus, Evasion, edge and setting", () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.integer({ min: -6, max: 15 }),
        fc.integer({ min: 5, max: 30 }),
        edges,
        fc.boolean(),
        (seed, bonus, evasion, edge, naturalTwentyHits) => {
          const options = { ...DEFAULT_MOMENTUM_OPTIONS, naturalTwentyHits };
          const request = attackRequest({ hitBonus: [{ source: "Bonus", value: bonus }], evasion, edges: edge });
          const audited = resolveAttack(rollRequest(request, createRng(seed)), {}, options);
          const total = rollTotal(request, createRng(seed));
          expect(readAttack(total, bonus, evasion, options)).toBe(outcome(audited.hit, audited.critical));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('"A critical miss always fails to hit the target, no matter how high your hit bonus is"', () => {
    expect(readAttack(1 + 30, 30, 5)).toBe("miss");
  });

  it('"If you roll a natural 20 when you attack, you perform a critical hit", even short of Evasion by default', () => {
    expect(readAttack(20 - 3, -3, 25)).toBe("critical");
    expect(readAttack(20 - 3, -3, 25, { ...DEFAULT_MOMENTUM_OPTIONS, naturalTwentyHits: false })).toBe("miss");
  });

  it('"Your attack hits if you roll at least the same amount as the Evasion of your target"', () => {
    expect([readAttack(16, 4, 16), readAttack(15, 4, 16)]).toEqual(["hit", "miss"]);
  });
});
