import { describe, expect, it } from "vitest";
import { lookupStep } from "../../../../module/engine/core/economy/quantity.ts";
import { bandProblems, bandRow } from "../../../../module/engine/rulesets/energy/support/bands.ts";
import {
  CHANCE_ROLL_DC,
  COMBAT_ROLL_TABLE,
  HIT_ROLL_TABLE,
  SHAKEN_DROP_DC,
  WAKE_ROLL_NEEDED,
} from "../../../../module/engine/rulesets/energy/tables/d20-outcomes.ts";
import { DEATH_ROLL_TABLE, DEATH_SAVE_TABLE } from "../../../../module/engine/rulesets/energy/tables/death.ts";
import {
  BASE_ENERGY,
  ENERGY_PER_ROUND,
  ENERGY_PER_ROUND_ROWS,
} from "../../../../module/engine/rulesets/energy/tables/energy-per-round.ts";
import {
  NON_LETHAL_STEP_PENALTY,
  NON_LETHAL_STEP_WIDENING,
  NON_LETHAL_TABLE,
} from "../../../../module/engine/rulesets/energy/tables/non-lethal.ts";
import {
  ATTACK_ENHANCEMENT_STAMINA_LIMIT,
  NON_LETHAL_STAMINA_LOSS,
  STAMINA_COSTS,
} from "../../../../module/engine/rulesets/energy/tables/stamina-costs.ts";

describe('"Energy Per Round" (Stamina → Energy per Round), cell by cell', () => {
  it.each([
    [0, 0, "0 unconscious"],
    [1, 1, "1 1"],
    [2, 2, "2 2"],
    [3, 3, "3 3"],
    [4, 4, "4 4"],
    [5, 5, ">=5 5"],
    [6, 5, ">=5 5"],
    [12, 5, ">=5 5"],
    [40, 5, ">=5 5"],
  ])("Stamina %i → %i Energy — %s", (stamina, energy, _seed) => {
    expect(lookupStep(ENERGY_PER_ROUND, stamina)).toBe(energy);
  });

  it("keeps the printed rows, and the Stamina 0 row reads 'unconscious'", () => {
    expect(ENERGY_PER_ROUND_ROWS.map((r) => `${r.stamina} ${r.energy}`)).toEqual([
      "0 unconscious",
      "1 1",
      "2 2",
      "3 3",
      "4 4",
      ">=5 5",
    ]);
  });

  it('"Each character gets 5 Energy each Round."', () => {
    expect(BASE_ENERGY).toBe(5);
  });
});

describe('"Spending Stamina", cell by cell', () => {
  it.each([
    ["sprint", 1, 1, "Sprint 1"],
    ["jump", 1, 1, "Jump 1"],
    ["breakDoor", 1, 1, "Break down door/wall 1"],
    ["climb", 1, 3, "Climb 1-3"],
  ] as const)("%s costs %i-%i Stamina — %s", (task, min, max, _seed) => {
    expect(STAMINA_COSTS[task]).toMatchObject({ min, max });
  });

  it('"you are limited to spending only 4 Stamina to enhance an attack"; Non-Lethal "lose 5 Stamina"', () => {
    expect(ATTACK_ENHANCEMENT_STAMINA_LIMIT).toBe(4);
    expect(NON_LETHAL_STAMINA_LOSS).toBe(5);
  });
});

describe("Combat roll and Hit roll tables", () => {
  it.each([
    [COMBAT_ROLL_TABLE, "Combat"],
    [HIT_ROLL_TABLE, "Hit"],
  ] as const)("%#: the %s roll's rows are 20, 1-3 and 1, as printed", (table, _name) => {
    expect(table.map((r) => [r.from, r.to, r.effect])).toEqual([
      [20, 20, "criticalHit"],
      [1, 3, "attackerExposed"],
      [1, 1, "criticalFailure"],
    ]);
  });

  it("keeps the seed's wording of each row", () => {
    expect(COMBAT_ROLL_TABLE.map((r) => r.seedText)).toEqual([
      "Critical Hit (You automatically hit the target, ignore their armor, and they are Exposed).",
      "You become Exposed (until the end of the next Round).",
      "Critical Failure. Your attack misses.",
    ]);
    expect(HIT_ROLL_TABLE.map((r) => r.seedText)).toEqual([
      "Critical Hit (You hit the target, ignore their armor, and they are Exposed)",
      "You are Exposed until the end of the next Round",
      "Critical Failure (counts as a miss)",
    ]);
  });

  it('"a Chance roll has a DC: 10"; Shaken "(Chance roll with a DC: 5)"; "until you get a 20"', () => {
    expect(CHANCE_ROLL_DC).toBe(10);
    expect(SHAKEN_DROP_DC).toBe(5);
    expect(WAKE_ROLL_NEEDED).toBe(20);
  });
});

