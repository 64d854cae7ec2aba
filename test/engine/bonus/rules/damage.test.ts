import { describe, expect, it } from "vitest";
import { applyBonusDamage } from "../../../../module/engine/rulesets/bonus/damage/apply.ts";
import { armorSteps } from "../../../../module/engine/rulesets/bonus/damage/armor.ts";
import { applyObjectDamage, objectArmorRank } from "../../../../module/engine/rulesets/bonus/damage/object.ts";
import { DEFAULT_BONUS_DAMAGE_OPTIONS } from "../../../../module/engine/rulesets/bonus/damage/options.ts";
import { damageStatus, isWounded } from "../../../../module/engine/rulesets/bonus/damage/status.ts";
import { armor, creature, hit } from "./fixtures.ts";

const none = { armor: [] };

describe("Durability, Wounded, Health", () => {
  it('"Damage is first subtracted from your Durability."', () => {
    const out = applyBonusDamage(creature(), none, hit(4));
    expect(out.creature.durability.value).toBe(6);
    expect(out.creature.health.value).toBe(8);
    expect(out.events).toEqual([]);
  });
  it('"When your Durability is reduced to 0, you are wounded, and you begin to subtract damage from your Health."', () => {
    const out = applyBonusDamage(creature(), none, hit(13));
    expect(out.creature.durability.value).toBe(0);
    expect(out.creature.health.value).toBe(5);
    expect(out.events).toEqual([{ kind: "wounded" }]);
    expect(isWounded(out.creature)).toBe(true);
  });
  it("option: the hit that empties Durability does not carry into Health", () => {
    const out = applyBonusDamage(creature(), none, hit(13), {
      ...DEFAULT_BONUS_DAMAGE_OPTIONS,
      overflowToHealth: false,
    });
    expect(out.creature.health.value).toBe(8);
    expect(applyBonusDamage(out.creature, none, hit(3)).creature.health.value).toBe(5);
  });
  it('"Any damage you take once you are wounded is potentially life-threatening damage to your Health."', () => {
    const wounded = creature({ durability: { value: 0, max: 10 } });
    expect(applyBonusDamage(wounded, none, hit(3)).creature.health.value).toBe(5);
  });
  it('"if you are subject to some special attacks like poisons, any damage you take is done to your Health"', () => {
    const out = applyBonusDamage(creature(), none, hit(3, { type: "toxic", toHealth: true }));
    expect(out.creature.durability.value).toBe(10);
    expect(out.creature.health.value).toBe(5);
  });
});

describe("Shock and death", () => {
  it('"When you are reduced to 0 Health you do not die instantly, but you do go into Shock" for Stamina rounds', () => {
    const out = applyBonusDamage(creature({ stamina: 4 }), none, hit(30));
    expect(out.creature.health.value).toBe(0);
    expect(out.creature.dead).toBe(false);
    expect(out.creature.shockRoundsLeft).toBe(4);
    expect(out.events).toEqual([{ kind: "wounded" }, { kind: "shock", roundsLeft: 4 }]);
    expect(damageStatus(out.creature)).toEqual({
      wounded: true,
      shock: true,
      stabilized: false,
      unconscious: true,
      dead: false,
    });
  });
  it('"If you take any additional damage while you are in shock, you are killed outright."', () => {
    const inShock = applyBonusDamage(creature(), none, hit(30)).creature;
    const out = applyBonusDamage(inShock, none, hit(1));
    expect(out.creature.dead).toBe(true);
    expect(out.events).toEqual([{ kind: "killed", cause: "damageInShock" }]);
  });
  it("damage wholly stopped by armor is not 'additional damage'", () => {
    const inShock = applyBonusDamage(creature(), none, hit(30)).creature;
    expect(applyBonusDamage(inShock, { armor: [armor({ rank: 5 })] }, hit(4)).creature.dead).toBe(false);
  });
  it("a creature with 0 Stamina dies as it enters Shock (zero rounds)", () => {
    const out = applyBonusDamage(creature({ stamina: 0 }), none, hit(30));
    expect(out.creature.dead).toBe(true);
    expect(out.events.at(-1)).toEqual({ kind: "killed", cause: "noStamina" });
  });
  it("damage to a stabilized creature kills it by default, or puts it back into Shock (option)", () => {
    const stable = creature({ durability: { value: 0, max: 10 }, health: { value: 0, max: 8 }, stabilized: true });
    expect(applyBonusDamage(stable, none, hit(1)).creature.dead).toBe(true);
    const back = applyBonusDamage(stable, none, hit(1), {
      ...DEFAULT_BONUS_DAMAGE_OPTIONS,
      damageWhileStabilized: "shock",
    });
    expect(back.creature).toMatchObject({ dead: false, stabilized: false, shockRoundsLeft: 3 });
  });
  it("the dead take no further changes", () => {
    const dead = creature({ dead: true, health: { value: 0, max: 8 } });
    const out = applyBonusDamage(dead, none, hit(5));
    expect(out.creature).toBe(dead);
    expect(out.events).toEqual([]);
  });
});

