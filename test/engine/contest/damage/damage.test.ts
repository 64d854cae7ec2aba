import { describe, expect, it } from "vitest";
import { isActive } from "../../../../module/engine/core/conditions/state.ts";
import { applyContestDamage, healContest } from "../../../../module/engine/rulesets/contest/damage/apply.ts";
import {
  armorRating,
  armorSource,
  blockRatingAgainst,
  chooseArmor,
  type ArmorSource,
} from "../../../../module/engine/rulesets/contest/damage/armor.ts";
import type { ContestHit, Protection } from "../../../../module/engine/rulesets/contest/damage/pipeline.ts";
import type { DamageType } from "../../../../module/engine/rulesets/contest/tables/damage-types.ts";
import { BONE_SHIELD_BR, IRON } from "../../../../module/engine/rulesets/contest/tables/armor.ts";
import { actor } from "../fixtures.ts";

const hit = (amount: number, type: DamageType): ContestHit => ({ amount, type, source: "Test" });
const NONE: Protection = { armor: [] };
const taken = (a: ReturnType<typeof actor>, h: ContestHit, p: Protection = NONE) =>
  applyContestDamage(a, "me", h, p, 1).result.amount;

describe('armor: "Your AR reduces all incoming physical damage by an amount equal to its rating"', () => {
  const iron = armorSource("iron", "full", IRON);
  it('"a full suit of Iron Armor has an AR of 5, and thus reduces all crushing, piercing, and slashing damage by 5"', () => {
    expect(iron.rating).toBe(5);
    for (const type of ["crushing", "piercing", "slashing"] as const)
      expect(taken(actor(), hit(8, type), { armor: [iron] })).toBe(3);
  });
  it("AR does nothing against magical or other damage (unless a rare material says so)", () => {
    expect(taken(actor(), hit(8, "fire"), { armor: [iron] })).toBe(8);
    expect(taken(actor(), hit(8, "acid"), { armor: [iron] })).toBe(8);
    const rare = armorSource("rare", "full", {
      id: "starsteel",
      label: "Starsteel",
      fullRating: 4,
      fullMagicalRating: 2,
    });
    expect(taken(actor(), hit(8, "frost"), { armor: [rare] })).toBe(6);
  });
  it("Fray: partial armor has half the full suit's AR, rounded up; unarmored none", () => {
    expect(armorRating("partial", IRON)).toEqual({ rating: 3, magicalRating: 0 });
    expect(armorRating("unarmored", IRON)).toEqual({ rating: 0, magicalRating: 0 });
  });
  it('"You can\'t benefit from multiple armor ratings at once": the chosen one, else the strongest for this hit', () => {
    const sources: ArmorSource[] = [iron, { id: "spell", label: "Barkskin", rating: 3 }];
    expect(taken(actor(), hit(10, "slashing"), { armor: sources })).toBe(5);
    expect(taken(actor(), hit(10, "slashing"), { armor: sources, chosenArmor: "spell" })).toBe(7);
    expect(chooseArmor(sources, "physical")?.id).toBe("iron");
  });
});

describe('shields: "When you succeed on a Block, you add your BR to your AR against the triggering attack"', () => {
  const bone: Protection["shield"] = { label: "Bone Shield", blockRating: BONE_SHIELD_BR };
  it('"Successfully blocking with it reduces the triggering attack\'s physical damage by 6, and magical damage by 3"', () => {
    expect(taken(actor(), hit(10, "crushing"), { armor: [], shield: bone })).toBe(4);
    expect(taken(actor(), hit(10, "shock"), { armor: [], shield: bone })).toBe(7);
  });
  it('"half their BR (round up)": BR 5 stops 3 magical damage; nothing against other types', () => {
    expect(blockRatingAgainst(5, "magical")).toBe(3);
    expect(blockRatingAgainst(5, "other")).toBe(0);
  });
  it("BR adds to AR: Iron full armor and a Bone Shield stop 11 physical damage", () => {
    expect(taken(actor(), hit(12, "piercing"), { armor: [armorSource("iron", "full", IRON)], shield: bone })).toBe(1);
  });
});

