import { describe, expect, it } from "vitest";
import { DEFAULT_WOUNDS_OPTIONS } from "../../../../module/engine/rulesets/wounds/options.ts";
import { attacksContext } from "../../../../module/foundry/rulesets/wounds/sheets/attacks-context.ts";
import { englishLocalizer } from "../../../e2e/support/i18n.ts";
import { KIT, oddsAgainstGoblin } from "./fixtures.ts";

const i18n = englishLocalizer();
const options = DEFAULT_WOUNDS_OPTIONS;

describe("wounds attacks: each weapon's attack actions at their AP, with the engine's odds of a hit and of each wound level", () => {
  const context = attacksContext(i18n, KIT, { target: { name: "Goblin" }, odds: oddsAgainstGoblin(), options });
  const sword = context.rows[0];

  it("equipped weapons only (the dagger is not), with accuracy, damage, reach and the Defense they target", () => {
    expect(context.rows.map((r) => r.name)).toEqual(["Longsword", "Shortbow", "Firebolt"]);
    expect(sword?.detailText).toBe("Melee, reach 1 yd · accuracy +1 · damage Str +3 · against Melee Defense");
    expect(context.rows[1]?.detailText).toBe(
      "Ranged, first increment 30 yd · accuracy +1 · damage Str +2 · against Ranged Defense",
    );
  });

  it("Standard 4 AP, Quick 3, Strong 6, Nonlethal 4, Grapple 4, Create an Opening 3; each button opens the dialog with its own choice", () => {
    expect(sword?.kinds.map((k) => [k.button.text, k.costText, k.choice])).toEqual([
      ["Standard", "4 AP", ""],
      ["Quick", "3 AP", "quick"],
      ["Strong", "6 AP", "strong"],
      ["Nonlethal", "4 AP", "nonlethal"],
      ["Grapple", "4 AP", "grapple"],
      ["Opening", "3 AP", "opening"],
    ]);
  });

  it('Grapple needs "a weapon that has a reach of 0"; Create an Opening deals no damage, so shows no wound odds', () => {
    const grapple = sword?.kinds[4];
    const opening = sword?.kinds[5];
    expect(grapple?.button.band).toBe("refused");
    expect(grapple?.button.ariaLabel).toBe(
      "Grapple Not from the sheet: Longsword, Grappling needs a weapon with a reach of 0.",
    );
    expect(opening?.button).toMatchObject({ chanceText: "15%", band: "unlikely" });
    expect(opening?.woundsText).toBe("");
  });

  it("the exact odds: d20 − 5 against the goblin's melee Defense 13 hits 15% (Nonlethal's −2: 5%), every hit a fatal wound but Quick's one level less", () => {
    const [standard, quick, , nonlethal] = sword?.kinds ?? [];
    expect(standard?.button).toMatchObject({ chanceText: "15%", band: "unlikely" });
    expect(standard?.button.ariaLabel).toBe("Standard 15% Unlikely: Goblin with Longsword, Defense 13");
    expect(standard?.woundsText).toBe("No wound 0% · Light 0% · Moderate 0% · Severe 0% · Critical 0% · Fatal 15%");
    expect(quick?.woundsText).toBe("No wound 0% · Light 0% · Moderate 0% · Severe 0% · Critical 15% · Fatal 0%");
    expect(nonlethal?.button.chanceText).toBe("5%");
  });

  it('a ranged weapon\'s Quick, Strong and Nonlethal are refused in words: each is "a single melee attack"', () => {
    const bow = context.rows[1]?.kinds ?? [];
    expect(bow[0]?.button.band).toBe("unlikely");
    expect(bow.slice(1).map((k) => [k.button.band, k.button.ariaLabel, k.woundsText])).toEqual([
      ["refused", "Quick Not from the sheet: Shortbow, Melee attacks only.", ""],
      ["refused", "Strong Not from the sheet: Shortbow, Melee attacks only.", ""],
      ["refused", "Nonlethal Not from the sheet: Shortbow, Melee attacks only.", ""],
      ["refused", "Grapple Not from the sheet: Shortbow, Melee attacks only.", ""],
      ["refused", "Opening Not from the sheet: Shortbow, Melee attacks only.", ""],
    ]);
  });

  it('an attack spell: one Cast button at its AP and mana, "Spell: Rsn [Arcana/Magic school]" against the Defense it names', () => {
    const firebolt = context.rows[2];
    expect(firebolt?.detailText).toBe("Spell: Rsn [Arcana/Fire] · damage +4 · against Ranged Defense");
    expect(firebolt?.kinds.map((k) => [k.button.text, k.costText, k.choice, k.button.itemId])).toEqual([
      ["Cast", "4 AP · 3 mana spent", "", "firebolt"],
    ]);
    expect(firebolt?.kinds[0]?.button.band).not.toBe("refused");
    expect(firebolt?.kinds[0]?.woundsText).toContain("No wound");
  });

  it("a world's AP costs (rule variant `apCosts`) are the buttons' costs", () => {
    const costly = { ...options, apCosts: { quickAttack: 2, strongAttack: 8 } };
    const kinds = attacksContext(i18n, KIT, { target: null, odds: {}, options: costly }).rows[0]?.kinds ?? [];
    expect(kinds.map((k) => k.costText)).toEqual(["4 AP", "2 AP", "8 AP", "4 AP", "4 AP", "3 AP"]);
  });

  it("without a target every button keeps its action's name, shows no odds and says why", () => {
    const none = attacksContext(i18n, KIT, { target: null, odds: {}, options });
    const kinds = none.rows[0]?.kinds ?? [];
    expect(kinds.map((k) => [k.button.text, k.button.band, k.button.chanceText, k.woundsText])).toEqual([
      ["Standard", "none", "", ""],
      ["Quick", "none", "", ""],
      ["Strong", "none", "", ""],
      ["Nonlethal", "none", "", ""],
      ["Grapple", "none", "", ""],
      ["Opening", "none", "", ""],
    ]);
    expect(kinds[1]?.button.ariaLabel).toBe("Quick No target: Longsword");
  });
});
