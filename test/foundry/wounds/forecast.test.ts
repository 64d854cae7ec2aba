import { describe, expect, it } from "vitest";
import { forecastAttack, type WoundsActorView } from "../../../module/foundry/rulesets/wounds/forecast.ts";
import { situationChosen, woundsToggleRows } from "../../../module/foundry/rulesets/wounds/situation/catalog.ts";
import type { Named, WoundsWeaponSource } from "../../../module/foundry/rulesets/wounds/sources.ts";
import { goblin, kit, longsword, NO_GEAR, swordsman } from "./sources.ts";

const view = (source = swordsman, statuses: readonly string[] = [], gear = NO_GEAR): WoundsActorView => ({
  source,
  gear,
  statuses: new Set(statuses),
});
const sword = longsword;
const bow: Named<WoundsWeaponSource> = {
  id: "bow",
  name: "Short Bow",
  data: { ...sword.data, kind: "ranged", group: "Bows", block: 0, range: 20 },
};

function forecast(choices: Record<string, boolean> = {}, target = view(goblin), weapon = sword) {
  const f = forecastAttack(view(), { weapon }, target, choices);
  if (!f.ok) throw new Error(f.reason.message);
  return f;
}

// Attack = d20 − 10 + Dex 1 + Melee 2 + Swords 1 + accuracy 1 = d20 − 5. The goblin's melee Defense is
// 10 − Size (−2) + Speed 1 + Reason 0 = 13, so a hit needs a 18 or better.
describe("wounds forecast: an attack from the documents before rolling", () => {
  it("plans against the Defense the weapon targets; the odds' hit chance is the plan's", () => {
    const f = forecast();
    expect(f.plan.defense.total).toBe(13);
    expect(f.plan.hitChance).toBeCloseTo(3 / 20, 6);
    expect(f.odds.hit).toBeCloseTo(f.plan.hitChance, 6);
    // Damage Str 2 + 3 = 5; the goblin's Toughness −3 (Vitality −1, Size −2): any hit is 8 or more, a fatal wound.
    expect(f.odds.levels.fatal).toBeCloseTo(f.odds.hit, 6);
  });

  it("the dialog's flanking (+2) and rear attack (double, +4) reach the roll", () => {
    expect(forecast({ flanked: true }).plan.hitChance).toBeCloseTo(5 / 20, 6);
    expect(forecast({ rear: true }).plan.hitChance).toBeCloseTo(7 / 20, 6);
  });

  it("Quick, Strong and Nonlethal are picked in the dialog; Standard otherwise", () => {
    expect(situationChosen({}).variant).toBe("standard");
    expect(forecast({ strong: true }).plan.damage.groups).toHaveLength(1); // "an additional 1d6 damage"
    expect(forecast({ nonlethal: true }).plan.hitChance).toBeCloseTo(1 / 20, 6); // "at a -2 penalty"
  });

  it('refuses what the engine refuses: a Quick Attack is "a single melee attack"', () => {
    const f = forecastAttack(view(), { weapon: bow }, view(goblin), { quick: true });
    expect(f.ok).toBe(false);
    if (!f.ok) expect(f.reason.code).toBe("meleeOnly");
  });

  it("the target's shield blocks; its cover counts in the ranged column", () => {
    // Ranged Defense: 10 − Size 0 + Speed 1 + Reason 0 + the shield's 2 = 13; ½ cover −2.
    const f = forecast({ coverHalf: true }, view(swordsman, [], kit), bow);
    expect(f.plan.defense.total).toBe(13);
    expect(f.plan.request.modifiers).toContainEqual({ source: "Modifiers to Attack", value: -2 });
  });

  it('the dialog\'s low wall: "dropping behind a low wall can increase the effective level of cover" (decision 206)', () => {
    // ½ cover −2; a crouching target behind the low wall has ¾ cover, −3; a standing one has not dropped: −2.
    const crouching = forecast({ coverHalf: true, lowWall: true }, view(goblin, ["crouching"]), bow);
    expect(crouching.plan.request.modifiers).toContainEqual({ source: "Modifiers to Attack", value: -3 });
    const standing = forecast({ coverHalf: true, lowWall: true }, view(goblin), bow);
    expect(standing.plan.request.modifiers).toContainEqual({ source: "Modifiers to Attack", value: -2 });
  });

  it("a Defending target's choices come with the Defense each gives and its hit chance", () => {
    const f = forecast({}, view(goblin, ["defending"]));
    expect(f.defend.map((o) => o.choice)).toEqual(["none", "bonus", "power", "agility", "fortitude", "willpower"]);
    expect(f.defend[0]?.hitChance).toBeCloseTo(f.plan.hitChance, 6);
    expect(f.defend[1]).toMatchObject({ choice: "bonus", defense: 15 });
    expect(forecast().defend).toEqual([]);
  });
});

describe("the roll dialog's rows", () => {
  it("a melee attack offers the attack actions as one exclusive group, and each row's number from the table", () => {
    const rows = woundsToggleRows({ quick: true }, false);
    expect(rows.filter((r) => r.group === "variant").map((r) => [r.id, r.on])).toEqual([
      ["quick", true],
      ["strong", false],
      ["nonlethal", false],
      ["grapple", false],
      ["opening", false],
    ]);
    expect(rows.find((r) => r.id === "coverQuarter")?.effect.data).toEqual({ value: "0" });
    expect(rows.find((r) => r.id === "rear")?.effect.data).toEqual({ value: "+4" });
  });

  it("a ranged attack offers no melee-only action, and ¼ cover reads −1", () => {
    const rows = woundsToggleRows({}, true);
    expect(rows.some((r) => r.group === "variant")).toBe(false);
    expect(rows.find((r) => r.id === "coverQuarter")?.effect.data).toEqual({ value: "−1" });
  });
});
