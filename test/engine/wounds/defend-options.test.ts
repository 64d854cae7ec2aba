import { describe, expect, it } from "vitest";
import type { AttackPlanInput, WoundsWeapon } from "../../../module/engine/rulesets/wounds/procedures/attack-plan.ts";
import { defendOptions } from "../../../module/engine/rulesets/wounds/procedures/defend-options.ts";
import { actor, creature, withConditions } from "./fixtures.ts";

const sword: WoundsWeapon = { label: "Sword", group: "Swords", accuracy: 1, damage: 4, ranged: false };
// Melee Defense 10; Power 10 + Str 3 = 13; Agility 10 + Dex 1 = 11; Fortitude 10; Willpower 10 + Prs 4 = 14.
const defender = creature({ attributes: { strength: 3, dexterity: 1, persona: 4 } });
const input = (target = withConditions(actor(defender), ["defending"])): AttackPlanInput => ({
  attacker: actor(creature({ attributes: { dexterity: 3 }, skills: { Melee: 4 } })),
  target,
  variant: "standard",
  weapon: sword,
});

describe('Defend: "replace your melee and/or ranged defenses … or … gain a +2 bonus", each with its odds', () => {
  it("lists keeping the Defense first, then each choice with the Defense it gives and the chance to be hit", () => {
    const rows = defendOptions(input());
    expect(rows.map((r) => [r.choice, r.defense])).toEqual([
      ["none", 10],
      ["bonus", 12],
      ["power", 13],
      ["agility", 11],
      ["fortitude", 10],
      ["willpower", 14],
    ]);
    // Attack = d20 − 10 + Dex 3 + Melee 4 + accuracy 1 = d20 − 2: P(≥ 10) = 9/20 (13–20 … and the 20 explodes).
    expect(rows[0]?.hitChance).toBeCloseTo(9 / 20, 6);
    expect(rows[5]?.hitChance).toBeCloseTo(5 / 20, 6);
  });

  it("is empty when Defend changes nothing: not Defending, or immobile", () => {
    expect(defendOptions(input(actor(defender)))).toEqual([]);
    expect(defendOptions(input(withConditions(actor(defender), ["defending", "immobile"])))).toEqual([]);
  });
});
