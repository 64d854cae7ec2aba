/**
 * `opposedChance` is the core's opposed rule (core/odds/opposed.ts) with the `opposedTies` setting as its tie rule
 * (docs/rules/wounds.md decision 3: ties go to the active side, as an attack "equals or exceeds" a Defense).
 */
import { describe, expect, it } from "vitest";
import { checkRequest } from "../../../module/engine/rulesets/wounds/dice/check.ts";
import { opposedChance } from "../../../module/engine/rulesets/wounds/dice/odds.ts";
import { DEFAULT_WOUNDS_OPTIONS } from "../../../module/engine/rulesets/wounds/options.ts";

const check = (modifier: number) =>
  checkRequest({ label: "check", wild: false, parts: [{ source: "Modifier", value: modifier }] });
const defenderTies = { ...DEFAULT_WOUNDS_OPTIONS, opposedTies: "defender" as const };

describe('opposed checks: ties "equals or exceeds" to the active side unless the setting gives them to the passive', () => {
  it("equal checks: the active side's chance with ties and without sums to exactly 1", () => {
    const withTies = opposedChance(check(2), check(2));
    const withoutTies = opposedChance(check(2), check(2), defenderTies);
    expect(withTies).toBeGreaterThan(0.5);
    expect(withTies + withoutTies).toBeCloseTo(1, 12);
  });

  it("a better check wins more often, and the passive side's better check less: the two chances sum to 1 with ties apart", () => {
    const active = opposedChance(check(3), check(0));
    const passive = opposedChance(check(0), check(3), defenderTies);
    expect(active).toBeGreaterThan(0.5);
    expect(active + passive).toBeCloseTo(1, 12);
  });
});
