import { describe, expect, it } from "vitest";
import { passProbability } from "../../../module/engine/rulesets/contest/dice/odds.ts";
import type { TestPlan } from "../../../module/engine/rulesets/contest/dice/test.ts";
import {
  defenseOptions,
  planDefense,
  planStrike,
  strikeProfile,
  type Combatant,
} from "../../../module/foundry/rulesets/contest/combat-roll.ts";
import { NO_GEAR } from "../../../module/foundry/rulesets/contest/sources.ts";
import { armed, knight, longsword } from "./sources.ts";

function plan(result: { ok: true; value: TestPlan } | { ok: false }): TestPlan {
  if (!result.ok) throw new Error("refused");
  return result.value;
}

function modifiers(p: TestPlan): readonly { source: string; value: number }[] {
  return p.kind === "roll" ? p.request.modifiers : [];
}

const bow = { ...longsword, id: "bow", name: "Shortbow", data: { ...longsword.data, delivery: "ranged" as const } };

describe("contest combat roll from documents", () => {
  it('a melee Strike is "a Fighting Style test" with the style\'s rank and the higher of Strength and Agility', () => {
    const strike = plan(planStrike(armed, armed, { weapon: longsword }, {}));
    expect(modifiers(strike)).toEqual(
      expect.arrayContaining([
        { source: "Classical Knight", value: 2 },
        { source: "Strength", value: 2 },
      ]),
    );
    expect(passProbability(strike)).toBeCloseTo(0.7, 10); // +4: the rules page's 70%
    const agile = plan(planStrike(armed, armed, { weapon: longsword, attribute: "agility" }, {}));
    expect(modifiers(agile)).toContainEqual({ source: "Agility", value: 1 });
  });

  it('"wielding a weapons … not included in your Fighting Style imposes a -2 penalty": the style named decides', () => {
    const bandit = plan(planStrike(armed, armed, { weapon: longsword, style: 1 }, {}));
    expect(modifiers(bandit).map((m) => m.value)).toContain(-2);
    // …and the Bandit's style is untrained in full armor: a bane (rules page decision 18).
    const die = bandit.kind === "roll" ? bandit.request.groups[0] : undefined;
    expect(die).toMatchObject({ count: 2, keep: { mode: "lowest", count: 1 } });
  });

  it("a creature with no Fighting Style strikes at rank 0, untrained (−2) even unarmed, and unarmored needs no training", () => {
    const novice: Combatant = { source: { ...knight, styles: [] }, gear: NO_GEAR, statuses: [] };
    const strike = plan(planStrike(novice, novice, {}, {}));
    expect(modifiers(strike).map((m) => m.value)).toContain(-2);
    expect(strike.kind === "roll" ? strike.request.groups[0]?.count : 0).toBe(1); // no bane: no armor worn
  });

  it('"When making a ranged or thrown attack, the character must use Agility": Strength is refused', () => {
    expect(planStrike(armed, armed, { weapon: bow, attribute: "strength" }, {}).ok).toBe(false);
    expect(modifiers(plan(planStrike(armed, armed, { weapon: bow }, {})))).toContainEqual({
      source: "Agility",
      value: 1,
    });
  });

  it('"Ranged attacks against a target with full cover automatically fail"', () => {
    expect(plan(planStrike(armed, armed, { weapon: bow }, { cover: "full" }))).toMatchObject({
      kind: "automatic",
      outcome: "fail",
    });
  });

  it("the defender's choices, each with the exact odds of every outcome (the rules page's table)", () => {
    const strike = plan(planStrike(armed, armed, { weapon: longsword }, {}));
    const options = defenseOptions(strike, strikeProfile(longsword), armed, {});
    expect(options.map((o) => o.choice)).toEqual(["block", "dodge", "parry", "none"]);
    const odds = Object.fromEntries(options.map((o) => [o.choice, o.odds]));
    // +4 vs Block +4: blocked 49%, damage dealt 70%.
    expect(odds["block"]?.blocked).toBeCloseTo(0.49, 10);
    expect(odds["block"]?.damage).toBeCloseTo(0.7, 10);
    // +4 vs Parry +4 (Strength 2 + rank 2) reads like +4 vs Dodge +4: 37.3% damage.
    expect(odds["parry"]?.damage).toBeCloseTo(0.3725, 10);
    expect(odds["parry"]?.defenderCritical).toBeCloseTo(0.21, 10);
    // No defense: "they automatically fail their defense test", a critical win 70% of the time.
    expect(odds["none"]).toMatchObject({ attackerCritical: 0.7, defenderCritical: 0 });
  });

  it('Block needs "a shield"; "Spells and Ranged attacks can\'t be parried"', () => {
    const bare: Combatant = { source: knight, gear: NO_GEAR, statuses: [] };
    const strike = plan(planStrike(bare, bare, {}, {}));
    expect(defenseOptions(strike, strikeProfile(undefined), bare, {}).map((o) => o.choice)).toEqual([
      "dodge",
      "parry",
      "none",
    ]);
    const shot = plan(planStrike(armed, armed, { weapon: bow }, {}));
    expect(defenseOptions(shot, strikeProfile(bow), armed, {}).map((o) => o.choice)).toEqual([
      "block",
      "dodge",
      "none",
    ]);
  });

  it("cover gives its Dodge bonus against a ranged attack", () => {
    const dodge = plan(planDefense(armed, strikeProfile(bow), "dodge", { cover: "low" }));
    expect(modifiers(dodge)).toContainEqual({ source: "Low cover", value: 2 });
  });

  it("an unaware or incapacitated defender has only no defense", () => {
    const strike = plan(planStrike(armed, armed, { weapon: longsword }, {}));
    expect(defenseOptions(strike, strikeProfile(longsword), armed, { aware: false }).map((o) => o.choice)).toEqual([
      "none",
    ]);
    const down: Combatant = { ...armed, statuses: ["unconscious"] };
    expect(defenseOptions(strike, strikeProfile(longsword), down, {}).map((o) => o.choice)).toEqual(["none"]);
  });
});
