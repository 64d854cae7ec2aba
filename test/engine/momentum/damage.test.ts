import { describe, expect, it } from "vitest";
import { isActive } from "../../../module/engine/core/conditions/state.ts";
import { applyDamage } from "../../../module/engine/rulesets/momentum/damage/apply.ts";
import { defenseValues } from "../../../module/engine/rulesets/momentum/damage/defenses.ts";
import { mitigate } from "../../../module/engine/rulesets/momentum/damage/mitigate.ts";
import { applyTick } from "../../../module/engine/rulesets/momentum/damage/ticks.ts";
import { deathThreshold, restoreVitality } from "../../../module/engine/rulesets/momentum/damage/vitality.ts";
import { DEFAULT_MOMENTUM_OPTIONS } from "../../../module/engine/rulesets/momentum/options.ts";
import { actor, withConditions } from "./fixtures.ts";

const OPTIONS = DEFAULT_MOMENTUM_OPTIONS;
const values = (armor: number, constitution = 0, will = 0) => ({ armor, constitution, will });

describe("momentum Armor and DR values", () => {
  it('"if you have an Armor of 2 and are hit for 12 damage, you only receive 10 damage"', () => {
    expect(mitigate({ physical: 12 }, values(2)).total).toBe(10);
  });

  it('"Your Armor is only subtracted once if you are hit with multiple Damage Types simultaneously"', () => {
    const m = mitigate({ physical: 6, heat: 6 }, values(2));
    expect(m.total).toBe(10);
    expect(m.byType.map((t) => t.absorbed)).toEqual([2, 0]);
  });

  it('Poison: "A creature with a Constitution of 10 and an Endurance Skill Level of 3 … hit by 12 Poison damage would receive 9 damage"', () => {
    expect(defenseValues(actor()).constitution).toBe(3);
    expect(mitigate({ poison: 12 }, defenseValues(actor())).total).toBe(9);
  });

  it('Psychic "takes the Will DR value into account … as if it were Armor"', () => {
    // Will 11 (+1) and Perseverance 1.
    expect(mitigate({ psychic: 7 }, defenseValues(actor())).total).toBe(5);
  });

  it('"an Armor of 4 and a Constitution DR value of 1 … 5 Physical and 5 Poison damage, you would deal a total of 9 damage, either 5 Physical and 4 Poison damage or 4 Physical and 5 Poison damage"', () => {
    const a = mitigate({ physical: 5, poison: 5 }, values(4, 1), {}, { armorFrom: "poison" });
    expect(a.byType.map((t) => [t.type, t.taken])).toEqual([
      ["physical", 5],
      ["poison", 4],
    ]);
    const b = mitigate({ physical: 5, poison: 5 }, values(4, 1), {}, { armorFrom: "physical" });
    expect(b.byType.map((t) => t.taken)).toEqual([4, 5]);
    expect(a.total).toBe(9);
    expect(b.total).toBe(9);
  });

  it('"The attacker can choose": without a choice the type that deals the most absorbs it (resistance after Armor)', () => {
    const m = mitigate({ physical: 6, heat: 6 }, values(4), { resistant: ["heat"] });
    // Armor on heat: 6 + ⌊2 / 2⌋ = 7; Armor on physical: 2 + 3 = 5.
    expect(m.armorFrom).toBe("heat");
    expect(m.total).toBe(7);
  });

  it("Armor larger than the chosen type's damage carries to the other types (setting: or is lost)", () => {
    expect(mitigate({ physical: 1, heat: 10 }, values(4), {}, { armorFrom: "physical" }).total).toBe(7);
    const lost = mitigate(
      { physical: 1, heat: 10 },
      values(4),
      {},
      { armorFrom: "physical" },
      {
        ...OPTIONS,
        armorOverflow: "chosenTypeOnly",
      },
    );
    expect(lost.total).toBe(10);
  });

  it('"A negative Armor value leads to taking increased damage if you receive any"', () => {
    expect(mitigate({ physical: 5 }, values(-2)).total).toBe(7);
    expect(mitigate({}, values(-2)).total).toBe(0);
  });

  it('"attacking a target with 2 Armor with the Ability Armor Piercer, which allows you to ignore up to 4 Armor, allows you to deal damage as if the target had an Armor of 0 and not -2"', () => {
    expect(mitigate({ physical: 10 }, values(2), {}, { ignoreArmor: 4 }).total).toBe(10);
  });

  it("ignoring Armor keeps the value it lowered, for the card to say why (decision 146); nothing ignored, none kept", () => {
    expect(mitigate({ physical: 10 }, values(6), {}, { ignoreArmor: 4 })).toMatchObject({
      defense: { value: 2, name: "Armor" },
      ignoredFrom: 6,
    });
    expect(mitigate({ physical: 10 }, values(-2), {}, { ignoreArmor: 4 }).ignoredFrom).toBeUndefined();
    expect(mitigate({ physical: 10 }, values(2)).ignoredFrom).toBeUndefined();
  });

  it('ignoring Armor: "also ignore the DR values if you damage a target with Poison or Psychic damage. Such effects still deal increased damage if the target\'s Armor or DR values are negative"', () => {
    expect(mitigate({ poison: 10 }, values(0, 3), {}, { ignoreArmor: Infinity }).total).toBe(10);
    expect(mitigate({ psychic: 10 }, values(0, 0, -2), {}, { ignoreArmor: Infinity }).total).toBe(12);
  });

  it('"Resistance reduces … by half. Immunity nullifies … Vulnerability increases all damage of that type by half."', () => {
    expect(mitigate({ cold: 9 }, values(0), { resistant: ["cold"] }).total).toBe(4);
    expect(mitigate({ cold: 9 }, values(0), { immune: ["cold"] }).total).toBe(0);
    expect(mitigate({ cold: 9 }, values(0), { vulnerable: ["cold"] }).total).toBe(13);
    expect(mitigate({ cold: 9 }, values(0), { resistant: ["cold"], vulnerable: ["cold"] }).total).toBe(9);
    expect(
      mitigate({ cold: 9 }, values(0), { resistant: ["cold"] }, {}, { ...OPTIONS, affinityRounding: "up" }).total,
    ).toBe(5);
  });
});

