/**
 * The chances the opposed card shows for `energy`'s escape and interrupt contests (rules page decision 128): each must
 * be the exact chance of the rule that decides the contest — the engine's own `escapes` and `challengerWins` — summed
 * over every pair of totals both sides can roll, for either check die (`checkDice`).
 */
import { describe, expect, it } from "vitest";
import type { DiceRequest } from "../../../../module/engine/core/dice/request.ts";
import { requestDistribution } from "../../../../module/engine/core/odds/request.ts";
import { escapes } from "../../../../module/engine/rulesets/energy/attack/consequences.ts";
import { checkRequest, initiativeRequest } from "../../../../module/engine/rulesets/energy/dice/check.ts";
import { defenseRollPlan } from "../../../../module/engine/rulesets/energy/dice/defense.ts";
import { escapeProbability, interruptWinProbability } from "../../../../module/engine/rulesets/energy/dice/odds.ts";
import {
  challengerWins,
  type InitiativeStanding,
} from "../../../../module/engine/rulesets/energy/economy/initiative.ts";
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../../../../module/engine/rulesets/energy/options.ts";

const d20: EnergyOptions = DEFAULT_ENERGY_OPTIONS;
const d10: EnergyOptions = { ...DEFAULT_ENERGY_OPTIONS, checkDice: "d10Exploding" };

/** Every total a request can roll, with its probability. */
function outcomes(request: DiceRequest): [number, number][] {
  const dist = requestDistribution(request);
  return [...dist.p].map((p, i) => [dist.min + i, p]);
}

const check = (bonus: number, options: EnergyOptions): DiceRequest =>
  checkRequest({ label: "Arm Strength Check", bonus }, options);

function fortitude(value: number): DiceRequest {
  const plan = defenseRollPlan({ kind: "fortitude", value });
  if (plan.mode !== "wholeRoll") throw new Error("a whole-roll Fortitude plan expected");
  return plan.request;
}

/** P(escape) by `escapes` itself, over every pair of totals. */
function escapeByRule(own: DiceRequest, hold: { readonly contest: DiceRequest } | { readonly dc: number }): number {
  let win = 0;
  for (const [total, p] of outcomes(own)) {
    if ("dc" in hold) win += escapes(total, hold) ? p : 0;
    else for (const [theirs, q] of outcomes(hold.contest)) win += escapes(total, { contest: theirs }) ? p * q : 0;
  }
  return win;
}

/** The standings a side may end in: its rolled totals, or its one fixed standing when it does not roll. */
function standings(request: DiceRequest | undefined, fixed: InitiativeStanding): [InitiativeStanding, number][] {
  return request ? outcomes(request).map(([total, p]) => [{ kind: "rolled", total }, p]) : [[fixed, 1]];
}

/** P(the challenger wins) by `challengerWins` itself, over every pair of standings. */
function interruptByRule(challenger: DiceRequest | undefined, opponent: DiceRequest | undefined): number {
  let win = 0;
  for (const [mine, p] of standings(challenger, { kind: "automaticFailure" })) {
    for (const [theirs, q] of standings(opponent, { kind: "declined" }))
      win += challengerWins(mine, theirs) ? p * q : 0;
  }
  return win;
}

describe('"contested by the Arm Strength Check or Fortitude roll of the restrainer (or contested by a DC if there is no restrainer)": the escape\'s chance is exact for `escapes`', () => {
  it.each([
    ["Arm Strength +5 against the restrainer's Arm Strength +5 (d20)", check(5, d20), { contest: check(5, d20) }],
    ["Arm Strength +5 against the restrainer's Arm Strength +5 (d10*)", check(5, d10), { contest: check(5, d10) }],
    ["Arm Strength +10 against Fortitude 1d10* + 11", check(10, d20), { contest: fortitude(11) }],
    ["Fortitude 1d10* + 11 against Arm Strength +2 (d10*)", fortitude(11), { contest: check(2, d10) }],
    ["Leg Strength +1 against DC 10 (d20)", check(1, d20), { dc: 10 }],
    ["Leg Strength +1 against DC 10 (d10*)", check(1, d10), { dc: 10 }],
    ["Fortitude 1d10* + 11 against DC 10: it always meets it", fortitude(11), { dc: 10 }],
  ] as const)("%s", (_name, own, hold) => {
    expect(escapeProbability(own, hold)).toBeCloseTo(escapeByRule(own, hold), 12);
  });

  it('a tie keeps the hold ("higher"), a DC is met: +0 d20 against +0 is 47.5%, against DC 10 55%', () => {
    expect(escapeProbability(check(0, d20), { contest: check(0, d20) })).toBeCloseTo(0.475, 12);
    expect(escapeProbability(check(0, d20), { dc: 10 })).toBeCloseTo(0.55, 12);
  });
});

describe('"If your roll is higher, you win the Initiative": the interrupt\'s chance is exact for `challengerWins`', () => {
  const initiative = (bonus: number, options: EnergyOptions): DiceRequest =>
    initiativeRequest(bonus, "normal", options);

  it.each([
    ["+0 against +0 (d20)", initiative(0, d20), initiative(0, d20)],
    ["+3 against +1 (d10*)", initiative(3, d10), initiative(1, d10)],
    ["+0 with Advantage against +4 (d20)", initiativeRequest(0, "advantage", d20), initiative(4, d20)],
    ["+2 against an opponent holding its Initiative", initiative(2, d20), undefined],
    ["a challenger that already rolled this Round against +2", undefined, initiative(2, d20)],
    ["a challenger that already rolled against one that declines", undefined, undefined],
  ] as const)("%s", (_name, challenger, opponent) => {
    expect(interruptWinProbability(challenger, opponent)).toBeCloseTo(interruptByRule(challenger, opponent), 12);
  });

  it('"you automatically fail" never wins; "as if you had lost Initiative" always loses to a roll', () => {
    expect(interruptWinProbability(undefined, initiative(0, d20))).toBe(0);
    expect(interruptWinProbability(initiative(0, d20), undefined)).toBe(1);
  });
});
