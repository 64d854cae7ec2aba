import { describe, expect, it } from "vitest";
import { takeAction } from "../../../../module/engine/rulesets/energy/economy/act.ts";
import type { EnergyActor } from "../../../../module/engine/rulesets/energy/economy/actor.ts";
import type { EnergyCombatantState } from "../../../../module/engine/rulesets/energy/economy/combatant.ts";
import {
  endActionEarly,
  endEarlyChoices,
  metresCovered,
} from "../../../../module/engine/rulesets/energy/economy/incomplete.ts";
import {
  jumpReach,
  maxJump,
  runDistance,
  runEnergyFor,
  speedOf,
  turnCost,
} from "../../../../module/engine/rulesets/energy/economy/movement.ts";
import type { ActionRequest } from "../../../../module/engine/rulesets/energy/economy/request.ts";
import { actor, combatant, withConditions } from "../fixtures.ts";

type Step = Omit<ActionRequest, "round">;

/** Take the steps in order; returns the state after each (throws on a refusal). */
function play(a: EnergyActor, c: EnergyCombatantState, steps: readonly Step[]) {
  let state = { actor: a, combatant: c };
  for (const step of steps) {
    const out = takeAction(state.actor, state.combatant, { round: 1, ...step });
    if (!out.ok) throw new Error(`${step.action}: ${out.reason.message}`);
    state = out.state;
  }
  return state;
}

describe("running and turning", () => {
  it('"Run: Using 3 Energy you run your Speed"; Quick Run (2 Energy) two thirds of it; Sprint adds Leg Strength', () => {
    const a = actor({ speed: 6 });
    expect(runDistance(a, "run")).toBe(6);
    expect(runDistance(a, "quickRun")).toBe(4);
    expect(runDistance(a, "sprint")).toBe(8);
    expect(runDistance(actor({ speed: 6, legStrengthBase: 14 }), "sprint")).toBe(11);
  });

  it('Slowed: "Your Speed is halved (the Speed left is rounded up)"', () => {
    expect(speedOf(withConditions(actor({ speed: 5 }), ["slowed"]))).toBe(3);
    expect(runDistance(withConditions(actor({ speed: 5 }), ["slowed"]), "run")).toBe(3);
  });

  it.each([
    [0, 0],
    [30, 0],
    [44, 0],
    [45, 1],
    [90, 1],
    [135, 2],
    [180, 2],
    [-90, 1],
    [270, 1],
  ])(
    '"whenever you turn sharply by 45 degrees, you sacrifice 1m … reversing … sacrifices 2m": %i° costs %i m',
    (deg, m) => {
      expect(turnCost(deg)).toBe(m);
    },
  );

  it('"When running or sprinting, whenever you turn sharply … you sacrifice 1m of movement": farther is refused', () => {
    const out = takeAction(actor(), combatant(5), { round: 1, action: "run", metres: 5, turns: [180] });
    expect(out.ok ? "ran" : out.reason.code).toBe("tooFar");
    const ok = takeAction(actor(), combatant(5), { round: 1, action: "run", metres: 4, turns: [180] });
    expect(ok.ok && ok.state.combatant.movedThisRound).toBe(4);
  });

  it('"You can turn any full Run action (3 Energy cost) into a Sprint action by spending 1 Stamina"', () => {
    const out = takeAction(actor(), combatant(5), { round: 1, action: "sprint", metres: 8 });
    expect(out.ok && out.state.payment).toEqual({ energy: 3, agility: 0, stamina: 1, staminaAsEnergy: 0 });
  });
});

