/**
 * The Rolls section's odds (issue 22, rows 109-111): "Fortitude Roll = 1d10* + Fortitude", "Will Roll = 1d10* + Will",
 * "Chance Roll … a 1d20 roll … a DC: 10, meaning it succeeds on a roll of 10 or above", each against the sheet's DC.
 */
import { describe, expect, it } from "vitest";
import { ROLL_DC_MAX, ROLL_DC_MIN } from "../../../../module/foundry/rulesets/energy/checks/sheet-rolls.ts";
import { characterContext } from "../../../../module/foundry/rulesets/energy/sheets/character-context.ts";
import { rollsContext } from "../../../../module/foundry/rulesets/energy/sheets/rolls-context.ts";
import { makeActor, makeInput, recordingLocalizer } from "./fixtures.ts";

describe("Rolls section", () => {
  it("one row per roll with its dice and its exact chance of meeting the DC", () => {
    const actor = makeActor();
    const { fortitude, will } = actor.system.derived.defenses;
    const context = rollsContext(recordingLocalizer(), actor, 10);
    expect(context.rows.map((r) => [r.kind, r.diceText])).toEqual([
      ["fortitude", `1d10 (exploding) + ${fortitude.total}`],
      ["will", `1d10 (exploding) + ${will.total}`],
      ["chance", "1d20"],
    ]);
    // "succeeds on a roll of 10 or above": 11 faces of 20.
    expect(context.rows[2]?.chanceText).toBe("55%");
    expect(context.rows[2]?.ariaLabel).toBe("Roll a Chance roll against DC 10: 55% chance");
    expect(context.dcText).toBe("DC 10");
  });

  it("the chance follows the DC: a Will roll needing more than a 10 on the die still has the burst's chance", () => {
    const actor = makeActor();
    const dc = actor.system.derived.defenses.will.total + 12;
    // A 10 then a 2 or more: 1/10 × 9/10.
    expect(rollsContext(recordingLocalizer(), actor, dc).rows[1]?.chanceText).toBe("9%");
  });

  it("the − / + stop at the bounds", () => {
    expect(rollsContext(recordingLocalizer(), makeActor(), ROLL_DC_MIN)).toMatchObject({ atMin: true, atMax: false });
    expect(rollsContext(recordingLocalizer(), makeActor(), ROLL_DC_MAX)).toMatchObject({ atMin: false, atMax: true });
  });

  it("the character sheet carries the section at the sheet's DC (10 until changed)", () => {
    expect(characterContext(makeInput()).rolls.dcText).toBe("DC 10");
    // The d20 alone meets DC 15 on 15 … 20.
    expect(characterContext(makeInput({ rollDc: 15 })).rolls.rows[2]?.chanceText).toBe("30%");
  });
});