describe('Armor Rank: "You reduce your incoming damage by your Armor Rank, and your armor takes this damage."', () => {
  it("reduces the hit and the armor takes what it stopped", () => {
    const out = applyBonusDamage(creature(), { armor: [armor({ rank: 3 })] }, hit(7));
    expect(out.creature.durability.value).toBe(6);
    expect(out.armor[0]?.durability?.value).toBe(17);
  });
  it("armor takes only what it stopped when the hit is smaller than its rank", () => {
    const out = applyBonusDamage(creature(), { armor: [armor({ rank: 5 })] }, hit(2));
    expect(out.creature.durability.value).toBe(10);
    expect(out.armor[0]?.durability?.value).toBe(18);
  });
  it('"If you have two or more Armor Ranks, you use the highest"', () => {
    const pieces = [armor({ id: "a", rank: 2 }), armor({ id: "b", rank: 4, worn: false })];
    const out = applyBonusDamage(creature(), { armor: pieces }, hit(10));
    expect(out.creature.durability.value).toBe(4);
  });
  it('"… and then apply damage to any armor you are wearing first"', () => {
    const pieces = [
      armor({ id: "worn", rank: 2, durability: { value: 3, max: 3 } }),
      armor({ id: "shield", rank: 4, worn: false, durability: { value: 10, max: 10 } }),
    ];
    const out = applyBonusDamage(creature(), { armor: pieces }, hit(10));
    expect(out.armor.map((p) => p.durability?.value)).toEqual([0, 9]);
    expect(out.events).toContainEqual({ kind: "armorDestroyed", id: "worn" });
  });
  it('"Unless stated otherwise, normal armor only protects you from physical damage, not energy attack such as fire or lightning"', () => {
    for (const type of ["thermal", "electrical"] as const) {
      expect(applyBonusDamage(creature(), { armor: [armor()] }, hit(5, { type })).creature.durability.value).toBe(5);
    }
    const ward = armor({ protects: ["thermal"], rank: 2 });
    expect(applyBonusDamage(creature(), { armor: [ward] }, hit(5, { type: "thermal" })).creature.durability.value).toBe(
      7,
    );
    const allRound = armor({ protects: "all", rank: 2 });
    expect(
      applyBonusDamage(creature(), { armor: [allRound] }, hit(5, { type: "cold" })).creature.durability.value,
    ).toBe(7);
  });
  it("the highest armor that protects against the type is used", () => {
    const pieces = [
      armor({ id: "plate", rank: 6 }),
      armor({ id: "ward", rank: 2, protects: "all", durability: undefined }),
    ];
    expect(applyBonusDamage(creature(), { armor: pieces }, hit(5, { type: "thermal" })).creature.durability.value).toBe(
      7,
    );
  });
  it('"Pure toxic damage may not necessarily damage armor": armor that stops it is not harmed', () => {
    const out = applyBonusDamage(creature(), { armor: [armor({ protects: "all" })] }, hit(5, { type: "toxic" }));
    expect(out.creature.durability.value).toBe(8);
    expect(out.armor[0]?.durability?.value).toBe(20);
  });
  it("destroyed armor (Durability 0) no longer protects", () => {
    const broken = armor({ durability: { value: 0, max: 20 } });
    expect(applyBonusDamage(creature(), { armor: [broken] }, hit(5)).creature.durability.value).toBe(5);
    expect(armorSteps([broken], false)).toBeUndefined();
  });
  it("the audit names the armor used", () => {
    const out = applyBonusDamage(creature(), { armor: [armor()] }, hit(5));
    expect(out.result.audit.some((e) => e.source === "Mail (Armor Rank 3)" && e.outcome === "applied")).toBe(true);
  });
});

