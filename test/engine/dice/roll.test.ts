import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileTotal } from "../../../module/engine/core/dice/fast.ts";
import { interpretFaces } from "../../../module/engine/core/dice/interpret.ts";
import { drawFaces, rollRequest } from "../../../module/engine/core/dice/roll.ts";
import { createRng } from "../../../module/engine/core/dice/rng.ts";
import { MAX_EXPLODE_CAP } from "../../../module/engine/core/dice/request.ts";
import { burst, d, maxFirstRng, request, requestArb, scriptedRng } from "./fixtures.ts";

describe("rollRequest: the engine rolls like Foundry, then interprets", () => {
  it("draws faces in formula order and explode order", () => {
    const req = request([d("action", 1, 20), d("bonus", 2, 10, { explode: burst(10) })]);
    const faces = drawFaces(req, scriptedRng([17, 10, 4, 10, 2]));
    expect(faces).toEqual([[17], [10, 4, 10, 2]]);
    const result = rollRequest(req, scriptedRng([17, 10, 4, 10, 2]));
    expect(result.groups[1]?.dice.map((die) => die.chains[0]?.faces)).toEqual([[10, 10, 2], [4]]);
    expect(result.total).toBe(43);
  });

  it("rolls both chains of an advantage die and reports them", () => {
    const req = request([d("ev", 1, 10, { explode: burst(10), edge: "advantage" })]);
    const result = rollRequest(req, scriptedRng([3, 10, 6]));
    expect(result.groups[0]?.dice[0]?.chains.map((c) => c.faces)).toEqual([[3], [10, 6]]);
    expect(result.total).toBe(16);
  });

  it("is deterministic for a seed (property)", () => {
    fc.assert(
      fc.property(requestArb, fc.integer(), (req, seed) => {
        expect(rollRequest(req, createRng(seed))).toEqual(rollRequest(req, createRng(seed)));
      }),
      { numRuns: 200 },
    );
  });

  it("interpretFaces ∘ drawFaces equals rollRequest (property)", () => {
    fc.assert(
      fc.property(requestArb, fc.integer(), (req, seed) => {
        const faces = drawFaces(req, createRng(seed));
        expect(interpretFaces(req, faces)).toEqual(rollRequest(req, createRng(seed)));
        // And through JSON, as the adapter would store and reread them.
        expect(interpretFaces(req, JSON.parse(JSON.stringify(faces)) as number[][])).toEqual(
          rollRequest(req, createRng(seed)),
        );
      }),
      { numRuns: 300 },
    );
  });

  it("the fast path gives the same total as rollRequest for the same seed (property)", () => {
    fc.assert(
      fc.property(requestArb, fc.integer(), (req, seed) => {
        const fast = compileTotal(req);
        const a = createRng(seed);
        const b = createRng(seed);
        for (let i = 0; i < 5; i++) expect(fast(a)).toBe(rollRequest(req, b).total);
      }),
      { numRuns: 300 },
    );
  });

  it("explode chains never count more than the cap, even when the dice keep bursting (property)", () => {
    fc.assert(
      fc.property(requestArb, fc.integer({ min: 0, max: 400 }), fc.integer(), (req, maxes, seed) => {
        const result = rollRequest(req, maxFirstRng(maxes, createRng(seed)));
        result.groups.forEach((group, g) => {
          const cap = req.groups[g]?.explode?.cap ?? 0;
          for (const die of group.dice) {
            for (const chain of die.chains) {
              expect(chain.bursts).toBeLessThanOrEqual(cap);
              expect(chain.counted).toBeLessThanOrEqual(1 + cap);
              expect(chain.bursts).toBeLessThanOrEqual(MAX_EXPLODE_CAP);
            }
          }
        });
        // The fast path agrees under the same forced bursts.
        expect(compileTotal(req)(maxFirstRng(maxes, createRng(seed)))).toBe(result.total);
      }),
      { numRuns: 200 },
    );
  });

  it("a die that bursts 150 times in a row under plain x counts only 100 bursts", () => {
    const req = request([d("b", 1, 6, { explode: burst(6) }), d("c", 1, 6, { explode: burst(6) })]);
    const result = rollRequest(req, maxFirstRng(151, createRng(3)));
    expect(result.groups[0]?.dice[0]?.chains[0]?.faces.length).toBeGreaterThan(151);
    const first = result.groups[0]?.dice[0]?.chains[0];
    expect(first?.counted).toBe(101);
    expect(first?.capped).toBe(true);
    expect(compileTotal(req)(maxFirstRng(151, createRng(3)))).toBe(result.total);
  });
});
