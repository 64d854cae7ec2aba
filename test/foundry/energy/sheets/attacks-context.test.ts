import { describe, expect, it } from "vitest";
import { attacksContext } from "../../../../module/foundry/rulesets/energy/sheets/attacks-context.ts";
import { FIGHTER, ODDS, OUT_OF_RANGE, makeActor, recordingLocalizer } from "./fixtures.ts";

const i18n = recordingLocalizer();

describe("energy sheet: attacks list and the Attack button's hit chance", () => {
  it("one row per equipped weapon; the unequipped dagger has none", () => {
    const ctx = attacksContext(i18n, makeActor(), { target: { name: "Ogre" }, odds: ODDS });
    expect(ctx.rows.map((r) => r.name)).toEqual(["Longsword", "Shortbow"]);
  });

  it("the chance is the room's plan: 86% against the ogre's Evasion 8, Likely, in text and label", () => {
    const row = attacksContext(i18n, makeActor(), { target: { name: "Ogre" }, odds: ODDS }).rows[0];
    expect(row?.button).toMatchObject({ chanceText: "86%", band: "likely", bandText: "Likely", text: "Attack" });
    expect(row?.button.ariaLabel).toBe("Attack 86% Likely: Ogre with Longsword, AV 17");
    expect(row?.avText).toBe("AV 17");
  });

  it("damage reads the Weapon Damage roll plus MASDB; melee shows reach, ranged its maximum range", () => {
    const rows = attacksContext(i18n, makeActor(), { target: null, odds: {} }).rows;
    expect(rows[0]?.damageText).toBe("1d8 +1 MASDB");
    expect(rows[0]?.detailText).toBe("Melee, reach 1 m");
    expect(rows[1]?.detailText).toBe("Ranged, range 80 m");
    expect(rows[1]?.avText).toBe("");
  });

  it("a ranged row names its Miss Chance, says which range band the canvas read, and adds no MASDB", () => {
    const bow = attacksContext(i18n, makeActor(), { target: { name: "Ogre" }, odds: ODDS }).rows[1];
    expect(bow?.button).toMatchObject({ chanceText: "60%", band: "even" });
    expect(bow?.button.ariaLabel).toBe(
      "Attack 60% Even odds: Ogre with Shortbow, Miss Chance 7 plus the Ranged Evasion roll",
    );
    expect(bow?.rangeText).toBe("4 m away: within the first range of 10 m");
    // "Damage = Weapon Damage Roll + Extra Damage from Draw Weight": the fixture's bow draws under 35 kg, no extra.
    expect(bow?.damageText).toBe("1d6");
  });

  it('past "the maximum range of the weapon" the button shows no number and the canvas\' reason', () => {
    const bow = attacksContext(i18n, makeActor(), { target: { name: "Ogre" }, odds: OUT_OF_RANGE }).rows[1]?.button;
    expect(bow).toMatchObject({ chanceText: "", band: "refused", bandText: "Not from the sheet" });
    expect(bow?.ariaLabel).toBe(
      "Attack, Not from the sheet: Shortbow, Ogre is 90 m away, beyond this weapon's range of 80 m.",
    );
  });

  it("without a target: no number, the words 'No target' and a label that says so", () => {
    const ctx = attacksContext(i18n, makeActor(), { target: null, odds: ODDS });
    expect(ctx.hasTarget).toBe(false);
    expect(ctx.targetText).toMatch(/^No target/);
    expect(ctx.rows[0]?.button).toMatchObject({ chanceText: "", band: "none", bandText: "No target" });
    expect(ctx.rows[0]?.button.ariaLabel).toBe("Attack, no target: Longsword");
  });

  it('"Throwing a weapon is a ranged attack": the melee row\'s Throw names its Miss Chance and the half damage', () => {
    const [sword, bow] = attacksContext(i18n, makeActor(), { target: { name: "Ogre" }, odds: ODDS }).rows;
    expect(sword?.throwButton).toMatchObject({ text: "Throw", chanceText: "55%", band: "even", choice: "throw" });
    expect(sword?.throwButton?.ariaLabel).toBe(
      "Throw 55% Even odds: Ogre with Longsword, Miss Chance 8 plus the Ranged Evasion roll, half damage unless a natural 20",
    );
    // A bow shoots: nothing to throw.
    expect(bow?.throwButton).toBeNull();
  });

  it("the Throw without a target, refused by the room, and absent from an NPC's stat block", () => {
    const none = attacksContext(i18n, makeActor(), { target: null, odds: ODDS }).rows[0]?.throwButton;
    expect(none).toMatchObject({ text: "Throw", band: "none", ariaLabel: "Throw, no target: Longsword" });
    const refused = attacksContext(i18n, makeActor(), { target: { name: "Ogre" }, odds: {} }).rows[0]?.throwButton;
    expect(refused?.ariaLabel).toBe("Throw, Not from the sheet: Longsword, That is not an Energy creature or weapon.");
    const stat = attacksContext(i18n, makeActor(), { target: { name: "Ogre" }, odds: ODDS }, "all").rows;
    expect(stat.map((r) => r.throwButton)).toEqual([null, null, null]);
  });

  it("no equipped weapon: an empty list with its message", () => {
    const ctx = attacksContext(i18n, makeActor(FIGHTER, []), { target: null, odds: {} });
    expect(ctx.rows).toEqual([]);
    expect(ctx.emptyText).toBe("No equipped weapons.");
  });
});
