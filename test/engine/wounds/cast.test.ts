/**
 * Cast a Spell (seed 004): "You release magical energy, activating the effect of a spell." The block's "AP cost and …
 * an associated mana cost"; "All effects that use mana will either require spending it or investing it. Spending mana
 * reduces your current total … When you invest mana, your current and maximum mana decrease by the same amount".
 */
import { describe, expect, it } from "vitest";
import { castOutOfCombat, castSpell, type SpellCost } from "../../../module/engine/rulesets/wounds/actions/cast.ts";
import { apOf } from "../../../module/engine/rulesets/wounds/economy/combatant.ts";
import { maxMana } from "../../../module/engine/rulesets/wounds/vitals/mana.ts";
import { DEFAULT_WOUNDS_OPTIONS } from "../../../module/engine/rulesets/wounds/options.ts";
import { actor, combatant, creature, withConditions } from "./fixtures.ts";

const bolt: SpellCost = {
  id: "bolt",
  label: "Shadow Bolt",
  ap: 5,
  mana: 2,
  manaUse: "spend",
  retrieve: "longRest",
  stamina: 0,
};
const own = { kind: "own" } as const;
const caster = (mana: number) => actor(creature({ mana, raceMana: 6 }));

describe("Cast a Spell", () => {
  it("the spell's own AP replaces the action's listed 4, and its mana is spent", () => {
    const out = castSpell(caster(3), combatant(7), bolt, { round: 1, turn: own });
    if (!out.ok) throw new Error(out.reason.message);
    expect(out.state.completed).toBe(true);
    expect(apOf(out.state.combatant)).toBe(2);
    expect(out.state.actor.creature.mana).toBe(1);
  });

  it("mana is not overspent (decision 22): short of mana, the cast is refused and nothing is paid", () => {
    const out = castSpell(caster(1), combatant(7), bolt, { round: 1, turn: own });
    expect(out.ok).toBe(false);
    expect(out.ok ? undefined : out.reason).toMatchObject({ code: "noMana", need: 2, have: 1 });
    expect(apOf(out.state.combatant)).toBe(7);
    expect(out.state.actor.creature.mana).toBe(1);
  });

  it("with `manaOverspend = fatigue` the excess becomes fatigue instead", () => {
    const options = { ...DEFAULT_WOUNDS_OPTIONS, manaOverspend: "fatigue" as const };
    const out = castSpell(caster(1), combatant(7), bolt, { round: 1, turn: own }, options);
    if (!out.ok) throw new Error(out.reason.message);
    expect(out.state.actor.creature).toMatchObject({ mana: 0, fatigue: 1 });
  });

  it('"declare the action, spend all your current AP": short of AP, the cast is declared and its mana paid now', () => {
    const out = castSpell(caster(3), combatant(3), bolt, { round: 1, turn: own });
    if (!out.ok) throw new Error(out.reason.message);
    expect(out.state.completed).toBe(false);
    expect(out.state.combatant.economy.pending).toMatchObject({ action: "castSpell", remaining: 2 });
    expect(out.state.actor.creature.mana).toBe(1);
  });

  it('"When you invest mana, your current and maximum mana decrease by the same amount"', () => {
    const ward = { ...bolt, id: "ward", manaUse: "invest" as const };
    const out = castSpell(caster(3), combatant(7), ward, { round: 1, turn: own });
    if (!out.ok) throw new Error(out.reason.message);
    expect(out.state.actor.creature.mana).toBe(1);
    expect(maxMana(out.state.actor.creature)).toBe(4);
    expect(out.state.actor.creature.invested).toEqual([
      { id: "ward", label: "Shadow Bolt", amount: 2, retrieve: "longRest" },
    ]);
  });

  it('"If an action costs stamina, the stamina is spent when the action takes effect"', () => {
    const out = castSpell(caster(3), combatant(7), { ...bolt, stamina: 2 }, { round: 1, turn: own });
    if (!out.ok) throw new Error(out.reason.message);
    expect(out.state.actor.creature.stamina).toBe(creature().stamina - 2);
  });

  it("an investment that still stands is not invested again (decision 189): the cast is refused, nothing paid", () => {
    const ward = { ...bolt, id: "ward", manaUse: "invest" as const, retrieve: "effectEnds" as const };
    const first = castSpell(caster(5), combatant(14), ward, { round: 1, turn: own });
    if (!first.ok) throw new Error(first.reason.message);
    const again = castSpell(first.state.actor, first.state.combatant, ward, { round: 1, turn: own });
    expect(again.ok ? undefined : again.reason.code).toBe("alreadyInvested");
    expect([apOf(again.state.combatant), again.state.actor.creature.mana]).toEqual([9, 3]);
  });
});

describe("Cast a Spell out of combat (decision 223)", () => {
  it('"All effects that use mana will either require spending it or investing it": no AP, the mana spent all the same', () => {
    const out = castOutOfCombat(caster(3), bolt);
    expect(out.ok).toBe(true);
    expect(out.state.mana).toBe(1);
  });

  it('"your current and maximum mana decrease by the same amount": an investment is kept out of combat too', () => {
    const out = castOutOfCombat(caster(3), { ...bolt, id: "ward", manaUse: "invest" });
    if (!out.ok) throw new Error(out.reason.message);
    expect([out.state.mana, maxMana(out.state)]).toEqual([1, 4]);
    expect(castOutOfCombat(actor(out.state), { ...bolt, id: "ward", manaUse: "invest" }).ok).toBe(false);
  });

  it("short of mana (decision 22), the cast is refused naming the shortfall and nothing is paid", () => {
    const out = castOutOfCombat(caster(1), { ...bolt, stamina: 2 });
    expect(out.ok ? undefined : out.reason).toMatchObject({ code: "noMana", need: 2, have: 1 });
    expect([out.state.mana, out.state.stamina]).toEqual([1, creature().stamina]);
  });

  it('"the stamina is spent when the action takes effect", at once; "the excess stamina cost" becomes fatigue', () => {
    const out = castOutOfCombat(actor(creature({ mana: 3, raceMana: 6, stamina: 1 })), { ...bolt, stamina: 3 });
    expect(out.state).toMatchObject({ stamina: 0, fatigue: 2, mana: 1 });
  });

  it("a creature that cannot act casts nothing: an unconscious caster is refused", () => {
    const out = castOutOfCombat(withConditions(actor(creature({ mana: 3 })), ["unconscious"]), bolt);
    expect(out.ok ? undefined : out.reason.code).toBe("cannotAct");
    expect(out.state.mana).toBe(3);
  });
});
