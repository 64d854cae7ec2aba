import { describe, expect, it } from "vitest";
import { DEFAULT_WOUNDS_OPTIONS } from "../../../module/engine/rulesets/wounds/options.ts";
import {
  endInvestedEffect,
  investMana,
  maxMana,
  retrieveMana,
  spendMana,
} from "../../../module/engine/rulesets/wounds/vitals/mana.ts";
import {
  gainFatigue,
  isStaggered,
  maxStamina,
  normalMaxStamina,
  reduceFatigue,
  spendStamina,
} from "../../../module/engine/rulesets/wounds/vitals/stamina.ts";
import { conditionsInForce } from "../../../module/engine/rulesets/wounds/status.ts";
import { actor, creature } from "./fixtures.ts";

describe("stamina", () => {
  it('"Your stamina pool begins with a value based on your race plus your Vitality."', () => {
    expect(normalMaxStamina(creature({ raceStamina: 8, attributes: { vitality: 3 } }))).toBe(11);
  });
  it('"If an action or effect would reduce your stamina below 0, your stamina instead becomes 0 and you take fatigue equal to the excess stamina cost."', () => {
    const spent = spendStamina(creature({ stamina: 3 }), 5);
    expect(spent.creature).toMatchObject({ stamina: 0, fatigue: 2 });
    expect(spent.fatigue).toBe(2);
  });
  it('"You can continue to use abilities with a stamina cost in this way even when your stamina is 0."', () => {
    expect(spendStamina(creature({ stamina: 0 }), 2).creature.fatigue).toBe(2);
  });
});

describe("fatigue", () => {
  it('"Your maximum stamina is reduced by your fatigue level."', () => {
    expect(maxStamina(creature({ fatigue: 3 }))).toBe(7);
  });
  it('"Gaining fatigue has no effect on your current stamina unless your current stamina is higher than your new maximum"', () => {
    expect(gainFatigue(creature({ stamina: 5 }), 2).stamina).toBe(5);
    expect(gainFatigue(creature({ stamina: 10 }), 2).stamina).toBe(8);
  });
  it('"If your fatigue is greater than or equal to half your normal maximum stamina, you become exhausted."', () => {
    expect(gainFatigue(creature(), 4).exhausted).toBe(false);
    expect(gainFatigue(creature(), 5).exhausted).toBe(true);
    expect(conditionsInForce(actor(gainFatigue(creature(), 5))).has("exhausted")).toBe(true);
  });
  it('"you are no longer exhausted … but gain no other benefits": exhaustion stays until fatigue falls below half or a long rest', () => {
    const tired = gainFatigue(creature(), 6);
    expect(reduceFatigue(tired, 1).exhausted).toBe(true);
    expect(reduceFatigue(tired, 2).exhausted).toBe(false);
  });
  it('"If it is greater than or equal to your normal maximum stamina, you become staggered."', () => {
    expect(isStaggered(creature({ fatigue: 9 }))).toBe(false);
    expect(isStaggered(creature({ fatigue: 10 }))).toBe(true);
  });
  it('"NPCs are immune to the staggered condition"', () => {
    expect(isStaggered(creature({ kind: "npc", fatigue: 10 }))).toBe(false);
    expect(isStaggered(creature({ kind: "npc", special: true, fatigue: 10 }))).toBe(true);
  });
});

describe("mana", () => {
  it('"Your mana pool begins with a value based on your race plus your Lore."', () => {
    expect(maxMana(creature({ raceMana: 4, attributes: { lore: 2 } }))).toBe(6);
  });
  it('"Spending mana reduces your current total": a spend larger than the total is refused by default', () => {
    const c = creature({ mana: 3 });
    const ok = spendMana(c, 2);
    expect(ok.ok && ok.state.mana).toBe(1);
    const refused = spendMana(c, 4);
    expect(refused.ok).toBe(false);
    expect(refused.state).toBe(c);
  });
  it('"often functions similarly to stamina": the manaOverspend setting turns the excess into fatigue', () => {
    const out = spendMana(creature({ mana: 3 }), 5, { ...DEFAULT_WOUNDS_OPTIONS, manaOverspend: "fatigue" });
    expect(out.ok && out.state).toMatchObject({ mana: 0, fatigue: 2 });
  });
  it('"When you invest mana, your current and maximum mana decrease by the same amount until you retrieve the invested mana"', () => {
    const c = creature({ mana: 5 });
    const invested = investMana(c, { id: "ward", label: "Ward", amount: 2, retrieve: "longRest" });
    if (!invested.ok) throw new Error("invest refused");
    expect(invested.state.mana).toBe(3);
    expect(maxMana(invested.state)).toBe(3);
    const back = retrieveMana(invested.state, "ward");
    expect(back.ok && back.state.mana).toBe(5);
    expect(back.ok && maxMana(back.state)).toBe(5);
    expect(retrieveMana(c, "nothing").ok).toBe(false);
    expect(investMana(c, { id: "big", label: "Big", amount: 9, retrieve: "effectEnds" }).ok).toBe(false);
  });
});

describe('"Each effect specifies how invested mana is retrieved" (decision 189)', () => {
  const skin = { id: "skin", label: "Stone Skin", amount: 4, retrieve: "effectEnds" } as const;
  const ward = { id: "ward", label: "Ward", amount: 2, retrieve: "longRest" } as const;
  const invested = () => {
    const out = investMana(creature({ mana: 6, raceMana: 6 }), skin);
    if (!out.ok) throw new Error(out.reason.message);
    const both = investMana(out.state, ward);
    if (!both.ok) throw new Error(both.reason.message);
    return both.state;
  };

  it.each([
    // [ending, ok, mana after, max after, still invested]
    ["skin", true, 4, 4, ["ward"]],
    ["ward", false, 0, 0, ["skin", "ward"]],
    ["nothing", false, 0, 0, ["skin", "ward"]],
  ] as const)('"returned as soon as the effect ends": ending %s → ok %s, mana %i of %i', (id, ok, mana, max, left) => {
    const out = endInvestedEffect(invested(), id);
    expect(out.ok).toBe(ok);
    expect([out.state.mana, maxMana(out.state), out.state.invested.map((i) => i.id)]).toEqual([mana, max, left]);
  });

  it('"or can be retrieved at your option at the end of a long rest": not by ending its effect', () => {
    const out = endInvestedEffect(invested(), "ward");
    expect(out.ok ? undefined : out.reason.code).toBe("retrievedAtLongRest");
  });

  it("an investment under an id that still stands is refused, not replaced (its mana would be lost)", () => {
    const out = investMana(invested(), { ...skin, amount: 1 });
    expect(out.ok ? undefined : out.reason.code).toBe("alreadyInvested");
  });
});
