import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { requestDistribution } from "../../../../module/engine/core/odds/request.ts";
import { checkRequest } from "../../../../module/engine/rulesets/energy/dice/check.ts";
import { defenseDistribution, defenseRollPlan } from "../../../../module/engine/rulesets/energy/dice/defense.ts";
import {
  contestProbability,
  initiativeWinProbability,
  meleeHitProbability,
  rangedHitProbability,
} from "../../../../module/engine/rulesets/energy/dice/odds.ts";
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../../../../module/engine/rulesets/energy/options.ts";

const d20: EnergyOptions = DEFAULT_ENERGY_OPTIONS;
const d10: EnergyOptions = { ...DEFAULT_ENERGY_OPTIONS, checkDice: "d10Exploding" };
const eachRoll: EnergyOptions = { ...DEFAULT_ENERGY_OPTIONS, defenseEdge: "eachRoll" };

/** The rows of a marked table in docs/rules/energy.md: label → printed percentages. */
function documented(marker: string): ReadonlyMap<string, readonly number[]> {
  const doc = readFileSync("docs/rules/energy.md", "utf8");
  const block = doc.split(`<!-- odds:${marker} -->`)[1]?.split(`<!-- /odds:${marker} -->`)[0] ?? "";
  const rows = new Map<string, number[]>();
  for (const line of block.split("\n")) {
    const cells = line.split("|").map((c) => c.trim());
    const label = cells[1];
    const numbers = cells
      .slice(2, -1)
      .filter((c) => c.endsWith("%"))
      .map((c) => Number.parseFloat(c));
    if (label !== undefined && numbers.length > 0) rows.set(label, numbers);
  }
  return rows;
}

const pct = (p: number): number => Math.round(p * 10000) / 100;

function escapeOdds(bonus: number, fortitude: number, options: EnergyOptions): number {
  const check = requestDistribution(checkRequest({ label: "Arm Strength", bonus }, options));
  const hold = defenseDistribution(defenseRollPlan({ kind: "fortitude", value: fortitude }));
  return contestProbability(check, hold, false);
}

describe("Fray's check mechanic: the odds printed in docs/rules/energy.md are the engine's", () => {
  const expected: Readonly<Record<string, readonly number[]>> = {
    "Initiative, equal bonuses": [initiativeWinProbability(0, 0, d20), initiativeWinProbability(0, 0, d10)],
    "Initiative, challenger +2": [initiativeWinProbability(2, 0, d20), initiativeWinProbability(2, 0, d10)],
    "Initiative, challenger −2": [initiativeWinProbability(0, 2, d20), initiativeWinProbability(0, 2, d10)],
    "Arm Strength +5 check vs Fortitude roll 1d10* + 11": [escapeOdds(5, 11, d20), escapeOdds(5, 11, d10)],
    "Arm Strength +10 check vs Fortitude roll 1d10* + 11": [escapeOdds(10, 11, d20), escapeOdds(10, 11, d10)],
  };

  it.each(Object.entries(expected))(
    '"%s" (checks: "see Initiative in the Skills section", not in the excerpt)',
    (label, odds) => {
      const printed = documented("check").get(label);
      expect(printed).toEqual(odds.map(pct));
    },
  );

  it("every documented row is checked", () => {
    expect([...documented("check").keys()].sort()).toEqual(Object.keys(expected).sort());
  });
});

describe('"Advantage and Disadvantage applies every time you would normally roll the die once": the two readings\' odds', () => {
  const evasion = (edge: "normal" | "advantage" | "disadvantage", options = DEFAULT_ENERGY_OPTIONS) =>
    defenseRollPlan({ kind: "evasion", value: 9, edge }, options);
  const row = (av: number): readonly number[] => [
    meleeHitProbability({ av, defense: evasion("normal") }),
    meleeHitProbability({ av, defense: evasion("advantage") }),
    meleeHitProbability({ av, defense: evasion("advantage", eachRoll) }),
    meleeHitProbability({ av, defense: evasion("disadvantage") }),
  ];
  const expected: Readonly<Record<string, readonly number[]>> = {
    "AV 17": row(17),
    "AV 20": row(20),
    "AV 22": row(22),
  };

  it.each(Object.entries(expected))("melee %s against Evasion 9 matches the printed table", (label, odds) => {
    expect(documented("defense").get(label)).toEqual(odds.map(pct));
  });

  it('"Advantage and Disadvantage applies every time …": under Disadvantage both readings give the same odds', () => {
    for (const av of [15, 19, 24, 30]) {
      expect(meleeHitProbability({ av, defense: evasion("disadvantage", eachRoll) })).toBeCloseTo(
        meleeHitProbability({ av, defense: evasion("disadvantage") }),
        12,
      );
    }
  });
});

describe("live odds", () => {
  it('melee: "If the AV is greater than or equal to the Defense roll, the attack hits", with the Combat roll\'s 1 and 20', () => {
    // Evasion 1d10* + 9 against AV 17: hit unless the roll is 18+ (P 0.2); critical 5%, fumble 5%.
    const defense = defenseRollPlan({ kind: "evasion", value: 9 });
    expect(meleeHitProbability({ av: 17, defense })).toBeCloseTo(0.05 + 0.9 * 0.8, 9);
    expect(meleeHitProbability({ av: 17, defense, defenderWinsTies: true })).toBeCloseTo(0.05 + 0.9 * 0.7, 9);
    expect(meleeHitProbability({ av: 17 })).toBeCloseTo(0.95, 12);
    expect(meleeHitProbability({ av: 17, defense, precision: 1 })).toBeCloseTo(0.1 + 0.85 * 0.8, 9);
  });

  it('ranged: "Hit roll … greater than or equal to the Miss Chance", a natural 20 always hits, a 1 always misses', () => {
    expect(rangedHitProbability({ missChanceBase: 11 })).toBeCloseTo(0.5, 12);
    expect(rangedHitProbability({ missChanceBase: 40 })).toBeCloseTo(0.05, 12);
    expect(rangedHitProbability({ missChanceBase: -10 })).toBeCloseTo(0.95, 12);
    const evasion = defenseRollPlan({ kind: "rangedEvasion", value: 1 });
    // Miss Chance 5 + (1d4* + 1): (1 + Σ over faces 7..19 of P(1d4* ≤ face − 6)) / 20 = 11.69140625 / 20.
    expect(rangedHitProbability({ missChanceBase: 5, evasion })).toBeCloseTo(0.5845703125, 8);
  });
});
