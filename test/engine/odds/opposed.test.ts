/**
 * Two requests rolled against each other (core/odds/opposed.ts): the winner of a rolled contest and the initiator's
 * exact chance before it, checked against a count of every pair of faces. Seed 002 (Disarm): "You succeed if you roll
 * higher than your target" — ties are the target's; seed 000: "If they tie, the contest goes to the attacker".
 */
import { describe, expect, it } from "vitest";
import type { TieWinner } from "../../../module/engine/core/odds/compare.ts";
import { opposedProbability, winsOpposed } from "../../../module/engine/core/odds/opposed.ts";
import { d, request } from "../dice/fixtures.ts";

/** P(d20 + a beats d20 + b) by counting all 400 pairs of faces. */
function counted(a: number, b: number, ties: TieWinner): number {
  let wins = 0;
  for (let x = 1; x <= 20; x++) for (let y = 1; y <= 20; y++) if (winsOpposed(x + a, y + b, ties)) wins++;
  return wins / 400;
}

const d20 = (bonus: number) => request([d("d20", 1, 20)], { modifiers: [{ source: "bonus", value: bonus }] });

describe("winsOpposed: the higher total wins, a tie goes to the side the tie rule names", () => {
  it.each([
    [19, 7, "defender", true],
    [7, 19, "attacker", false],
    [14, 14, "defender", false],
    [14, 14, "attacker", true],
  ] as const)(
    '"You succeed if you roll higher than your target": %i against %i, ties to the %s: %s',
    (a, b, t, won) => {
      expect(winsOpposed(a, b, t)).toBe(won);
    },
  );
});

describe("opposedProbability: the initiator's chance before the roll, exact", () => {
  it.each([
    [4, 2, "defender", 229 / 400],
    [4, 2, "attacker", 247 / 400],
    [0, 0, "defender", 190 / 400],
    [0, 0, "attacker", 210 / 400],
    [3, 0, "defender", 247 / 400],
    [0, 25, "attacker", 0],
  ] as const)("d20 + %i against d20 + %i, ties to the %s: %s", (a, b, ties, chance) => {
    expect(opposedProbability(d20(a), d20(b), ties)).toBeCloseTo(chance, 12);
    expect(opposedProbability(d20(a), d20(b), ties)).toBeCloseTo(counted(a, b, ties), 12);
  });

  it('"If they tie, the contest goes to the attacker": the two tie rules differ by exactly the chance of a tie', () => {
    const tie = 18 / 400; // d20 + 4 against d20 + 2: a tie needs the second die 2 higher, 18 of the 400 pairs.
    const gap = opposedProbability(d20(4), d20(2), "attacker") - opposedProbability(d20(4), d20(2), "defender");
    expect(gap).toBeCloseTo(tie, 12);
  });
});
