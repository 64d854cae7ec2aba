import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canAfford, gain, spend } from "../../../module/engine/core/economy/spend.ts";

const poolValues = fc.dictionary(fc.constantFrom("ap", "rp", "energy", "vigor"), fc.integer({ min: 0, max: 20 }));
const cost = fc.dictionary(fc.constantFrom("ap", "rp", "energy", "vigor", "mana"), fc.integer({ min: 0, max: 25 }));

describe("spend", () => {
  it("pays every pool of a multi-pool cost (energy Jump: 1 Energy and 1 Stamina)", () => {
    const paid = spend({ energy: 5, stamina: 3 }, { energy: 1, stamina: 1 });
    expect(paid).toEqual({ ok: true, state: { energy: 4, stamina: 2 } });
  });

  it.each([
    [{ ap: 1 }, { ap: 2 }, "short"],
    [{ ap: 3 }, { rp: 1 }, "unknownPool"],
    [{ ap: 3 }, { ap: -1 }, "invalidCost"],
    [{ ap: 3 }, { ap: Number.NaN }, "invalidCost"],
  ])("refuses %j paying %j: %s", (values, c, code) => {
    const paid = spend(values, c);
    expect(paid.ok).toBe(false);
    if (!paid.ok) expect(paid.reason.code).toBe(code);
    expect(paid.state).toBe(values);
  });

  it("a short refusal says what was needed and what there was", () => {
    const paid = spend({ ap: 1 }, { ap: 2 });
    expect(paid.ok ? undefined : paid.reason).toMatchObject({ pool: "ap", need: 2, have: 1 });
  });

  it("gain caps at the max but never takes away what is already above it", () => {
    expect(gain({ ap: 4 }, "ap", 5, 6)).toEqual({ ap: 6 });
    expect(gain({ ap: 8 }, "ap", 5, 6)).toEqual({ ap: 8 });
    expect(gain({ ap: 2 }, "ap", 1)).toEqual({ ap: 3 });
  });

  it("property: pools never go negative", () => {
    fc.assert(
      fc.property(poolValues, cost, (values, c) => {
        const paid = spend(values, c);
        for (const v of Object.values(paid.state)) expect(v).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("property: a refused spend changes nothing; an accepted one takes exactly the cost", () => {
    fc.assert(
      fc.property(poolValues, cost, (values, c) => {
        const paid = spend(values, c);
        expect(paid.ok).toBe(canAfford(values, c));
        if (!paid.ok) {
          expect(paid.state).toBe(values);
          return;
        }
        for (const [pool, v] of Object.entries(values)) expect(paid.state[pool]).toBe(v - (c[pool] ?? 0));
      }),
    );
  });
});