describe('quality: "Beginning at heroic, weapons ignore armor of three steps lower than the weapon\'s quality"', () => {
  it("a heroic weapon ignores feeble armor; an epic one ignores crude; a legendary one ignores ordinary", () => {
    const cases = [
      ["heroic", "feeble"],
      ["epic", "crude"],
      ["epic", "feeble"],
      ["legendary", "ordinary"],
    ] as const;
    for (const [weapon, armorQuality] of cases) {
      const out = applyBonusDamage(
        creature(),
        { armor: [armor({ quality: armorQuality })] },
        hit(5, { quality: weapon }),
      );
      expect(out.creature.durability.value).toBe(5);
      expect(out.armor[0]?.durability?.value).toBe(20);
    }
  });
  it("two steps apart is not enough", () => {
    const out = applyBonusDamage(creature(), { armor: [armor({ quality: "crude" })] }, hit(5, { quality: "heroic" }));
    expect(out.creature.durability.value).toBe(8);
  });
  it("an ignored piece falls through to the next highest", () => {
    const pieces = [
      armor({ id: "hide", rank: 5, quality: "feeble" }),
      armor({ id: "ring", rank: 2, quality: "heroic" }),
    ];
    const out = applyBonusDamage(creature(), { armor: pieces }, hit(6, { quality: "heroic" }));
    expect(out.creature.durability.value).toBe(6);
  });
  it('"armor becomes immune to damage from weapons of three steps or more ranks lower quality"', () => {
    const heroic = armor({ quality: "heroic", rank: 3 });
    const out = applyBonusDamage(creature(), { armor: [heroic] }, hit(5, { quality: "feeble" }));
    expect(out.armor[0]?.durability?.value).toBe(20);
    expect(out.creature.durability.value).toBe(8);
    const closer = applyBonusDamage(creature(), { armor: [heroic] }, hit(5, { quality: "crude" }));
    expect(closer.armor[0]?.durability?.value).toBe(17);
  });
  it("option 'attackStopped': the far inferior weapon does nothing at all", () => {
    const options = { ...DEFAULT_BONUS_DAMAGE_OPTIONS, inferiorWeaponVsSuperiorArmor: "attackStopped" as const };
    const heroic = armor({ quality: "heroic", rank: 3 });
    const out = applyBonusDamage(creature(), { armor: [heroic] }, hit(9, { quality: "feeble" }), options);
    expect(out.creature.durability.value).toBe(10);
    expect(out.events).toContainEqual({ kind: "immune", source: "Mail stops far inferior weapons" });
    // …but only against damage the armor protects against.
    expect(
      applyBonusDamage(creature(), { armor: [heroic] }, hit(9, { quality: "feeble", type: "thermal" }), options)
        .creature.durability.value,
    ).toBe(1);
  });
});

describe('superior Durability: "immune to damage from weapons that are not of the same or higher rank"', () => {
  const brute = creature({ superiorDurability: "heroic" });
  it('"To harm a creature with Heroic Durability requires a weapon of Heroic or higher quality"', () => {
    const out = applyBonusDamage(brute, none, hit(9, { quality: "ordinary" }));
    expect(out.creature.durability.value).toBe(10);
    expect(out.events).toEqual([{ kind: "immune", source: "heroic Durability" }]);
    expect(applyBonusDamage(brute, none, hit(4, { quality: "heroic" })).creature.durability.value).toBe(6);
    expect(applyBonusDamage(brute, none, hit(4, { quality: "legendary" })).creature.durability.value).toBe(6);
  });
  it('"to harm a creature with Epic Durability requires a weapon of Epic or higher quality"', () => {
    const epic = creature({ superiorDurability: "epic" });
    expect(applyBonusDamage(epic, none, hit(4, { quality: "heroic" })).creature.durability.value).toBe(10);
    expect(applyBonusDamage(epic, none, hit(4, { quality: "epic" })).creature.durability.value).toBe(6);
  });
  it("damage with no quality rank (a fall) is not a weapon and still harms", () => {
    expect(applyBonusDamage(brute, none, hit(4, { quality: undefined })).creature.durability.value).toBe(6);
  });
});

