/**
 * The Skill checks section (issue 22, reachability row 37). Seed 000: "Use Skill. You use one of your skills. You
 * could attempt use Social to charm an enemy, use Awareness to find a weakness, or use Menace to intimidate";
 * "Every action that requires a roll follows the same formula: 1d20 (the Action Dice) + any Bonus dice against a
 * victory sum, VS".
 */
import { describe, expect, it } from "vitest";
import { skillChecksContext } from "../../../../module/foundry/rulesets/bonus/sheets/skill-checks-context.ts";
import { characterContext } from "../../../../module/foundry/rulesets/bonus/sheets/character-context.ts";
import type { BonusSheetItem } from "../../../../module/foundry/rulesets/bonus/sheets/sheet-data.ts";
import { steppedVs } from "../../../../module/foundry/rulesets/bonus/checks/skill-check.ts";
import { FIGHTER, IMG, KIT, makeActor, makeInput, NO_BONUS_DICE, recordingLocalizer } from "./fixtures.ts";

const i18n = recordingLocalizer();

const skill = (id: string, name: string, count: number): BonusSheetItem => ({
  id,
  name,
  img: IMG,
  kind: "ability",
  system: {
    kind: "skill",
    bonusDice: { ...NO_BONUS_DICE, count },
    actions: 0,
    vigor: 0,
    mana: 0,
    createsOpening: false,
    description: "",
  },
});
const SOCIAL = skill("social", "Social", 1);
const MENACE = skill("menace", "Menace", 0);

describe("skill checks: '1d20 (the Action Dice) + any Bonus dice against a victory sum, VS'", () => {
  it("one row per skill (talents, techniques and spells are not skills), with its dice and its chance against the VS", () => {
    const ctx = skillChecksContext(i18n, makeActor(FIGHTER, [...KIT, SOCIAL, MENACE]), 20);
    expect(ctx.vsText).toBe("VS 20");
    // 1d20 + 1d10 bursting beats 20 on 6.05 of the d20's 20 faces (30 %); the d20 alone never does.
    expect(ctx.rows).toEqual([
      expect.objectContaining({ itemId: "social", name: "Social", diceText: "1d10", chanceText: "30%" }),
      expect.objectContaining({ itemId: "menace", name: "Menace", diceText: "—", chanceText: "0%" }),
    ]);
    expect(ctx.rows[0]?.ariaLabel).toBe("Roll Social against VS 20: 30% chance");
  });

  it("a lower VS is likelier: against VS 10 the d20 alone beats it on 10 faces of 20", () => {
    const ctx = skillChecksContext(i18n, makeActor(FIGHTER, [MENACE]), 10);
    expect(ctx.rows[0]?.chanceText).toBe("50%");
  });

  it("'Wounded … reduces the rank of all bonus dice to action and effect rolls': a d8 instead of a d10", () => {
    const wounded = { ...FIGHTER, durability: { value: 0, max: 20 } };
    const ctx = skillChecksContext(i18n, makeActor(wounded, [SOCIAL]), 20);
    // 1d20 + 1d8 bursting > 20: (4.5 + 4.5 / 8 + 3.25 / 64) / 20 ≈ 25.6 %, where a d10 gave 30 %.
    expect(ctx.rows[0]).toMatchObject({ diceText: "1d8", chanceText: "26%" });
  });

  it("'having a Charge on and action roll … all bonus dice, from all sources are increased one rank': the situation's Charge makes the skill's die a d12 and likelier", () => {
    const plain = skillChecksContext(i18n, makeActor(FIGHTER, [SOCIAL]), 20);
    const charged = skillChecksContext(i18n, makeActor(FIGHTER, [SOCIAL]), 20, "normal", 1);
    expect(charged.rows[0]?.diceText).toBe("1d12");
    expect(parseFloat(charged.rows[0]?.chanceText ?? "")).toBeGreaterThan(parseFloat(plain.rows[0]?.chanceText ?? ""));
    expect(charged.situation).toMatchObject({ text: "1 Charge", atMax: false, atMin: false });
    expect(charged.resistance.rows.find((r) => r.ability === "strength")?.diceText).toMatch(/d12$/);
    const hindered = skillChecksContext(i18n, makeActor(FIGHTER, [SOCIAL]), 20, "normal", -3);
    expect(hindered.rows[0]?.diceText).toBe("1d4");
    expect(hindered.situation).toMatchObject({ text: "3 Challenges", atMin: true });
    expect(skillChecksContext(i18n, makeActor(FIGHTER, [SOCIAL]), 20, "normal", 2).situation).toMatchObject({
      text: "2 Charges",
      atMax: true,
    });
    expect(plain.situation.text).toBe("No Charge or Challenge");
  });

  it("no skills: the section says where to add one; the VS steps by 5 within 5 … 60", () => {
    expect(skillChecksContext(i18n, makeActor(FIGHTER, KIT), 20)).toMatchObject({
      rows: [],
      emptyText: "No skills: add a skill on the Abilities tab.",
    });
    expect([steppedVs(20, 5), steppedVs(5, -5), steppedVs(60, 5)]).toEqual([25, 5, 60]);
    expect(skillChecksContext(i18n, makeActor(), 5)).toMatchObject({ atMin: true, atMax: false });
  });

  it("the character context carries the section at the sheet's VS (20 until changed)", () => {
    const actor = makeActor(FIGHTER, [MENACE]);
    expect(characterContext(makeInput({ actor })).skillChecks.vs).toBe(20);
    // The d20 alone beats VS 15 on 16 … 20.
    expect(characterContext(makeInput({ actor, checkVs: 15 })).skillChecks.rows[0]?.chanceText).toBe("25%");
  });
});

