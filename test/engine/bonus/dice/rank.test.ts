import { describe, expect, it } from "vitest";
import { bonusDieRank, type Challenge } from "../../../../module/engine/rulesets/bonus/dice/rank.ts";

const charges = (n: number) => Array.from({ length: n }, (_, i) => ({ source: `Charge ${i + 1}` }));
const challenges = (n: number, appliesToEffect = false): Challenge[] =>
  Array.from({ length: n }, (_, i) => ({ source: `Challenge ${i + 1}`, appliesToEffect }));

describe("bonus die rank (seed 000)", () => {
  it('"Bonus dice will be d10 unless you are wounded or suffering Challenges to the roll"', () => {
    const rank = bonusDieRank({ roll: "action" });
    expect(rank.faces).toBe(10);
    expect(rank.audit).toEqual([]);
  });

  it.each([
    [1, 8],
    [2, 6],
    [3, 4],
  ])(
    '"they will drop a step, from d10 to d8, d8 to d6, and if you are particularly hindered, d6 to d4": %i challenges → d%i',
    (n, faces) => {
      expect(bonusDieRank({ roll: "action", challenges: challenges(n) }).faces).toBe(faces);
    },
  );

  it('"Bonus dice cannot be reduced below d4": 4 and 6 challenges stay d4, clamped at the floor', () => {
    for (const n of [4, 6]) {
      const rank = bonusDieRank({ roll: "action", challenges: challenges(n) });
      expect(rank.faces).toBe(4);
      expect(rank.clamped).toBe("floor");
    }
  });

  it.each([
    [1, 12, null],
    [2, 20, null],
    [3, 20, "ceiling"],
  ] as const)(
    '"all bonus dice, from all sources are increased one rank, from d10 to d12, and d12 to d20": %i charges → d%i',
    (n, faces, clamped) => {
      const rank = bonusDieRank({ roll: "action", charges: charges(n) });
      expect(rank.faces).toBe(faces);
      expect(rank.clamped).toBe(clamped);
    },
  );

  it('"Charges will counter challenges on a 1 to 1 basis, negating each other"', () => {
    expect(bonusDieRank({ roll: "action", charges: charges(2), challenges: challenges(2) }).faces).toBe(10);
    const rank = bonusDieRank({ roll: "action", charges: charges(2), challenges: challenges(1) });
    expect(rank.faces).toBe(12);
    expect(rank.audit).toEqual([
      { type: "cancel", source: "Charge 1", against: "Challenge 1" },
      { type: "step", source: "Charge 2", steps: 1, from: 10, to: 12, clamped: null },
    ]);
  });

  it("cancelling happens before clamping: 5 challenges and 1 charge is d4, 1 charge and 3 challenges is d6", () => {
    expect(bonusDieRank({ roll: "action", charges: charges(1), challenges: challenges(5) }).faces).toBe(4);
    expect(bonusDieRank({ roll: "action", charges: charges(1), challenges: challenges(3) }).faces).toBe(6);
  });

  it('"being wounded reduces the rank of all bonus dice to action and effect rolls"', () => {
    for (const roll of ["action", "effect"] as const) {
      const rank = bonusDieRank({ roll, wounded: true });
      expect(rank.faces).toBe(8);
      expect(rank.audit).toEqual([{ type: "step", source: "Wounded", steps: -1, from: 10, to: 8, clamped: null }]);
    }
  });

  it("a charge left over after the challenges offsets Wounded (steps are netted, then clamped once)", () => {
    expect(bonusDieRank({ roll: "action", wounded: true, charges: charges(1) }).faces).toBe(10);
    expect(bonusDieRank({ roll: "action", wounded: true, charges: charges(3) }).faces).toBe(20);
    const rank = bonusDieRank({ roll: "action", wounded: true, charges: charges(1), challenges: challenges(1) });
    expect(rank.faces).toBe(8);
    expect(rank.audit[0]).toEqual({ type: "cancel", source: "Charge 1", against: "Challenge 1" });
  });

  it('effect rolls "only benefit from the effects of a charge, and only suffer from a challenge if explicitly stated so"', () => {
    expect(bonusDieRank({ roll: "effect", charges: charges(1) }).faces).toBe(12);
    expect(bonusDieRank({ roll: "effect", challenges: challenges(2) }).faces).toBe(10);
    expect(bonusDieRank({ roll: "effect", challenges: challenges(2, true) }).faces).toBe(6);
  });

  it('"attempting to hit a distant enemy with a ranged weapon only challenges the bonus dice added to the attack roll"', () => {
    const range: Challenge = { source: "Distant target" };
    expect(bonusDieRank({ roll: "action", challenges: [range] }).faces).toBe(8);
    expect(bonusDieRank({ roll: "effect", challenges: [range] }).faces).toBe(10);
  });
});