describe('"Resistance & Vulnerability"', () => {
  it('"a character with Fire Resistance (3) reduces all incoming fire damage by 3"', () => {
    const a = actor({ resistances: [{ against: "fire", value: 3, source: "Ancestry" }] });
    expect(taken(a, hit(7, "fire"))).toBe(4);
    expect(taken(a, hit(7, "frost"))).toBe(7);
  });
  it('"An Ork with Magic Resistance (2) reduces all fire, frost, and shock damage by 2"', () => {
    const ork = actor({ resistances: [{ against: "magical", value: 2, source: "Ork" }] });
    const types: DamageType[] = ["fire", "frost", "shock", "slashing", "poison"];
    expect(types.map((t) => taken(ork, hit(7, t)))).toEqual([5, 5, 5, 7, 7]);
  });
  it('"A character with Crushing Vulnerability (3) increases all crushing damage they take by 3"', () => {
    expect(
      taken(actor({ vulnerabilities: [{ against: "crushing", value: 3, source: "Brittle" }] }), hit(4, "crushing")),
    ).toBe(7);
  });
  it('"you only benefit from the highest one" … "you only suffer under the most severe"', () => {
    const a = actor({
      resistances: [
        { against: "fire", value: 3, source: "Ring" },
        { against: "magical", value: 2, source: "Ork" },
        { against: "fire", value: 1, source: "Cloak" },
      ],
      vulnerabilities: [
        { against: "magical", value: 1, source: "Curse" },
        { against: "fire", value: 2, source: "Dry bark" },
      ],
    });
    const result = applyContestDamage(a, "me", hit(10, "fire"), NONE, 1).result;
    expect(result.amount).toBe(9);
    expect(result.audit.map((e) => e.source)).toEqual([
      "Dry bark: Vulnerability (2)",
      "Ring: Resistance (3)",
      "Health Pool",
    ]);
  });
  it("damage never goes below 0: resistance larger than the hit deals nothing", () => {
    expect(
      taken(actor({ resistances: [{ against: "physical", value: 9, source: "Stone" }] }), hit(4, "slashing")),
    ).toBe(0);
  });
});

describe('"Your Health Pool determines how many points of damage you can take before being knocked unconscious"', () => {
  it("at 0 Health: Unconscious (no actions, no reactions) and Prone", () => {
    const out = applyContestDamage(actor({ health: { value: 5, max: 20 } }), "me", hit(9, "slashing"), NONE, 2);
    expect(out.actor.creature.health.value).toBe(0);
    expect(out.events).toEqual([{ kind: "knockedOut" }]);
    for (const id of ["unconscious", "incapacitated", "prone"]) expect(isActive(out.actor.conditions, id)).toBe(true);
  });
  it("a hit that leaves Health above 0 knocks nobody out; a hit on a creature at 0 reports nothing new", () => {
    expect(applyContestDamage(actor(), "me", hit(3, "fire"), NONE, 1).events).toEqual([]);
    const down = applyContestDamage(actor({ health: { value: 1, max: 20 } }), "me", hit(5, "fire"), NONE, 1).actor;
    expect(applyContestDamage(down, "me", hit(5, "fire"), NONE, 1).events).toEqual([]);
  });
  it("healing above 0 ends Unconscious (the creature is still prone)", () => {
    const down = applyContestDamage(actor({ health: { value: 1, max: 20 } }), "me", hit(5, "fire"), NONE, 1).actor;
    const up = healContest(down, 4);
    expect(up.creature.health.value).toBe(4);
    expect(isActive(up.conditions, "unconscious")).toBe(false);
    expect(isActive(up.conditions, "incapacitated")).toBe(false);
    expect(isActive(up.conditions, "prone")).toBe(true);
    expect(healContest(up, 100).creature.health.value).toBe(20);
  });
});