describe("momentum Vitality, Bleeding and death", () => {
  it('lethal damage taking Vitality below 1 starts Bleeding ("A creature does not start bleeding if you reduce their Vitality below 1 with non-lethal damage")', () => {
    const out = applyDamage(actor({ armor: 0 }), { parts: { physical: 25 }, source: "axe" }, 1);
    expect(out.actor.creature.vitality.value).toBe(-5);
    expect(isActive(out.actor.conditions, "bleeding")).toBe(true);
    expect(out.events.map((e) => e.kind)).toEqual(["bleeding", "downed"]);
  });

  it('non-lethal: no Bleeding, "and you cannot kill them with it"', () => {
    const out = applyDamage(actor({ armor: 0 }), { parts: { physical: 100 }, source: "fist", nonLethal: true }, 1);
    expect(out.actor.creature.vitality.value).toBe(deathThreshold(actor().creature) + 1);
    expect(out.actor.creature.dead).toBe(false);
    expect(isActive(out.actor.conditions, "bleeding")).toBe(false);
    expect(out.events.map((e) => e.kind)).toContain("spared");
  });

  it('Holy "is non-lethal against biological creatures … unless the one dealing the damage wishes to do so"', () => {
    const hit = { parts: { holy: 100 }, source: "smite" };
    expect(applyDamage(actor({ armor: 0 }), hit, 1).actor.creature.dead).toBe(false);
    expect(applyDamage(actor({ armor: 0 }), { ...hit, lethalHoly: true }, 1).actor.creature.dead).toBe(true);
    expect(applyDamage(actor({ armor: 0, biological: false }), hit, 1).actor.creature.dead).toBe(true);
  });

  it("death at minus the maximum Vitality (setting: minus half)", () => {
    expect(deathThreshold(actor().creature)).toBe(-20);
    expect(deathThreshold(actor().creature, { ...OPTIONS, deathAt: "negativeHalfMax" })).toBe(-10);
    expect(applyDamage(actor({ armor: 0 }), { parts: { physical: 40 }, source: "x" }, 1).actor.creature.dead).toBe(
      true,
    );
    expect(applyDamage(actor({ armor: 0 }), { parts: { physical: 39 }, source: "x" }, 1).actor.creature.dead).toBe(
      false,
    );
  });

  it('"Dying does not remove Status effects"', () => {
    const burning = withConditions(actor({ armor: 0 }), ["burning", "frightened"]);
    const out = applyDamage(burning, { parts: { physical: 50 }, source: "x" }, 1);
    expect(out.actor.creature.dead).toBe(true);
    expect(out.actor.conditions).toBe(burning.conditions);
  });

  it("Temporary Vitality is lost before Vitality", () => {
    const out = applyDamage(actor({ armor: 0, temporaryVitality: 5 }), { parts: { physical: 8 }, source: "x" }, 1);
    expect(out.actor.creature.temporaryVitality).toBe(0);
    expect(out.actor.creature.vitality.value).toBe(17);
  });

  it("objects never bleed and break at 0", () => {
    const crate = actor({ kind: "object", armor: 0, biological: false, vitality: { value: 5, max: 5 } });
    const out = applyDamage(crate, { parts: { physical: 5 }, source: "x" }, 1);
    expect(out.actor.creature.dead).toBe(true);
    expect(out.events.map((e) => e.kind)).toEqual(["broken"]);
  });

  it("Bleeding ticks skip Armor; an Elemental Status Effect ticks as a hit of its type", () => {
    const bleeding = withConditions(actor(), ["bleeding"]);
    expect(
      applyTick(bleeding, { condition: "bleeding", request: { label: "", groups: [], modifiers: [] } }, 3, 1).creature
        .vitality.value,
    ).toBe(17);
    const burn = applyTick(
      actor(),
      { condition: "burning", type: "heat", request: { label: "", groups: [], modifiers: [] } },
      3,
      1,
    );
    expect(burn.creature.vitality.value).toBe(19);
  });

  it("healing never raises Vitality past its maximum and never heals the dead", () => {
    expect(restoreVitality(actor({ vitality: { value: 18, max: 20 } }), 5).creature.vitality.value).toBe(20);
    const dead = actor({ dead: true, vitality: { value: -20, max: 20 } });
    expect(restoreVitality(dead, 5)).toBe(dead);
  });
});