describe("piloting: 'Characters attempting to drive, navigate, or similar suffer +5 VS penalty' (reachability row 89)", () => {
  it("the pressed visibility raises the VS the skills' odds are shown against: Low, +10 VS", () => {
    const ctx = skillChecksContext(i18n, makeActor(FIGHTER, [SOCIAL]), 20, "low");
    expect(ctx.piloting.map((p) => [p.label, p.pressed])).toEqual([
      ["Normal", false],
      ["Reduced (+5 VS)", false],
      ["Low (+10 VS)", true],
      ["Zero (+15 VS)", false],
    ]);
    // 1d20 + 1d10 bursting > 30: (0.55 + 0.055) / 20 ≈ 3 %, where VS 20 gave 30 %.
    expect(ctx.rows[0]).toMatchObject({ chanceText: "3%", ariaLabel: "Roll Social against VS 30: 3% chance" });
  });

  it("not piloting (Normal, the default) leaves the VS alone", () => {
    expect(skillChecksContext(i18n, makeActor(FIGHTER, [SOCIAL]), 20).rows[0]?.chanceText).toBe("30%");
  });
});

describe("Resistance checks: 'you will add one of your relevant Ability Score bonuses' (reachability rows 52, 53)", () => {
  const IRON_WILL: BonusSheetItem = {
    ...skill("ironwill", "Iron Will", 1),
    system: {
      ...skill("ironwill", "Iron Will", 1).system,
      kind: "talent",
      bonusDice: { ...NO_BONUS_DICE, count: 1, rolls: { ...NO_BONUS_DICE.rolls, resistance: true } },
    },
  } as BonusSheetItem;

  it("one row per ability with its dice and its chance against the section's VS", () => {
    const rows = skillChecksContext(i18n, makeActor(FIGHTER, KIT), 20).resistance.rows;
    expect(rows.map((r) => r.ability)).toEqual([
      "strength",
      "agility",
      "speed",
      "stamina",
      "soul",
      "reason",
      "resolve",
      "skill",
    ]);
    // FIGHTER: Strength 1 (1d20 + 1d10 > 20: 30 %), Soul 0 (the d20 alone never beats 20).
    expect(rows[0]).toMatchObject({ name: "Strength Resistance", diceText: "1d10", chanceText: "30%" });
    expect(rows[4]).toMatchObject({ name: "Soul Resistance", diceText: "—", chanceText: "0%" });
    expect(rows[0]?.ariaLabel).toBe("Roll Strength Resistance against VS 20: 30% chance");
  });

  it("'If you have general bonuses to your Resistance from talents … you always add this bonus'", () => {
    const rows = skillChecksContext(i18n, makeActor(FIGHTER, [IRON_WILL]), 20).resistance.rows;
    expect(rows[4]).toMatchObject({ name: "Soul Resistance", diceText: "1d10", chanceText: "30%" });
  });
});