describe("jumping", () => {
  it('"You may Jump immediately after having moved at least 2m by spending 1 Energy and 1 Stamina"', () => {
    const ran = play(actor(), combatant(5), [{ action: "quickRun", metres: 2 }]);
    const out = takeAction(ran.actor, ran.combatant, { round: 1, action: "jump", metres: 2 });
    expect(out.ok && out.state.payment).toEqual({ energy: 1, agility: 0, stamina: 1, staminaAsEnergy: 0 });
  });

  it('"Otherwise, it takes 2 Energy and 1 Stamina to Jump" (a Shift of 1 m is not enough of a run-up)', () => {
    const shifted = play(actor(), combatant(5), [{ action: "shift" }]);
    const out = takeAction(shifted.actor, shifted.combatant, { round: 1, action: "jump", metres: 2 });
    expect(out.ok && out.state.payment.energy).toBe(2);
  });

  it('"If you Jump further than you could Run using 2 Energy, additional Energy must be spent"', () => {
    // Speed 6: 2 Energy of running is 4 m; a 5 m jump takes one more third of Speed.
    const strong = actor({ speed: 6, jumpDistance: 6 });
    const out = takeAction(strong, combatant(5), { round: 1, action: "jump", metres: 5 });
    expect(out.ok && out.state.payment.energy).toBe(3);
  });

  it('Jump Distance from the Size Chart, "increased by your Leg Strength", "+1m to the Jump" after a Sprint', () => {
    expect(maxJump(actor(), combatant(5))).toBe(3);
    expect(maxJump(actor({ legStrengthBase: 9 }), combatant(5))).toBe(4);
    const sprinted = play(actor(), combatant(5), [{ action: "sprint", metres: 8 }]);
    expect(maxJump(sprinted.actor, sprinted.combatant)).toBe(4);
    expect(jumpReach(actor({ size: "small" }).creature)).toBe(2);
    const tooFar = takeAction(actor(), combatant(5), { round: 1, action: "jump", metres: 4 });
    expect(tooFar.ok ? "jumped" : tooFar.reason.code).toBe("tooFar");
  });
});

describe("incomplete actions", () => {
  it('"If you perform the Run action and only move 1/3 of your Speed, you would only spend 1 Energy"', () => {
    expect(runEnergyFor(2, 6)).toBe(1);
    expect(runEnergyFor(3, 6)).toBe(2);
    expect(runEnergyFor(6, 6)).toBe(3);
    const ran = play(actor(), combatant(5), [{ action: "run", metres: 6 }]);
    const ended = endActionEarly(ran.combatant, { energyUsed: runEnergyFor(2, 6), metres: 2 });
    expect(ended.ok && ended.state.economy.pools.energy).toBe(4);
    expect(ended.ok && ended.state.movedThisRound).toBe(2);
  });

  it('"you could willingly end the attack and spend only 1 Energy" — "at least 1 Energy is still spent"', () => {
    const attacked = play(actor(), combatant(5), [{ action: "meleeAttack" }]);
    const ended = endActionEarly(attacked.combatant, { energyUsed: 0 });
    expect(ended.ok && ended.state.economy.pools.energy).toBe(4);
    expect(ended.ok && ended.state.agileMovesLeft).toBe(1);
  });

  it('"The Energy (or any resource) used … is technically spent as the results … occur": Stamina as Energy stays spent', () => {
    const attacked = play(actor(), combatant(5), [{ action: "meleeAttack", staminaAsEnergy: 1 }]);
    const ended = endActionEarly(attacked.combatant, { energyUsed: 1 });
    expect(ended.ok && ended.state.economy.pools.energy).toBe(5);
    expect(attacked.actor.creature.stamina).toBe(11);
    expect(endActionEarly(combatant(5), { energyUsed: 1 }).ok).toBe(false);
  });
});

describe("ending an action early: the amounts offered (rules page decision 85)", () => {
  it.each([
    ["meleeAttack", 0, false, [1, 2]],
    ["meleeAttack", 1, false, [1, 2]],
    ["meleeAttack", 2, false, [2]],
    ["meleeAttack", 3, false, []],
    ["meleeAttack", 0, true, []],
    ["run", 0, false, [1, 2]],
    ["shift", 0, false, []],
  ] as const)(
    '"at least 1 Energy is still spent": %s with %i Stamina as Energy, ended %s → %j',
    (action, staminaAsEnergy, ended, offers) => {
      const last = { action, energy: action === "shift" ? 1 : 3, staminaAsEnergy, metres: 0, sprint: false };
      expect(endEarlyChoices({ ...combatant(2), last }, ended)).toEqual(offers);
    },
  );

  it("nothing to end before any action this Round", () => {
    expect(endEarlyChoices(combatant(5), false)).toEqual([]);
  });

  it('"only move 1/3 of your Speed … 1 Energy": a Run of 6 m ended after 1 Energy covered 2 m; an attack moves none', () => {
    const run = { action: "run", energy: 3, staminaAsEnergy: 0, metres: 6, sprint: false } as const;
    expect([1, 2].map((used) => metresCovered(run, used))).toEqual([2, 4]);
    expect(metresCovered({ ...run, action: "meleeAttack", metres: 0 }, 1)).toBeUndefined();
  });
});
