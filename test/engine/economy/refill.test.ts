import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyRefills,
  economyAtBoundary,
  initialEconomy,
  type EconomySpec,
} from "../../../module/engine/core/economy/economy.ts";
import type { PoolSpec } from "../../../module/engine/core/economy/pool.ts";
import { constant, fromTable, stat, sum } from "../../../module/engine/core/economy/quantity.ts";
import {
  roundEnd,
  roundStart,
  turnEvent,
  type BoundaryEvent,
  type BoundaryKind,
} from "../../../module/engine/core/turns/boundary.ts";
import { roundEvents } from "../../../module/engine/core/turns/round.ts";

// Each seed's economy written as pool specs: the core serves all five rulesets with data alone.
const momentumAP: PoolSpec = {
  // "Each participant gets three Action Points (AP) during their turn."
  id: "ap",
  label: "AP",
  home: "combatant",
  max: constant(3),
  refills: [{ at: "turnStart", amount: "max", carryOver: false }],
};
const momentumRP: PoolSpec = {
  // "Each participant also gains two Reaction Points (RP) for the whole round."
  id: "rp",
  label: "RP",
  home: "combatant",
  max: constant(2),
  refills: [{ at: "roundStart", amount: "max", carryOver: false }],
};
const contestAP: PoolSpec = {
  // "At the beginning of a each round, all characters gain 3 Action Points" … "does not transfer unspent AP"
  id: "ap",
  label: "AP",
  home: "combatant",
  max: constant(3),
  refills: [{ at: "roundStart", amount: "max", carryOver: false }],
};
const energyEnergy: PoolSpec = {
  // "At the beginning of each Round: Your Energy is reset based on your Stamina"; Exhausted: "2 less Energy".
  id: "energy",
  label: "Energy",
  home: "combatant",
  max: constant(5),
  refills: [
    {
      at: "roundStart",
      amount: sum(
        fromTable("stamina", [
          { atLeast: 0, value: 0 },
          { atLeast: 1, value: 1 },
          { atLeast: 2, value: 2 },
          { atLeast: 3, value: 3 },
          { atLeast: 4, value: 4 },
          { atLeast: 5, value: 5 },
        ]),
        stat("energyModifier"),
      ),
      carryOver: false,
    },
  ],
};
// wounds: Speed 0 column of the AP table (Round Start 6, Turn End 6, Max AP 18), Speed 3 column (9, 9, 27).
const woundsAP: PoolSpec = {
  id: "ap",
  label: "AP",
  home: "combatant",
  max: fromTable("speed", [
    { atLeast: 0, value: 18 },
    { atLeast: 3, value: 27 },
  ]),
  refills: [
    {
      at: "roundStart",
      amount: fromTable("speed", [
        { atLeast: 0, value: 6 },
        { atLeast: 3, value: 9 },
      ]),
      carryOver: true,
      unless: "surprised",
    },
    {
      at: "turnEnd",
      amount: fromTable("speed", [
        { atLeast: 0, value: 6 },
        { atLeast: 3, value: 9 },
      ]),
      carryOver: true,
    },
  ],
};

