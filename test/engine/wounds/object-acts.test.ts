/**
 * Acts whose cost belongs to what they handle (seed 004; economy/object-acts.ts, rules page decisions 178–180): the
 * container of Retrieve or Stow, the listed uses and an item's own cost for Use an Object, an ability's block.
 */
import { describe, expect, it } from "vitest";
import { takeAction } from "../../../module/engine/rulesets/wounds/economy/act.ts";
import { apOf } from "../../../module/engine/rulesets/wounds/economy/combatant.ts";
import { actCost } from "../../../module/engine/rulesets/wounds/economy/object-acts.ts";
import { actor, combatant, creature } from "./fixtures.ts";

const own = { kind: "own" } as const;

describe('Retrieve or Stow: "The AP cost for different containers are as follows"', () => {
  it.each([
    ["scabbard", 1],
    ["pouch", 3],
    ["backpack", 6],
  ] as const)('"%s" costs %i AP', (container, ap) => {
    expect(actCost({ kind: "retrieve", container })).toEqual({ action: "retrieveStow", baseCost: ap, stamina: 0 });
    const taken = takeAction(actor(), combatant(8), { action: "retrieveStow", round: 1, turn: own, baseCost: ap });
    expect(taken.ok && apOf(taken.state.combatant)).toBe(8 - ap);
  });
});

describe('Use an Object: "Many items include an AP cost in their descriptions. Other actions have an AP cost as listed below"', () => {
  it.each([
    ["door", 2],
    ["torch", 2],
    ["potion", 4],
    ["bell", 6],
    ["fire", 8],
  ] as const)("the listed use %s costs %i AP", (use, ap) => {
    expect(actCost({ kind: "use", use })).toEqual({ action: "useObject", baseCost: ap, stamina: 0 });
  });
  it("an item's own AP cost replaces the listed one", () => {
    expect(actCost({ kind: "item", apCost: 5 })).toEqual({ action: "useObject", baseCost: 5, stamina: 0 });
  });
  it("an item naming no cost (0) costs the action's listed cost (\"or at the GM's discretion\": the apCosts setting)", () => {
    expect(actCost({ kind: "item", apCost: 0 })).toEqual({ action: "useObject", stamina: 0 });
  });
});

describe('an ability: "The top right corner of the block shows the AP cost and may also show a stamina cost"', () => {
  it("its own AP and stamina", () => {
    expect(actCost({ kind: "ability", ap: 2, stamina: 2 })).toEqual({ action: "useAbility", baseCost: 2, stamina: 2 });
  });
  it('"If an action costs stamina, the stamina is spent when the action takes effect"', () => {
    const cost = actCost({ kind: "ability", ap: 2, stamina: 2 });
    const taken = takeAction(actor(creature({ stamina: 5 })), combatant(6), { ...cost, round: 1, turn: own });
    expect(taken.ok && [apOf(taken.state.combatant), taken.state.actor.creature.stamina]).toEqual([4, 3]);
  });
  it('"If an action or effect would reduce your stamina below 0, your stamina instead becomes 0 and you take fatigue equal to the excess stamina cost"', () => {
    const cost = actCost({ kind: "ability", ap: 2, stamina: 3 });
    const taken = takeAction(actor(creature({ stamina: 1 })), combatant(6), { ...cost, round: 1, turn: own });
    expect(taken.ok && [taken.state.actor.creature.stamina, taken.state.actor.creature.fatigue]).toEqual([0, 2]);
  });
  it('"You can continue to use abilities with a stamina cost in this way even when your stamina is 0": not refused', () => {
    const cost = actCost({ kind: "ability", ap: 2, stamina: 2 });
    const taken = takeAction(actor(creature({ stamina: 0 })), combatant(6), { ...cost, round: 1, turn: own });
    expect(taken.ok && taken.state.fatigue).toBe(2);
  });
  it('paid over turns, the stamina waits for "when the action takes effect"', () => {
    const cost = actCost({ kind: "ability", ap: 8, stamina: 2 });
    const taken = takeAction(actor(creature({ stamina: 5 })), combatant(3), { ...cost, round: 1, turn: own });
    expect(
      taken.ok && [taken.state.completed, taken.state.combatant.pendingStamina, taken.state.actor.creature.stamina],
    ).toEqual([false, 2, 5]);
  });
});
