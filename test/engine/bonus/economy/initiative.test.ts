import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roundEvents } from "../../../../module/engine/core/turns/round.ts";
import {
  BONUS_TURN_STRUCTURE,
  bonusInitiativeOrder,
} from "../../../../module/engine/rulesets/bonus/economy/initiative.ts";

describe("bonus initiative", () => {
  it('"all fighters act in order of their initiative roll from highest to lowest"', () => {
    expect(
      bonusInitiativeOrder([
        { id: "a", total: 9, speed: 30 },
        { id: "b", total: 21, speed: 20 },
        { id: "c", total: 14, speed: 25 },
      ]),
    ).toEqual(["b", "c", "a"]);
  });

  it("ties: higher Speed first, then whoever joined the encounter first", () => {
    const order = bonusInitiativeOrder([
      { id: "slow", total: 15, speed: 20 },
      { id: "quick", total: 15, speed: 35 },
      { id: "first", total: 12, speed: 30 },
      { id: "second", total: 12, speed: 30 },
    ]);
    expect(order).toEqual(["quick", "slow", "first", "second"]);
  });

  it("a round: initiative order, recovery at the round's end (roundEnd last)", () => {
    const events = roundEvents(BONUS_TURN_STRUCTURE, ["b", "a"], 1).map((e) => e.kind);
    expect(events).toEqual(["roundStart", "turnStart", "turnEnd", "turnStart", "turnEnd", "roundEnd"]);
  });

  it("property: the order is a permutation sorted by total, descending, then Speed", () => {
    const roll = fc.record({ total: fc.integer({ min: 1, max: 40 }), speed: fc.integer({ min: 0, max: 40 }) });
    fc.assert(
      fc.property(fc.array(roll, { maxLength: 10 }), (raw) => {
        const rolls = raw.map((r, i) => ({ id: `c${i}`, ...r }));
        const order = bonusInitiativeOrder(rolls).map((id) => rolls.find((r) => r.id === id));
        expect(order).toHaveLength(rolls.length);
        for (let i = 1; i < order.length; i += 1) {
          const [p, n] = [order[i - 1], order[i]];
          if (!p || !n) throw new Error("lost a roll");
          expect(p.total > n.total || (p.total === n.total && p.speed >= n.speed)).toBe(true);
        }
      }),
    );
  });
});
