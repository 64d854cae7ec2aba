/**
 * The sheet's Skill Check (module/foundry/rulesets/momentum/sheets/skill-check-context.ts; rules page decision 142).
 * Seed 002: "you must then make a Skill Check determined by the GM", "The Skill Check could be a Raw Force Check
 * against 11". Vera: Strength 14 (+4), Athletics 2, Endurance 3 (Constitution 10: +0).
 */
import { describe, expect, it } from "vitest";
import { skillCheckContext } from "../../../../module/foundry/rulesets/momentum/sheets/skill-check-context.ts";
import { englishLocalizer } from "../../../e2e/support/i18n.ts";
import { askedCheck } from "./fixtures.ts";

const i18n = englishLocalizer();
const option = (context: ReturnType<typeof skillCheckContext>, id: string) => context.options.find((o) => o.id === id);

describe('"a Raw Force Check against 11" on the sheet', () => {
  it("each skill with what it adds and its exact chance against the number; the one asked is selected", () => {
    const context = skillCheckContext(i18n, askedCheck());
    expect(context.options).toHaveLength(16);
    // d20 + 4 meets 11 from a 7: 14 faces of 20.
    expect(option(context, "rawForce")).toEqual({ id: "rawForce", text: "Raw Force +4: 70%", selected: true });
    // Endurance: Constitution +0 and level 3 — from an 8: 13 faces.
    expect(option(context, "endurance")?.text).toBe("Endurance +3: 65%");
    expect(context).toMatchObject({
      heading: "Skill Check",
      difficultyText: "Against 11",
      button: "Roll the check",
      atMin: false,
      atMax: false,
    });
  });

  it('a natural 20 "critical success" succeeds whatever the number: 5% against 40, the highest', () => {
    const context = skillCheckContext(i18n, askedCheck({ asked: { skill: "rawForce", difficulty: 40 } }));
    expect(option(context, "rawForce")?.text).toBe("Raw Force +4: 5%");
    expect(context.atMax).toBe(true);
  });

  it('a Cinematic\'s check waiting: the button rolls it; a Cooperative one counts "they make it with advantage"', () => {
    expect(skillCheckContext(i18n, askedCheck({ cinematic: "solo" })).button).toBe("Roll the Cinematic's check");
    const together = skillCheckContext(i18n, askedCheck({ cinematic: "participant" }));
    // 1 − (6/20)²: two d20s, the higher kept.
    expect(option(together, "rawForce")?.text).toBe("Raw Force +4: 91%");
    expect(together.hint).toMatch(/made with advantage/);
  });
});
