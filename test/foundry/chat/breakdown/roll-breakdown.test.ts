import { describe, expect, it } from "vitest";
import { rollRequest } from "../../../../module/engine/core/dice/roll.ts";
import type { DiceRequest } from "../../../../module/engine/core/dice/request.ts";
import { attackRequest } from "../../../../module/engine/rulesets/bonus/dice/attack.ts";
import { defenseRollPlan } from "../../../../module/engine/rulesets/energy/dice/defense.ts";
import { weaponDamageRequest } from "../../../../module/engine/rulesets/energy/dice/damage.ts";
import { d20Request } from "../../../../module/engine/rulesets/energy/dice/d20.ts";
import { rollBreakdown } from "../../../../module/foundry/chat/breakdown/roll-breakdown.ts";
import { englishLocalizer } from "../../../e2e/support/i18n.ts";
import { scriptedRng } from "../../../engine/dice/fixtures.ts";

const i18n = englishLocalizer();

/** The breakdown of `request` rolled with exactly these faces. */
function explain(request: DiceRequest, faces: readonly number[]) {
  return rollBreakdown(request, rollRequest(request, scriptedRng(faces)), "FRAY.Breakdown.attack", i18n);
}

function wholeRoll(plan: ReturnType<typeof defenseRollPlan>): DiceRequest {
  if (plan.mode !== "wholeRoll") throw new Error("expected a whole-roll plan");
  return plan.request;
}

// `bonus`: 1d20 plus Agility's bonus dice against a Guard; Wounded steps the bonus dice down a rank.
const bonusAttack = attackRequest({ dice: [{ source: "Agility", count: 2 }], guard: 17 });
const woundedAttack = attackRequest({ dice: [{ source: "Agility", count: 1 }], guard: 17, wounded: true });
const chargedAttack = attackRequest({
  dice: [{ source: "Agility", count: 1 }],
  guard: 17,
  charges: [{ source: "Charge" }],
  challenges: [{ source: "Flanked" }],
});
// `energy`: the Evasion roll is 1d10* plus Evasion; from behind it is rolled with Disadvantage.
const evasion = wholeRoll(defenseRollPlan({ kind: "evasion", value: 4 }));
const evasionBehind = wholeRoll(defenseRollPlan({ kind: "unarmedEvasion", value: 2, edge: "disadvantage" }));

describe("roll breakdown: every die, burst, step, edge, modifier and target, from the request and its result", () => {
  it.each([
    {
      name: "bonus attack: a bonus die bursts and chains",
      request: bonusAttack,
      faces: [12, 10, 3, 7],
      groups: [
        { title: "Action die: 1d20", dice: [{ text: "12", dropped: false }] },
        {
          title: "Agility: 2d10, bursting on 10",
          dice: [
            { text: "10 → burst 7 = 17", dropped: false },
            { text: "3", dropped: false },
          ],
        },
      ],
      total: "Total 32",
      target: "Had to beat 17 (Guard)",
      margin: "Made it by 15",
    },
    {
      name: "bonus attack by a Wounded attacker: the bonus die stepped down and why",
      request: woundedAttack,
      faces: [4, 8, 2],
      groups: [
        { title: "Action die: 1d20", dice: [{ text: "4", dropped: false }] },
        { title: "Agility: 1d8, bursting on 8", dice: [{ text: "8 → burst 2 = 10", dropped: false }] },
      ],
      total: "Total 14",
      target: "Had to beat 17 (Guard)",
      // 18 would have beaten it.
      margin: "Short by 4",
    },
    {
      name: "energy Evasion roll: 1d10* plus Evasion",
      request: evasion,
      faces: [10, 10, 1],
      groups: [
        {
          title: "Evasion roll: 1d10, bursting on 10",
          dice: [{ text: "10 → burst 10 → burst 1 = 21", dropped: false }],
        },
      ],
      total: "Total 25",
      target: "",
      margin: "",
    },
    {
      name: "energy Evasion from behind: both chains of the Disadvantage die, the worse kept",
      request: evasionBehind,
      faces: [9, 10, 3],
      groups: [
        {
          title: "Unarmed Evasion roll: 1d10, bursting on 10",
          dice: [{ text: "disadvantage: 9 or 10 → burst 3 = 13, kept 9", dropped: false }],
        },
      ],
      total: "Total 11",
      target: "",
      margin: "",
    },
  ])("$name", ({ request, faces, groups, total, target, margin }) => {
    const shown = explain(request, faces);
    expect(shown.groups).toEqual(groups);
    expect(shown).toMatchObject({ summary: "Attack roll details", total, target, margin });
  });

  it('a tie with a number to beat is a point short ("you must roll higher than your target\'s Guard")', () => {
    // Action die 12 and the stepped-down bonus die 5 total the Guard exactly: 17 against "had to beat 17".
    expect(explain(woundedAttack, [12, 5])).toMatchObject({ total: "Total 17", margin: "Short by 1" });
  });

  it("names each die step and what caused it, and a charge cancelling a challenge", () => {
    expect(explain(woundedAttack, [4, 3]).reasons).toEqual(["Wounded: d10 → d8"]);
    expect(explain(chargedAttack, [4, 3]).reasons).toEqual(["Charge cancels Flanked"]);
  });

  it("lists every modifier with its source and sign, and the formula rolled", () => {
    const shown = explain(evasion, [3]);
    expect(shown.modifiers).toEqual(["Evasion: +4"]);
    expect(shown.formula).toBe("Formula: 1d10x + 4");
    // `energy` damage: the weapon's dice, its own bonus and MASDB, each named.
    const damage = weaponDamageRequest("Sword: damage", { count: 1, faces: 8, bonus: 2 }, [
      { source: "MASDB", value: -1 },
    ]);
    expect(explain(damage, [6]).modifiers).toEqual(["Sword: damage: +2", "MASDB: −1"]);
  });

  it("a dropped die is marked dropped in words", () => {
    const keepBest: DiceRequest = {
      label: "Keep",
      groups: [{ id: "k", source: "Luck", count: 2, faces: 6, keep: { mode: "highest", count: 1 } }],
      modifiers: [],
    };
    expect(explain(keepBest, [2, 5]).groups).toEqual([
      {
        title: "Luck: 2d6, keep the highest 1",
        dice: [
          { text: "2 (dropped)", dropped: true },
          { text: "5", dropped: false },
        ],
      },
    ]);
  });

  it("an energy Combat roll has no target of its own: no margin is made up", () => {
    expect(explain(d20Request("Combat roll"), [20])).toMatchObject({ target: "", margin: "", total: "Total 20" });
  });
});
