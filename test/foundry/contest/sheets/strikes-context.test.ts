import { describe, expect, it } from "vitest";
import { strikesContext } from "../../../../module/foundry/rulesets/contest/sheets/strikes-context.ts";
import { BOW, FIREBOLT, KIT, SWORD, oddsOf, recordingLocalizer } from "./fixtures.ts";

const i18n = recordingLocalizer();
const items = [...KIT, { ...BOW, system: { ...BOW.system, equipped: false } }];

describe("contest Strike buttons: the engine's exact odds before rolling", () => {
  it("says what is rolled against what, the parts, and the chance of each number of Successes", () => {
    const { rows } = strikesContext(i18n, items, { target: { name: "Brute" }, odds: { [SWORD.id]: oddsOf(SWORD) } });
    expect(rows.map((r) => r.name)).toEqual(["Longsword", "Firebolt"]); // the unequipped bow has no row
    const [sword] = rows;
    expect(sword?.detailText).toBe("Melee, reach 1 m · 1 AP");
    // Strength 2 + Classical Knight 2: a +4 test, the rules page's own Successes table.
    expect(sword?.test).toEqual({
      rolled: "1d20 +4 vs 11",
      parts: "Strength +2 · Classical Knight +2",
      edge: "",
      successes: "0: 30% · 1: 25% · 2: 25% · 3: 20%",
    });
    expect(sword?.button).toMatchObject({ chanceText: "70%", band: "likely", bandText: "Likely" });
    expect(sword?.button.ariaLabel).toBe("Strike 70% Likely: Brute with Longsword, 1d20 +4 vs 11");
  });

  it("names the boons and banes a test carries (Prone: a bane on your own attack)", () => {
    const odds = oddsOf(SWORD, ["prone"]);
    const { rows } = strikesContext(i18n, KIT, { target: { name: "Brute" }, odds: { [SWORD.id]: odds } });
    expect(rows[0]?.test?.rolled).toBe("2d20 (lowest counts) +4 vs 11");
    expect(rows[0]?.test?.edge).toMatch(/^bane: /);
    expect(rows[0]?.button.chanceText).toBe("49%");
  });

  it("without a target: no odds, the button still there and saying why", () => {
    const { rows, targetText } = strikesContext(i18n, KIT, { target: null, odds: {} });
    expect(targetText).toBe("No target: target a token to see your odds");
    expect(rows[0]?.test).toBeNull();
    expect(rows[0]?.button).toMatchObject({ band: "none", bandText: "No target" });
  });

  it("a Strike the room refuses shows the reason, and no test", () => {
    const refused = { refused: "FRAY.Contest.Refusal.outOfReach", data: { name: "Brute", distance: 4 } };
    const { rows } = strikesContext(i18n, KIT, { target: { name: "Brute" }, odds: { [SWORD.id]: refused } });
    expect(rows[0]?.test).toBeNull();
    expect(rows[0]?.button.ariaLabel).toBe("Strike, Not from the sheet: Longsword, Brute is 4 m away, out of reach.");
  });

  it('"Use Magic. You cast a spell": an attacking spell has a Cast row at its AP; a non-attacking one has none', () => {
    const mind = { ...FIREBOLT, id: "lash", name: "Mind Lash", system: { ...FIREBOLT.system, targetsMind: true } };
    const mending = { ...FIREBOLT, id: "mend", name: "Mending Word", system: { ...FIREBOLT.system, attack: false } };
    const planned = oddsOf(SWORD);
    if (!("hitChance" in planned)) throw new Error("the fixture's Strike is refused");
    const odds = { ...planned, hitChance: 0.65 };
    const { rows } = strikesContext(i18n, [FIREBOLT, mind, mending], {
      target: { name: "Brute" },
      odds: { [FIREBOLT.id]: odds },
    });
    expect(rows.map((r) => r.name)).toEqual(["Firebolt", "Mind Lash"]);
    expect(rows[0]?.detailText).toBe("Spell · Ranged, range 20 m · 1 AP");
    expect(rows[1]?.detailText).toBe("Spell · Ranged, range 20 m · 1 AP · targets the mind");
    expect(rows[0]?.damageText).toContain("2d6");
    expect(rows[0]?.button).toMatchObject({ text: "Cast", chanceText: "65%", band: "even" });
    expect(rows[0]?.button.ariaLabel).toMatch(/^Cast 65% Even odds: Brute with Firebolt/);
  });

  it("a spell's button reads Cast and its label says Cast without a target or when refused (speech and sight agree)", () => {
    const none = strikesContext(i18n, [FIREBOLT], { target: null, odds: {} }).rows[0]?.button;
    expect(none).toMatchObject({ text: "Cast", band: "none" });
    expect(none?.ariaLabel).toBe("Cast, no target: Firebolt");
    const refused = { refused: "FRAY.Contest.Refusal.outOfReach", data: { name: "Brute", distance: 40 } };
    const out = strikesContext(i18n, [FIREBOLT], { target: { name: "Brute" }, odds: { [FIREBOLT.id]: refused } });
    expect(out.rows[0]?.button.text).toBe("Cast");
    expect(out.rows[0]?.button.ariaLabel).toBe("Cast, Not from the sheet: Firebolt, Brute is 40 m away, out of reach.");
  });
});