describe("damage type immunities", () => {
  it("a creature immune to a type takes nothing from it", () => {
    const salamander = creature({ immunities: ["thermal"] });
    expect(applyBonusDamage(salamander, none, hit(6, { type: "thermal" })).creature.durability.value).toBe(10);
    expect(applyBonusDamage(salamander, none, hit(6)).creature.durability.value).toBe(4);
  });
});

describe("cover's Armor Rank", () => {
  it('partial: "+5 Armor Rank bonus against attacks"; full: "+10 bonus to your Armor Rank from ranged attacks"', () => {
    expect(
      applyBonusDamage(creature(), { armor: [], cover: "partial" }, hit(8, { ranged: true })).creature.durability.value,
    ).toBe(7);
    expect(
      applyBonusDamage(creature(), { armor: [], cover: "full" }, hit(12, { ranged: true })).creature.durability.value,
    ).toBe(8);
  });
  it("adds to worn armor (armor stops its rank, cover the rest)", () => {
    const out = applyBonusDamage(
      creature(),
      { armor: [armor({ rank: 3 })], cover: "partial" },
      hit(10, { ranged: true }),
    );
    expect(out.creature.durability.value).toBe(8);
  });
  it('full cover: "Assuming your cover is sturdy"', () => {
    const flimsy = { armor: [], cover: "full" as const, coverSturdy: false };
    expect(applyBonusDamage(creature(), flimsy, hit(8, { ranged: true })).creature.durability.value).toBe(2);
  });
  it("light cover has no stopping power; no cover helps against melee", () => {
    expect(
      applyBonusDamage(creature(), { armor: [], cover: "light" }, hit(8, { ranged: true })).creature.durability.value,
    ).toBe(2);
    expect(applyBonusDamage(creature(), { armor: [], cover: "full" }, hit(8)).creature.durability.value).toBe(2);
  });
  it("option: cover's Armor Rank only against physical damage", () => {
    const options = { ...DEFAULT_BONUS_DAMAGE_OPTIONS, coverArmorAgainst: "physical" as const };
    const defense = { armor: [], cover: "partial" as const };
    expect(
      applyBonusDamage(creature(), defense, hit(8, { ranged: true, type: "thermal" })).creature.durability.value,
    ).toBe(7);
    expect(
      applyBonusDamage(creature(), defense, hit(8, { ranged: true, type: "thermal" }), options).creature.durability
        .value,
    ).toBe(2);
  });
});

describe('objects: "In the case of objects, A.R. is simply subtracted from the damage done to the object."', () => {
  const door = { durability: { value: 10, max: 10 }, armorRank: 3 };
  it("subtracts Armor Rank from any damage type and takes the rest from Durability", () => {
    expect(applyObjectDamage(door, hit(5)).object.durability.value).toBe(8);
    expect(applyObjectDamage(door, hit(5, { type: "thermal" })).object.durability.value).toBe(8);
    expect(applyObjectDamage(door, hit(2)).object.durability.value).toBe(10);
  });
  it('"When an inanimate object\'s Durability is depleted it is destroyed beyond meaningful use."', () => {
    const out = applyObjectDamage(door, hit(20));
    expect(out).toMatchObject({ destroyed: true, destroyedNow: true });
    expect(applyObjectDamage(out.object, hit(20)).destroyedNow).toBe(false);
  });
  it('toxic damage "only harm[s] living creatures"', () => {
    expect(applyObjectDamage(door, hit(20, { type: "toxic" })).object.durability.value).toBe(10);
  });
  it('"objects composed of particularly hard material might have an Armor Rank": its hardest material, once', () => {
    expect(objectArmorRank([2, 8])).toBe(8);
    expect(objectArmorRank([])).toBe(0);
  });
});
