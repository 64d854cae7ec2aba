import { describe, expect, it } from "vitest";
import { attacksContext } from "../../../../module/foundry/rulesets/momentum/sheets/attacks-context.ts";
import { englishLocalizer } from "../../../e2e/support/i18n.ts";
import { KIT, ODDS, WARRIOR, makeActor } from "./fixtures.ts";

const i18n = englishLocalizer();

describe("momentum attacks list: every weapon and rolling Ability with the room's exact odds before rolling", () => {
  const context = attacksContext(i18n, makeActor(), { target: { name: "Brute" }, odds: ODDS });

  it("equipped weapons, then the Abilities that roll; an unequipped weapon and an effect Ability have no row", () => {
    expect(context.rows.map((r) => r.name)).toEqual(["Ax", "Shortbow", "Fire Bolt", "Hex"]);
  });

  it("the ax: +5 to hit (Strength Bonus 4 + ½ Dexterity Bonus 3, rounded down), its damage and reach, 70% against Evasion 12", () => {
    const ax = context.rows[0];
    expect(ax).toMatchObject({ damageText: "1d8 Physical", rollText: "+5 to hit", detailText: "Melee, reach 1 m" });
    expect(ax?.button).toMatchObject({
      itemId: "ax",
      text: "Attack",
      chanceText: "70%",
      band: "likely",
      ariaLabel: "Attack 70% Likely: Brute with Ax, Evasion 12",
    });
  });

  it("a resisted Ability names the target's Defense Roll and the DR Power, and its odds are that the effect lands", () => {
    const hex = context.rows[3];
    expect(hex?.rollText).toBe("Will DR against DR Power 14");
    expect(hex?.detailText).toBe("Ranged, range 10 m · Ability · Tier 1 · 2 AP · 3 WP");
    expect(hex?.button).toMatchObject({
      text: "Use",
      chanceText: "80%",
      ariaLabel: "Use 80% Likely: Brute's Defense Roll against Hex, DR Power 14",
    });
    expect(context.rows[2]?.rollText).toBe("+5 to hit");
  });

  it("an attack the room refuses says why instead of odds", () => {
    const bow = context.rows[1]?.button;
    expect(bow).toMatchObject({ band: "refused", chanceText: "", bandText: "Not from the sheet" });
    expect(bow?.ariaLabel).toBe(
      "Attack, Not from the sheet: Shortbow, Brute is 40 m away, beyond this weapon's range of 30 m.",
    );
  });

  it("without a target, every button says so and shows no odds", () => {
    const none = attacksContext(i18n, makeActor(), { target: null, odds: {} });
    expect(none.targetText).toBe("No target: target a token to see your odds");
    expect(none.rows.every((r) => r.button.band === "none" && r.button.chanceText === "")).toBe(true);
  });

  it("every Ability row shows its WP cost; one whose WP the actor does not hold is blocked with the shortfall named", () => {
    // Decision 100: "the item gives a WP cost" and the card spends it; the Hex costs 3 WP, the Fire Bolt 2.
    const low = attacksContext(i18n, makeActor({ ...WARRIOR, wp: { value: 2, max: 5 } }, KIT), {
      target: { name: "Brute" },
      odds: ODDS,
    });
    expect(low.rows.map((r) => r.blockedReason)).toEqual([
      undefined,
      undefined,
      undefined,
      "Not enough WP: needs 3, has 2 (1 short).",
    ]);
    expect(low.rows[2]?.detailText).toContain("2 WP");
    expect(context.rows.every((r) => r.blockedReason === undefined)).toBe(true);
  });
});