describe('"Death Roll", cell by cell', () => {
  it("covers every total exactly once", () => {
    expect(bandProblems(DEATH_ROLL_TABLE)).toEqual([]);
  });

  it.each([
    [-3, "dead", "<=1 You die."],
    [1, "dead", "<=1 You die."],
    [2, "unconscious", "2-4 … begin to bleed out, and fall unconscious."],
    [4, "unconscious", "2-4 … begin to bleed out, and fall unconscious."],
    [5, "bleedingOut", "5-9 You suffer a major injury and begin to bleed out."],
    [9, "bleedingOut", "5-9 You suffer a major injury and begin to bleed out."],
    [10, "majorInjury", "10-14 You sustain a major injury (incapacitated arm, leg, hand, etc)."],
    [14, "majorInjury", "10-14 You sustain a major injury (incapacitated arm, leg, hand, etc)."],
    [15, "winded", "15-19 You suffer a painful wound or are winded."],
    [19, "winded", "15-19 You suffer a painful wound or are winded."],
    [20, "scratch", ">=20 You are hit, but it is just a scratch or bruise."],
    [25, "scratch", ">=20 You are hit, but it is just a scratch or bruise."],
  ])("total %i → %s — %s", (total, result, _seed) => {
    expect(bandRow(DEATH_ROLL_TABLE, total).result).toBe(result);
  });

  it.each([
    ["scratch", {}, "Nothing. (Lucky you)"],
    ["winded", { exhausted: "endOfNextRound" }, "You are Exhausted until the end of the next Round."],
    ["majorInjury", { exhausted: "shortRest" }, "You are Exhausted until your next Short Rest."],
    [
      "bleedingOut",
      { exhausted: "shortRest", bleedingOut: true },
      "You suffer the effects of rolling a 10-14. You also must make a Death Save at the beginning of every Round",
    ],
    [
      "unconscious",
      { exhausted: "shortRest", bleedingOut: true, unconscious: true },
      "You suffer the effects of rolling a 5-9. You also fall unconscious.",
    ],
    ["dead", { dies: true }, "Yeah, you're dead."],
  ] as const)("the %s row's effects are %j — %s", (result, effects, _seed) => {
    const row = DEATH_ROLL_TABLE.find((r) => r.result === result);
    const { from: _f, to: _t, result: _r, whatHappens: _w, ...rest } = row ?? DEATH_ROLL_TABLE[0];
    expect(rest).toEqual(effects);
  });
});

describe('"Death Save", cell by cell', () => {
  it("covers every total exactly once", () => {
    expect(bandProblems(DEATH_SAVE_TABLE)).toEqual([]);
  });

  it.each([
    [0, "dead", "<=1 You die."],
    [1, "dead", "<=1 You die."],
    [2, "unconscious", "2-4 You fall unconscious, if not already unconscious."],
    [4, "unconscious", "2-4 You fall unconscious, if not already unconscious."],
    [5, "bleeding", "5-19 You continue to bleed out"],
    [19, "bleeding", "5-19 You continue to bleed out"],
    [20, "stabilized", ">=20 You are Stabilized and longer have to make Death Saves."],
    [23, "stabilized", ">=20 You are Stabilized"],
  ])("total %i → %s — %s", (total, result, _seed) => {
    expect(bandRow(DEATH_SAVE_TABLE, total).result).toBe(result);
  });
});

describe('"Dealing Non-Lethal Damage", cell by cell', () => {
  it.each([
    ["bluntMelee", 5, "Blunt melee weapon >=5"],
    ["otherMelee", 10, "Other melee weapon >=10"],
    ["ranged", 15, "Ranged/thrown weapon >=15"],
  ] as const)("%s needs a Chance roll of %i or more — %s", (source, atLeast, _seed) => {
    expect(NON_LETHAL_TABLE[source].atLeast).toBe(atLeast);
  });

  it('"You may take -3 AV (or +3 Miss Chance) penalty … to increase the range … by 5"', () => {
    expect(NON_LETHAL_STEP_PENALTY).toBe(3);
    expect(NON_LETHAL_STEP_WIDENING).toBe(5);
  });
});
