import { describe, expect, it } from "vitest";
import {
  boughtGear,
  createStyle,
  expandStyle,
  payStyleEdit,
  type FightingStyle,
} from "../../../../module/engine/rulesets/contest/style/styles.ts";
import { armorTraining, bestStyle, styleTraining } from "../../../../module/engine/rulesets/contest/style/training.ts";
import { STYLE_EXAMPLES } from "../../../../module/engine/rulesets/contest/tables/styles.ts";

const knight: FightingStyle = {
  name: "Classical Knight",
  rank: 3,
  gear: ["full armor", "shield", "longsword", "lance", "flail"],
};

describe('"you can choose up to 5 pieces of gear to be associated with it for free"', () => {
  it("every example style is a valid new style", () => {
    for (const example of STYLE_EXAMPLES) expect(createStyle(example.name, example.gear).ok).toBe(true);
  });
  it("six pieces are refused; duplicates and spacing count once", () => {
    const six = createStyle("Greedy", ["a", "b", "c", "d", "e", "f"]);
    expect(six.ok ? "ok" : six.reason.code).toBe("styleTooBig");
    const made = createStyle("Tidy", ["Long  Sword", "long sword", " dagger "]);
    expect(made.state?.gear).toEqual(["long sword", "dagger"]);
  });
});

describe('"expand it to a maximum of 10 different types of gear. Expanding … costs 25 XP"', () => {
  it("25 XP per piece", () => {
    const grown = expandStyle(knight, "Mace", 30);
    expect(grown.ok).toBe(true);
    expect(grown.state.xp).toBe(5);
    expect(grown.state.style.gear).toContain("mace");
  });
  it("refused: not enough XP, already listed, or ten already", () => {
    const poor = expandStyle(knight, "mace", 24);
    expect(poor.ok ? "ok" : poor.reason).toMatchObject({ code: "notEnoughXp", need: 25, have: 24 });
    expect(poor.state.style).toBe(knight);
    const again = expandStyle(knight, "Shield", 100);
    expect(again.ok ? "ok" : again.reason.code).toBe("alreadyTrained");
    const full: FightingStyle = { ...knight, gear: ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"] };
    const eleventh = expandStyle(full, "k", 100);
    expect(eleventh.ok ? "ok" : eleventh.reason.code).toBe("styleFull");
  });
});

describe('"Untrained Weapon" and "Untrained Armor"', () => {
  it("gear the style lists is trained; anything else is not", () => {
    expect(styleTraining(knight, { wielded: ["longsword", "shield"], armor: "full" })).toEqual({
      untrainedWeapon: false,
      untrainedArmor: false,
    });
    expect(styleTraining(knight, { wielded: ["dagger"], armor: "full" }).untrainedWeapon).toBe(true);
  });
  it('"Unarmed fighting is included in this as well": empty hands need "unarmed fighting"', () => {
    expect(styleTraining(knight, { wielded: [], armor: "unarmored" }).untrainedWeapon).toBe(true);
    const bandit = STYLE_EXAMPLES.find((s) => s.name === "Forest Bandit");
    expect(
      styleTraining({ name: "Forest Bandit", rank: 1, gear: bandit?.gear ?? [] }, { wielded: [], armor: "partial" }),
    ).toEqual({
      untrainedWeapon: false,
      untrainedArmor: false,
    });
  });
  it('"Wearing no armor does not require training"; full-armor training covers partial armor (Fray)', () => {
    const noble: FightingStyle = { name: "Baldrian Noble", rank: 2, gear: ["rapier"] };
    expect(styleTraining(noble, { wielded: ["rapier"], armor: "unarmored" }).untrainedArmor).toBe(false);
    expect(styleTraining(noble, { wielded: ["rapier"], armor: "partial" }).untrainedArmor).toBe(true);
    expect(styleTraining(knight, { wielded: ["longsword"], armor: "partial" }).untrainedArmor).toBe(false);
  });
  it("Dodge and Sorcery tests: the armor is trained if any of the character's styles lists it", () => {
    const noble: FightingStyle = { name: "Baldrian Noble", rank: 2, gear: ["rapier"] };
    expect(armorTraining([noble], "full")).toEqual({ untrainedWeapon: false, untrainedArmor: true });
    expect(armorTraining([noble, knight], "full").untrainedArmor).toBe(false);
  });
  it('"A character can potentially learn multiple fighting styles": the sheet defaults to the best one for the gear', () => {
    const hunter: FightingStyle = {
      name: "Nordling Hunter",
      rank: 2,
      gear: ["partial armor", "hatchet", "spear", "longbow", "net"],
    };
    expect(bestStyle([knight, hunter], { wielded: ["spear"], armor: "partial" })?.name).toBe("Nordling Hunter");
    expect(bestStyle([knight, hunter], { wielded: ["longsword"], armor: "partial" })?.name).toBe("Classical Knight");
    expect(bestStyle([], { wielded: [], armor: "unarmored" })).toBeUndefined();
  });
});

describe('an edit pays: "Expanding a fighting style by adding a weapon, armor, or shield … costs 25 XP"', () => {
  const five = knight.gear;
  const six = [...five, "dagger"];
  const seven = [...six, "spear"];

  it('"up to 5 pieces … for free": five pieces are none bought, six one, duplicates once', () => {
    expect([boughtGear(five), boughtGear(six), boughtGear([...six, " Dagger "])]).toEqual([0, 1, 1]);
  });

  it("a sixth and seventh piece cost 50 of 60 XP; the same list again costs nothing", () => {
    expect(payStyleEdit([five], [seven], 60)).toEqual({ ok: true, state: 10 });
    expect(payStyleEdit([seven], [seven], 10)).toEqual({ ok: true, state: 10 });
  });

  it("short of XP the edit is refused with the shortfall: 50 needed, 30 unspent", () => {
    const paid = payStyleEdit([five], [seven], 30);
    expect(paid.ok).toBe(false);
    if (!paid.ok) expect(paid.reason).toMatchObject({ code: "notEnoughXp", need: 50, have: 30 });
  });

  it("a piece renamed buys nothing, one removed gives nothing back, a new style's first five are free", () => {
    expect(payStyleEdit([six], [[...five, "spear"]], 0)).toEqual({ ok: true, state: 0 });
    expect(payStyleEdit([six], [five], 40)).toEqual({ ok: true, state: 40 });
    expect(payStyleEdit([six], [six, ["dagger", "club", "sling", "net", "whip"]], 0)).toEqual({ ok: true, state: 0 });
  });
});
