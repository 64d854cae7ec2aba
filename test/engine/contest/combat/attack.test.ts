import { describe, expect, it } from "vitest";
import { toFoundryFormula } from "../../../../module/engine/core/dice/formula.ts";
import { attackTest, type AttackTestInput } from "../../../../module/engine/rulesets/contest/combat/attack.ts";
import { actor, requestOf, value } from "../fixtures.ts";

const melee: AttackTestInput = {
  attack: { kind: "strike", delivery: "melee" },
  attacker: actor(),
  target: actor(),
  skill: 3,
  attribute: { id: "strength", value: 2 },
};
const formula = (input: AttackTestInput, options?: Parameters<typeof attackTest>[1]) =>
  toFoundryFormula(requestOf(value(attackTest(input, options)))).formula;

describe('"Weapon Attacks (Strike). Characters wielding a melee weapon make a Fighting Style test"', () => {
  it("a melee Strike: Fighting Style with Strength or Agility", () => {
    expect(formula(melee)).toBe("1d20[Test die] + 2[Strength] + 3[Fighting Style]");
    expect(formula({ ...melee, attribute: { id: "agility", value: 4 }, skillLabel: "Classical Knight" })).toBe(
      "1d20[Test die] + 4[Agility] + 3[Classical Knight]",
    );
  });

  it('"When making a ranged or thrown attack, the character must use Agility as their governing attribute"', () => {
    for (const delivery of ["ranged", "thrown"] as const) {
      const refused = attackTest({ ...melee, attack: { kind: "strike", delivery } });
      expect(refused.ok ? "ok" : refused.reason.code).toBe("attributeNotAllowed");
      expect(
        attackTest({ ...melee, attack: { kind: "strike", delivery }, attribute: { id: "agility", value: 2 } }).ok,
      ).toBe(true);
    }
  });

  it('"Spell Attacks. Make a Sorcery test" with the caster\'s own governing attribute', () => {
    const spell = {
      ...melee,
      attack: { kind: "spell", delivery: "ranged" } as const,
      attribute: { id: "will", label: "Will", value: 3 },
    };
    expect(formula(spell)).toBe("1d20[Test die] + 3[Will] + 3[Sorcery]");
  });
});

describe('"Using Untrained Weapons and Armor"', () => {
  it('"Using a weapon with which you are untrained in imposes a -2 penalty to all Fighting Style tests"', () => {
    expect(formula({ ...melee, training: { untrainedWeapon: true, untrainedArmor: false } })).toBe(
      "1d20[Test die] + 2[Strength] + 3[Fighting Style] - 2[Untrained weapon]",
    );
  });

  it("an untrained weapon does not touch a Sorcery test", () => {
    const spell = { ...melee, attack: { kind: "spell", delivery: "melee" } as const };
    expect(formula({ ...spell, training: { untrainedWeapon: true, untrainedArmor: false } })).toBe(
      "1d20[Test die] + 2[Strength] + 3[Sorcery]",
    );
  });

  it('"Using armor with which you are untrained in imposes bane to all Fighting Style, Dodge, and Sorcery tests"', () => {
    const untrained = { ...melee, training: { untrainedWeapon: false, untrainedArmor: true } };
    expect(formula(untrained)).toBe("2d20kl[Test die] + 2[Strength] + 3[Fighting Style]");
    expect(formula({ ...untrained, attack: { kind: "spell", delivery: "ranged" } })).toMatch(/^2d20kl/);
  });

  it('the other reading, "imposes a -2 penalty to all Fighting Style tests" (world setting "penalty")', () => {
    const untrained = { ...melee, training: { untrainedWeapon: false, untrainedArmor: true } };
    expect(
      formula(untrained, { untrainedArmor: "penalty", moveProvokes: "withinOrLeaving", bodyManeuversNeedReach: true }),
    ).toBe("1d20[Test die] + 2[Strength] + 3[Fighting Style] - 2[Untrained armor]");
  });
});

describe('"Flanking … Fighting Style and Sorcery tests made to make a melee attack against a flanked foe gain a +2 bonus"', () => {
  it("+2 to melee Strikes and melee spell attacks", () => {
    expect(formula({ ...melee, flanked: true })).toBe("1d20[Test die] + 2[Strength] + 3[Fighting Style] + 2[Flanking]");
    expect(formula({ ...melee, attack: { kind: "spell", delivery: "melee" }, flanked: true })).toContain("2[Flanking]");
  });
  it("nothing for a ranged attack", () => {
    const ranged = {
      ...melee,
      attack: { kind: "strike", delivery: "ranged" } as const,
      attribute: { id: "agility", value: 2 },
    };
    expect(formula({ ...ranged, flanked: true })).not.toContain("Flanking");
  });
});

describe('cover: "Ranged attacks against a character with low cover impose a -2 penalty to the attack test"', () => {
  const ranged = {
    ...melee,
    attack: { kind: "strike", delivery: "ranged" } as const,
    attribute: { id: "agility", value: 2 },
  };
  it("low −2, high −5", () => {
    expect(formula({ ...ranged, cover: "low" })).toContain("- 2[Low cover]");
    expect(formula({ ...ranged, cover: "high" })).toContain("- 5[High cover]");
  });
  it('"Ranged attacks against a target with full cover automatically fail"', () => {
    expect(value(attackTest({ ...ranged, cover: "full" }))).toEqual({
      kind: "automatic",
      label: "Strike",
      outcome: "fail",
      source: "Full cover",
    });
  });
  it("cover is about ranged attacks: a melee Strike ignores it", () => {
    expect(formula({ ...melee, cover: "high" })).toBe("1d20[Test die] + 2[Strength] + 3[Fighting Style]");
  });
});

describe("conditions on attack tests (Fray's effects for conditions the excerpt does not define)", () => {
  it("melee attacks against a prone target gain a boon; ranged attacks do not", () => {
    const target = actor({}, ["prone"]);
    expect(formula({ ...melee, target })).toMatch(/^2d20kh/);
    const ranged = {
      ...melee,
      target,
      attack: { kind: "strike", delivery: "ranged" } as const,
      attribute: { id: "agility", value: 2 },
    };
    expect(formula(ranged)).toMatch(/^1d20/);
  });
  it("a prone or Dazed attacker has a bane; both cancel against a prone target's boon", () => {
    expect(formula({ ...melee, attacker: actor({}, ["dazed"]) })).toMatch(/^2d20kl/);
    expect(formula({ ...melee, attacker: actor({}, ["prone", "dazed"]) })).toMatch(/^3d20kl/);
    expect(formula({ ...melee, attacker: actor({}, ["dazed"]), target: actor({}, ["prone"]) })).toMatch(/^1d20/);
  });
  it('Feint: "you gain a boon to your Fighting Style test"', () => {
    expect(formula({ ...melee, feint: true })).toMatch(/^2d20kh/);
    expect(formula({ ...melee, attack: { kind: "spell", delivery: "melee" }, feint: true })).toMatch(/^1d20/);
  });
});
