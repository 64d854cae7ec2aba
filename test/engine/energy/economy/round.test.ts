import { describe, expect, it } from "vitest";
import { ENERGY_CONDITION_IDS } from "../../../../module/engine/rulesets/energy/conditions.ts";
import { roundEvents } from "../../../../module/engine/core/turns/round.ts";
import { takeAction } from "../../../../module/engine/rulesets/energy/economy/act.ts";
import type { EnergyActor } from "../../../../module/engine/rulesets/energy/economy/actor.ts";
import { energyAtBoundary, joinCombat } from "../../../../module/engine/rulesets/energy/economy/boundary.ts";
import {
  newEnergyCombatant,
  type EnergyCombatantState,
} from "../../../../module/engine/rulesets/energy/economy/combatant.ts";
import { ENERGY_TURN_STRUCTURE } from "../../../../module/engine/rulesets/energy/economy/initiative.ts";
import { agilityBonus, energyStats } from "../../../../module/engine/rulesets/energy/economy/pools.ts";
import {
  conditionsInForce,
  suppressCondition,
  removedByAbility,
  SUPPRESSIBLE_CONDITION_IDS,
  suppressibleConditions,
} from "../../../../module/engine/rulesets/energy/economy/status.ts";
import { DEFAULT_ENERGY_OPTIONS } from "../../../../module/engine/rulesets/energy/options.ts";
import { actor, combatant, withConditions } from "../fixtures.ts";

function startRound(a: EnergyActor, c: EnergyCombatantState, round: number, options = DEFAULT_ENERGY_OPTIONS) {
  return energyAtBoundary(a, c, { kind: "roundStart", round }, options);
}

describe("rounds without turns", () => {
  it('"There are no turns": a round is only its start and its end', () => {
    expect(roundEvents(ENERGY_TURN_STRUCTURE, ["a", "b"], 3)).toEqual([
      { kind: "roundStart", round: 3 },
      { kind: "roundEnd", round: 3 },
    ]);
  });

  it('"At the beginning of each Round: Your Energy is reset based on your Stamina … Your Agility is reset"', () => {
    const spent: EnergyCombatantState = { ...combatant(1, 0), movedThisRound: 4, agileMovesLeft: 2 };
    const out = startRound(actor(), spent, 2);
    expect(out.combatant.economy.pools).toEqual({ energy: 5, agility: 3 });
    expect(out.combatant.movedThisRound).toBe(0);
    expect(out.combatant.agileMovesLeft).toBe(0);
  });

  it.each([
    [0, 0],
    [1, 1],
    [3, 3],
    [4, 4],
    [9, 5],
  ])('"your Energy pool is reset based on your Stamina": Stamina %i → %i Energy', (stamina, energy) => {
    expect(startRound(actor({ stamina }), combatant(0), 2).combatant.economy.pools.energy).toBe(energy);
  });

  it('unused Energy does not carry over ("reset", not added)', () => {
    expect(startRound(actor(), combatant(5), 2).combatant.economy.pools.energy).toBe(5);
  });

  it('Exhausted: "you gain 2 less Energy at the beginning of each Round"; setting: "only gain 3 Energy"', () => {
    const tired = withConditions(actor({ stamina: 12 }), ["exhausted"]);
    expect(startRound(tired, combatant(0), 2).combatant.economy.pools.energy).toBe(3);
    const weak = withConditions(actor({ stamina: 3 }), ["exhausted"]);
    expect(startRound(weak, combatant(0), 2).combatant.economy.pools.energy).toBe(1);
    const onlyThree = { ...DEFAULT_ENERGY_OPTIONS, exhaustedEnergy: "onlyThree" as const };
    expect(startRound(weak, combatant(0), 2, onlyThree).combatant.economy.pools.energy).toBe(3);
    expect(startRound(tired, combatant(0), 2, onlyThree).combatant.economy.pools.energy).toBe(3);
    const faint = withConditions(actor({ stamina: 1 }), ["exhausted"]);
    expect(startRound(faint, combatant(0), 2).combatant.economy.pools.energy).toBe(0);
  });

  it('"Maximum Agility = 3", "increased by your Leg Strength"; "When abilities give you additional Agility"', () => {
    expect(agilityBonus(actor())).toBe(0);
    expect(agilityBonus(actor({ legStrengthBase: 12 }))).toBe(1);
    expect(agilityBonus(actor({ extraAgility: 2 }))).toBe(2);
    expect(startRound(actor({ extraAgility: 2 }), combatant(0, 0), 2).combatant.economy.pools.agility).toBe(5);
  });

  it('"Only once per Round you may: Make a Swift Attack" — the count clears when a Round begins', () => {
    const swung = takeAction(actor(), combatant(5), { round: 1, action: "meleeAttack", swift: true });
    if (!swung.ok) throw new Error(swung.reason.message);
    expect(swung.state.combatant.economy.uses).toEqual({ swiftAttack: 1 });
    expect(startRound(swung.state.actor, swung.state.combatant, 2).combatant.economy.uses).toEqual({});
  });

  it('"Maximum Stamina = Constitution Score"; nothing refills it at a Round boundary', () => {
    expect(energyStats(actor()).maxStamina).toBe(12);
    const out = startRound(actor({ stamina: 4 }), combatant(0), 2);
    expect(out.actor.creature.stamina).toBe(4);
  });

  it('"Each character gets 5 Energy each Round": a creature joining a combat starts with its Round\'s Energy and Agility', () => {
    expect(joinCombat(actor(), "x").economy.pools).toEqual({ energy: 5, agility: 3 });
    expect(joinCombat(actor({ stamina: 2, extraAgility: 1 }), "y").economy.pools).toEqual({ energy: 2, agility: 4 });
    expect(newEnergyCombatant("z").economy.pools).toEqual({ energy: 0, agility: 0 });
  });
});

