import { describe, expect, it } from "vitest";
import { isActive } from "../../../../module/engine/core/conditions/state.ts";
import { toFoundryFormula } from "../../../../module/engine/core/dice/formula.ts";
import type { AttackProfile } from "../../../../module/engine/rulesets/contest/combat/attack.ts";
import {
  afterDefenseTest,
  allowedDefenses,
  defenseTest,
  type DefenseTestInput,
} from "../../../../module/engine/rulesets/contest/combat/defense.ts";
import { actor, requestOf, value } from "../fixtures.ts";

const sword: AttackProfile = { kind: "strike", delivery: "melee" };
const arrow: AttackProfile = { kind: "strike", delivery: "ranged" };
const firebolt: AttackProfile = { kind: "spell", delivery: "ranged" };
const shielded = { aware: true, wieldingShield: true };
const bare = { aware: true, wieldingShield: false };

describe('"Step II: Defend … using one of the following options"', () => {
  it('a melee Strike: Block (with a shield), Dodge, Parry; Withstand "only against abilites that target the mind"', () => {
    expect(allowedDefenses(sword, shielded)).toEqual(["block", "dodge", "parry"]);
    expect(allowedDefenses(sword, bare)).toEqual(["dodge", "parry"]);
  });
  it('"Spells and Ranged attacks can\'t be parried"', () => {
    expect(allowedDefenses(arrow, shielded)).toEqual(["block", "dodge"]);
  });
  it('"Attack spells can only be defended with Block or Dodge, unless the spell\'s description says otherwise"', () => {
    expect(allowedDefenses(firebolt, shielded)).toEqual(["block", "dodge"]);
    expect(allowedDefenses({ ...firebolt, allowedDefenses: ["dodge", "parry"] }, shielded)).toEqual(["dodge", "parry"]);
    expect(allowedDefenses({ ...firebolt, allowedDefenses: ["block"] }, bare)).toEqual([]);
  });
  it("an ability that targets the mind opens Withstand", () => {
    expect(allowedDefenses({ ...firebolt, targetsMind: true }, bare)).toEqual(["dodge", "withstand"]);
  });
  it('"The target of your attack can defend against the attack if it is aware of it"', () => {
    expect(allowedDefenses(sword, { aware: false, wieldingShield: true })).toEqual([]);
  });
  it("a refused defense is a value with a reason", () => {
    const refused = defenseTest({
      defense: "parry",
      attack: arrow,
      defender: actor(),
      facts: bare,
      skill: 2,
      attribute: { id: "agility", value: 2 },
    });
    expect(refused.ok ? "ok" : refused.reason).toEqual({
      code: "defenseNotAllowed",
      message: "Ranged attacks can't be met with Parry.",
    });
  });
});

const dodge: DefenseTestInput = {
  defense: "dodge",
  attack: arrow,
  defender: actor(),
  facts: bare,
  skill: 3,
  attribute: { id: "agility", value: 2 },
};
const formula = (input: DefenseTestInput) => toFoundryFormula(requestOf(value(defenseTest(input)))).formula;

describe("the defense tests", () => {
  it('Block: "a Fighting Style test using Strength"; Parry: Strength or Agility', () => {
    const block = { ...dodge, defense: "block", facts: shielded, attribute: { id: "agility", value: 2 } } as const;
    const refused = defenseTest(block);
    expect(refused.ok ? "ok" : refused.reason.code).toBe("attributeNotAllowed");
    expect(formula({ ...block, attribute: { id: "strength", value: 1 } })).toBe(
      "1d20[Test die] + 1[Strength] + 3[Fighting Style]",
    );
    expect(formula({ ...dodge, defense: "parry", attack: sword })).toBe(
      "1d20[Test die] + 2[Agility] + 3[Fighting Style]",
    );
  });
  it('Dodge: "The defender makes a Dodge test"; Withstand: "The defender makes a Focus test"', () => {
    expect(formula(dodge)).toBe("1d20[Test die] + 2[Agility] + 3[Dodge]");
    const mind = {
      ...dodge,
      defense: "withstand",
      attack: { ...firebolt, targetsMind: true },
      attribute: { id: "will", label: "Will", value: 1 },
    } as const;
    expect(formula(mind)).toBe("1d20[Test die] + 1[Will] + 3[Focus]");
  });
  it('cover: "The character also receives a +2 bonus on Dodge tests" (+5 behind high cover), against ranged attacks', () => {
    expect(formula({ ...dodge, cover: "low" })).toContain("+ 2[Low cover]");
    expect(formula({ ...dodge, cover: "high" })).toContain("+ 5[High cover]");
    expect(formula({ ...dodge, cover: "high", attack: sword })).not.toContain("cover");
    expect(
      formula({ ...dodge, defense: "block", facts: shielded, attribute: { id: "strength", value: 2 }, cover: "high" }),
    ).not.toContain("cover");
  });
  it("untrained armor: bane on Dodge and on Block/Parry (Fighting Style), not on Withstand (Focus)", () => {
    const untrained = { untrainedWeapon: false, untrainedArmor: true };
    expect(formula({ ...dodge, training: untrained })).toMatch(/^2d20kl/);
    expect(formula({ ...dodge, defense: "parry", attack: sword, training: untrained })).toMatch(/^2d20kl/);
    const mind = {
      ...dodge,
      defense: "withstand",
      attack: { ...firebolt, targetsMind: true },
      training: untrained,
    } as const;
    expect(formula(mind)).toMatch(/^1d20/);
  });
  it("an untrained weapon or shield: −2 on Block and Parry, not on Dodge", () => {
    const untrained = { untrainedWeapon: true, untrainedArmor: false };
    expect(formula({ ...dodge, defense: "parry", attack: sword, training: untrained })).toContain(
      "- 2[Untrained weapon]",
    );
    expect(formula({ ...dodge, training: untrained })).not.toContain("Untrained");
  });
  it("prone (Fray): a bane on Dodge tests, not on Block", () => {
    expect(formula({ ...dodge, defender: actor({}, ["prone"]) })).toMatch(/^2d20kl/);
    const block = {
      ...dodge,
      defense: "block",
      facts: shielded,
      attribute: { id: "strength", value: 2 },
      defender: actor({}, ["prone"]),
    } as const;
    expect(formula(block)).toMatch(/^1d20/);
  });
});

describe('Brace: "Your next Defense test gains a boon"', () => {
  it("a boon on the next Defense test of any kind, then it ends", () => {
    const braced = actor({}, ["braced"]);
    expect(formula({ ...dodge, defender: braced })).toMatch(/^2d20kh/);
    const after = afterDefenseTest(braced);
    expect(isActive(after.conditions, "braced")).toBe(false);
    expect(formula({ ...dodge, defender: after })).toMatch(/^1d20/);
    const plain = actor();
    expect(afterDefenseTest(plain)).toBe(plain);
  });
});
