/**
 * A player's edit of the Fighting Styles pays the XP of the gear it buys (rules page decision 155;
 * module/foundry/rulesets/contest/sheets/style-xp.ts). Seed 003: "When you become trained with a fighting style, you
 * can choose up to 5 pieces of gear to be associated with it for free. Thereafter, you can expand it to a maximum of
 * 10 different types of gear. Expanding a fighting style by adding a weapon, armor, or shield to its list costs 25
 * XP." The form data is what the sheet submits once its lists are put back (list-edits.ts).
 */
import { describe, expect, it } from "vitest";
import { chargeStyleEdit } from "../../../../module/foundry/rulesets/contest/sheets/style-xp.ts";

const KNIGHT = { name: "Classical Knight", rank: 2, gear: ["full armor", "shield", "longsword", "lance", "flail"] };
const stored = { styles: [KNIGHT], xp: 40 };
const form = (gear: readonly string[], xp = 40) => ({
  name: "Kara",
  system: { xp, styles: [{ ...KNIGHT, gear }] },
});

describe('"Expanding a fighting style by adding a weapon, armor, or shield to its list costs 25 XP"', () => {
  it("a sixth piece takes 25 of the 40 XP the form sends; the rest of the form is kept", () => {
    expect(chargeStyleEdit(stored, form([...KNIGHT.gear, "dagger"]))).toEqual({
      data: { name: "Kara", system: { xp: 15, styles: [{ ...KNIGHT, gear: [...KNIGHT.gear, "dagger"] }] } },
    });
  });

  it("the XP typed in the same submit is what pays: 60 unspent buy two pieces, 10 left", () => {
    const charged = chargeStyleEdit(stored, form([...KNIGHT.gear, "dagger", "spear"], 60));
    expect((charged.data as { system: { xp: number } }).system.xp).toBe(10);
  });

  it("short of XP the styles stay as stored, the XP untouched, and the shortfall is named", () => {
    const charged = chargeStyleEdit(stored, form([...KNIGHT.gear, "dagger", "spear"]));
    expect(charged.data).toEqual({ name: "Kara", system: { xp: 40, styles: [KNIGHT] } });
    expect(charged.refusal).toEqual({ refused: "FRAY.Contest.Refusal.notEnoughXp", data: { need: 50, have: 40 } });
  });

  it("a submit without styles (play mode) and a renamed piece cost nothing", () => {
    expect(chargeStyleEdit(stored, { system: { xp: 40 } })).toEqual({ data: { system: { xp: 40 } } });
    const renamed = chargeStyleEdit(stored, form(["full armor", "shield", "longsword", "lance", "mace"]));
    expect((renamed.data as { system: { xp: number } }).system.xp).toBe(40);
  });
});