describe("refills at boundaries, per seed", () => {
  it("momentum: 3 AP at the holder's turn start only; 2 RP at every round start", () => {
    const specs = [momentumAP, momentumRP];
    expect(applyRefills(specs, { ap: 0, rp: 0 }, turnEvent("turnStart", 1, "me"), "me", {})).toEqual({ ap: 3, rp: 0 });
    expect(applyRefills(specs, { ap: 0, rp: 0 }, turnEvent("turnStart", 1, "you"), "me", {})).toEqual({ ap: 0, rp: 0 });
    expect(applyRefills(specs, { ap: 1, rp: 0 }, roundStart(2), "me", {})).toEqual({ ap: 1, rp: 2 });
  });

  it('contest: "A character does not transfer unspent AP into the next round"', () => {
    expect(applyRefills([contestAP], { ap: 2 }, roundStart(2), "me", {})).toEqual({ ap: 3 });
  });

  it("energy: Energy reset from Stamina, Exhausted gains 2 less", () => {
    expect(applyRefills([energyEnergy], { energy: 4 }, roundStart(2), "me", { stamina: 3, energyModifier: 0 })).toEqual(
      { energy: 3 },
    );
    expect(
      applyRefills([energyEnergy], { energy: 0 }, roundStart(2), "me", { stamina: 9, energyModifier: -2 }),
    ).toEqual({ energy: 3 });
    expect(
      applyRefills([energyEnergy], { energy: 2 }, roundStart(2), "me", { stamina: 1, energyModifier: -2 }),
    ).toEqual({ energy: 0 });
  });

  it('wounds: AP "twice per round", carried over, "any AP gained in excess of your max AP … is lost"', () => {
    const stats = { speed: 0, surprised: 0 };
    const afterRound = applyRefills([woundsAP], { ap: 4 }, roundStart(2), "me", stats);
    expect(afterRound).toEqual({ ap: 10 });
    const afterTurn = applyRefills([woundsAP], { ap: 15 }, turnEvent("turnEnd", 2, "me"), "me", stats);
    expect(afterTurn).toEqual({ ap: 18 });
  });

  it('wounds: a surprised creature "cannot gain AP until after your first turn"', () => {
    expect(applyRefills([woundsAP], { ap: 0 }, roundStart(1), "me", { speed: 3, surprised: 1 })).toEqual({ ap: 0 });
    expect(
      applyRefills([woundsAP], { ap: 0 }, turnEvent("turnEnd", 1, "me"), "me", { speed: 3, surprised: 1 }),
    ).toEqual({ ap: 9 });
  });

  it("pools absent from the values are not touched (the caller picks the home it updates)", () => {
    expect(applyRefills([momentumAP, momentumRP], { rp: 0 }, turnEvent("turnStart", 1, "me"), "me", {})).toEqual({
      rp: 0,
    });
  });

  it("property: a pool resets exactly at its boundary and nowhere else", () => {
    const kinds: readonly BoundaryKind[] = ["roundStart", "turnStart", "turnEnd", "roundEnd"];
    fc.assert(
      fc.property(
        fc.constantFrom(...kinds),
        fc.uniqueArray(fc.constantFrom("me", "a", "b", "c"), { minLength: 1 }),
        (at, order) => {
          const spec: PoolSpec = {
            id: "p",
            label: "P",
            home: "combatant",
            max: constant(7),
            refills: [{ at, amount: "max", carryOver: false }],
          };
          const events: BoundaryEvent[] = [
            ...roundEvents({ kind: "initiative", reroll: "never", shifts: "nextRound", holds: "none" }, order, 1),
          ];
          for (const event of events) {
            const after = applyRefills([spec], { p: 0 }, event, "me", {});
            const ownTurn = "combatant" in event ? event.combatant === "me" : true;
            expect(after.p === 7).toBe(event.kind === at && ownTurn);
          }
        },
      ),
    );
  });

  it("property: refills never exceed the max nor go below 0", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: -5, max: 12 }),
        fc.boolean(),
        (start, amount, carryOver) => {
          const spec: PoolSpec = {
            id: "p",
            label: "P",
            home: "combatant",
            max: constant(10),
            refills: [{ at: "roundEnd", amount: constant(amount), carryOver }],
          };
          const after = applyRefills([spec], { p: start }, roundEnd(1), "me", {}).p ?? -1;
          expect(after).toBeGreaterThanOrEqual(0);
          expect(after).toBeLessThanOrEqual(Math.max(10, start));
        },
      ),
    );
  });
});

describe("economy at a boundary", () => {
  const spec: EconomySpec = {
    pools: [momentumAP, momentumRP],
    limits: [{ id: "free", times: 1, clearAt: "roundStart", keyed: false }],
    actions: [],
    overrun: "refuse",
  };

  it("starts with combatant pools at their initial values", () => {
    expect(initialEconomy(spec, {})).toEqual({ pools: { ap: 0, rp: 0 }, uses: {} });
  });

  it("refills and clears limits in one step", () => {
    const state = { pools: { ap: 0, rp: 0 }, uses: { free: 1 } };
    expect(economyAtBoundary(spec, state, roundStart(2), "me", {}).state).toEqual({
      pools: { ap: 0, rp: 2 },
      uses: {},
    });
  });

  it("at the holder's turn start, a pending multi-turn act is paid from the refilled pool", () => {
    const state = {
      pools: { ap: 0, rp: 0 },
      uses: {},
      pending: { action: "ritual", pool: "ap", remaining: 2, startedRound: 1 },
    };
    const result = economyAtBoundary(spec, state, turnEvent("turnStart", 2, "me"), "me", {});
    expect(result.state).toEqual({ pools: { ap: 1, rp: 0 }, uses: {} });
    expect(result.completed?.action).toBe("ritual");
    const elsewhere = economyAtBoundary(spec, state, turnEvent("turnStart", 2, "you"), "me", {});
    expect(elsewhere.state.pending).toEqual(state.pending);
  });
});