describe("conditions at Round boundaries", () => {
  it('Unguarded "until the end of the Round"; crit-fail Exposure "until the end of the next Round"', () => {
    let a = withConditions(actor(), ["unguarded"], { kind: "endOfRound" });
    a = withConditions(a, ["exposed"], { kind: "endOfNextRound" });
    const end1 = energyAtBoundary(a, combatant(), { kind: "roundEnd", round: 1 });
    expect(end1.expired).toEqual(["unguarded"]);
    expect([...conditionsInForce(end1.actor)]).toEqual(["exposed"]);
    const end2 = energyAtBoundary(end1.actor, end1.combatant, { kind: "roundEnd", round: 2 });
    expect(end2.expired).toEqual(["exposed"]);
  });

  it('"you still ignore the Condition until the end of the Round" after an ability removes a continual one', () => {
    const bogged = withConditions(actor(), ["slowed"]);
    const freed = suppressCondition(bogged, "slowed", 1);
    expect(conditionsInForce(freed).has("slowed")).toBe(false);
    const shifted = takeAction(freed, combatant(5), { round: 1, action: "shift", shiftWith: "agility" });
    expect(shifted.ok).toBe(true);
    const end = energyAtBoundary(freed, combatant(), { kind: "roundEnd", round: 1 });
    expect(conditionsInForce(end.actor).has("slowed")).toBe(true);
  });

  it('"if you ended the Daze condition, the Exposed condition would also be removed" — suppression too, unless self-caused', () => {
    const dazed = withConditions(actor(), ["dazed"]);
    expect(conditionsInForce(suppressCondition(dazed, "dazed", 1)).size).toBe(0);
    const both = withConditions(dazed, ["exposed"]);
    expect([...conditionsInForce(suppressCondition(both, "dazed", 1))]).toEqual(["exposed"]);
  });
});

describe("which conditions an ability may suppress now (decision 112)", () => {
  it('"an ability that removes a Slowed condition": Slowed in force, the Restraining that imposes it too', () => {
    expect(suppressibleConditions(withConditions(actor(), ["slowed"]))).toEqual(["slowed"]);
    expect(suppressibleConditions(withConditions(actor(), ["restraining"]))).toEqual(["slowed", "restraining"]);
  });

  it("one already suppressed is not offered again, nor its daughters", () => {
    const dazed = withConditions(actor(), ["dazed"]);
    expect(suppressibleConditions(dazed)).toEqual(["exposed", "dazed"]);
    expect(suppressibleConditions(suppressCondition(dazed, "dazed", 1))).toEqual([]);
  });

  it("Fray's states are never suppressed: Dead, Bleeding Out, Defending, Kneeling", () => {
    const states = withConditions(actor({ bleedingOut: true }), ["defending", "kneeling"]);
    expect(suppressibleConditions(states)).toEqual([]);
    expect(suppressibleConditions(actor({ dead: true }))).toEqual([]);
  });

  it("an ability item may list exactly the conditions an ability may suppress: the catalog less Fray's states", () => {
    const states = ["defending", "kneeling", "bleedingOut", "dead"];
    expect([...SUPPRESSIBLE_CONDITION_IDS]).toEqual(ENERGY_CONDITION_IDS.filter((id) => !states.includes(id)));
  });
});

describe('"you can use an ability that removes a Slowed condition": what using it ignores (decision 123)', () => {
  it("those it lists in force and not ignored yet; nothing it lists that is not in force", () => {
    const slowedProne = withConditions(actor(), ["slowed", "prone"]);
    expect(removedByAbility(slowedProne, ["slowed"])).toEqual(["slowed"]);
    expect(removedByAbility(slowedProne, ["slowed", "dazed"])).toEqual(["slowed"]);
    expect(removedByAbility(slowedProne, [])).toEqual([]);
    expect(removedByAbility(suppressCondition(slowedProne, "slowed", 1), ["slowed"])).toEqual([]);
  });
});

describe("rolls that fall due each Round", () => {
  it('"make a Death Save at the beginning of every Round until you are Stabilized"', () => {
    expect(startRound(actor({ bleedingOut: true }), combatant(), 2).due).toEqual(["deathSave"]);
    expect(startRound(actor({ bleedingOut: true, lastDeathSaveRound: 2 }), combatant(), 2).due).toEqual([]);
    expect(startRound(actor(), combatant(), 2).due).toEqual([]);
  });

  it('"If you are unconscious due to Stamina loss, you roll a 1d20 each Round"; Non-Lethal too; dying and sleep do not', () => {
    expect(startRound(actor({ stamina: 0, unconscious: "stamina" }), combatant(), 2).due).toEqual(["wakeRoll"]);
    expect(startRound(actor({ unconscious: "nonLethal" }), combatant(), 2).due).toEqual(["wakeRoll"]);
    expect(startRound(actor({ unconscious: "dying" }), combatant(), 2).due).toEqual([]);
    expect(startRound(actor({ unconscious: "sleep" }), combatant(), 2).due).toEqual([]);
  });
});
