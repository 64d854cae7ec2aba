import { describe, expect, it } from "vitest";
import { interpretFaces } from "../../../module/engine/core/dice/interpret.ts";
import {
  applyRecoveryCheck,
  highestAffectable,
  recoveryCheckRequest,
} from "../../../module/engine/rulesets/wounds/healing/recovery.ts";
import { tendingRequest } from "../../../module/engine/rulesets/wounds/healing/tending.ts";
import { healingReachRefusal } from "../../../module/engine/rulesets/wounds/healing/reach.ts";
import { stabilize, stabilizeRequest, wakeUp } from "../../../module/engine/rulesets/wounds/healing/stabilize.ts";
import {
  afflictionTn,
  treatableTn,
  treatCondition,
  treatConditionRequest,
  UNCAUSED_TN,
} from "../../../module/engine/rulesets/wounds/healing/treat-condition.ts";
import {
  treatSteps,
  treatWound,
  treatWoundRequest,
} from "../../../module/engine/rulesets/wounds/healing/treat-wound.ts";
import { derivedConditions } from "../../../module/engine/rulesets/wounds/status.ts";
import { actor, creature, withConditions } from "./fixtures.ts";

describe("recovery checks", () => {
  it('"A recovery check is a Vit check with a penalty equal to your current fatigue" (plus the earned bonus)', () => {
    const request = recoveryCheckRequest(creature({ attributes: { vitality: 2 }, fatigue: 3, recoveryBonus: 1 }));
    expect(request.modifiers.map((m) => [m.source, m.value])).toEqual([
      ["Check offset", -10],
      ["Vitality", 2],
      ["Fatigue", -3],
      ["Earlier failed recovery checks", 1],
    ]);
    expect(interpretFaces(request, [[10]]).total).toBe(0);
  });
  it.each([
    [-9, undefined],
    [-8, "light"],
    [-5, "moderate"],
    [-1, "severe"],
    [4, "critical"],
    [10, "fatal"],
  ] as const)('"determine the highest wound level you can affect": %i → %s', (total, level) => {
    expect(highestAffectable(total)).toBe(level);
  });
  it('"You may select any wound up to that level, and the selected wound is reduced by one level"', () => {
    const c = creature({ wounds: { light: 1, severe: 1 } });
    expect(applyRecoveryCheck(c, 0).healed).toEqual({ from: "severe", to: "moderate" });
    expect(applyRecoveryCheck(c, 0, "light").healed).toEqual({ from: "light", to: "healed" });
    expect(applyRecoveryCheck(c, -6).healed).toEqual({ from: "light", to: "healed" });
  });
  it('"If the recovery check fails to heal any wounds, you gain a cumulative +1 bonus … until a check results in a healed wound or you have no more wounds."', () => {
    const c = creature({ wounds: { critical: 1 } });
    const once = applyRecoveryCheck(c, 0).creature;
    const twice = applyRecoveryCheck(once, 0).creature;
    expect(twice.recoveryBonus).toBe(2);
    expect(applyRecoveryCheck(twice, 4).creature.recoveryBonus).toBe(0);
    expect(applyRecoveryCheck(creature({ recoveryBonus: 3 }), -20).creature.recoveryBonus).toBe(0);
  });
  it('"assuming there is an open slot of the next lower level": a blocked pick heals nothing', () => {
    const c = creature({ wounds: { light: 5, moderate: 1 } });
    const out = applyRecoveryCheck(c, -5, "moderate");
    expect(out.healed).toBeUndefined();
    expect(out.creature.recoveryBonus).toBe(1);
  });
});

describe("Treat Wound", () => {
  it('"make a Lor [Healing/Wounds] check against the corresponding TN", -5 without a healing kit', () => {
    const healer = creature({
      attributes: { lore: 2 },
      skills: { Healing: 3 },
      specializations: { "Healing/Wounds": 1 },
    });
    const request = treatWoundRequest(healer, "severe", false);
    expect(request.target?.value).toBe(3);
    expect(request.modifiers.map((m) => m.value)).toEqual([-10, 2, 3, 1, -5]);
  });
  it('"the wound is reduced by one step, plus one step for every 2 points by which your check exceeds the TN"', () => {
    expect([0, 1, 2, 3, 4].map(treatSteps)).toEqual([1, 1, 2, 2, 3]);
    const out = treatWound(creature({ wounds: { critical: 1 } }), "critical", 10);
    expect(out.ok && out.state).toMatchObject({ result: "reduced", to: "light" });
  });
  it('"Whether the check succeeds or fails, the target takes fatigue equal to the level of its highest remaining wound."', () => {
    const failed = treatWound(creature({ wounds: { severe: 1 } }), "severe", 2);
    expect(failed.ok && failed.state).toMatchObject({ result: "failed", fatigue: 3 });
    expect(failed.ok && failed.state.creature.fatigue).toBe(3);
    const healed = treatWound(creature({ wounds: { light: 1 } }), "light", 0);
    expect(healed.ok && healed.state).toMatchObject({ result: "reduced", to: "healed", fatigue: 0 });
  });
  it('"If the target\'s fatigue is equal to or higher than its normal maximum stamina, the attempt automatically fails."', () => {
    const out = treatWound(creature({ fatigue: 10, wounds: { moderate: 1 } }), "moderate", 30);
    expect(out.ok && out.state.result).toBe("autoFail");
    expect(out.ok && out.state.creature.wounds.moderate).toBe(1);
  });
  it('"A fatal wound will lead to death if not treated promptly": a treated fatal wound ends dying', () => {
    const out = treatWound(creature({ wounds: { fatal: 1 }, dying: true }), "fatal", 9);
    expect(out.ok && out.state.creature).toMatchObject({ dying: false });
    expect(treatWound(creature(), "light", 5).ok).toBe(false);
  });
});

describe("Stabilize", () => {
  it('"Make a Lor [Healing/Wounds] check with a TN equal to the number of wounds the target has received."', () => {
    const target = creature({ wounds: { light: 2, severe: 1, fatal: 1 }, dying: true });
    expect(stabilizeRequest(creature(), target, true).target?.value).toBe(4);
  });
  it('"On a success, the target is no longer dying and may immediately make another check to wake up"', () => {
    const target = creature({ wounds: { fatal: 1 }, dying: true, unconscious: true });
    const out = stabilize(target, true);
    expect(out.ok && out.state).toMatchObject({ dying: false, unconscious: true });
    expect(out.ok && wakeUp(out.state).unconscious).toBe(false);
    expect(stabilize(creature(), true).ok).toBe(false);
  });
});

describe("Treat Condition", () => {
  it('"reduce the level of bleeding or burning by one step plus one step for every 2 points by which your check exceeds the TN, removing it completely if the level is reduced below light"', () => {
    const bleeding = actor(creature({ afflictions: { bleeding: "severe" } }));
    const one = treatCondition(bleeding, "bleeding", 1);
    expect(one.ok && one.state.actor.creature.afflictions.bleeding).toBe("moderate");
    const gone = treatCondition(bleeding, "bleeding", 4);
    expect(gone.ok && gone.state.actor.creature.afflictions.bleeding).toBeUndefined();
  });
  it("\"you end a hobbled effect, reduce a poison's effect as detailed in the poison's description\"", () => {
    const hobbled = treatCondition(withConditions(actor(), ["hobbled"]), "hobbled", 0);
    expect(hobbled.ok && hobbled.state.actor.conditions.active["hobbled"]).toBeUndefined();
    const poisoned = treatCondition(withConditions(actor(), ["poisoned"]), "poisoned", 0);
    expect(poisoned.ok && poisoned.state.poisonReduced).toBe(true);
  });
  it('"On a success, you end a hobbled effect …": a failed check changes nothing; an absent effect is refused', () => {
    const burning = actor(creature({ afflictions: { burning: "light" } }));
    const failed = treatCondition(burning, "burning", -1);
    expect(failed.ok && failed.state.actor).toBe(burning);
    expect(treatCondition(actor(), "bleeding", 5).ok).toBe(false);
  });
});

describe("Treat Condition \"against the effect's TN\": hobbled and poisoned carry their cause's TN (decision 156)", () => {
  it.each([
    { which: "bleeding", c: { afflictions: { bleeding: "severe" } }, tn: 3 },
    { which: "burning", c: { afflictions: { burning: "light" } }, tn: -3 },
    { which: "hobbled", c: { conditionTns: { hobbled: 4 } }, tn: 4 },
    { which: "poisoned", c: { conditionTns: { poisoned: 7 } }, tn: 7 },
    { which: "poisoned", c: {}, tn: undefined },
  ] as const)("$which: TN $tn", ({ which, c, tn }) => {
    expect(treatableTn(creature(c), which)).toBe(tn);
  });
  it("a stored TN is the condition: hobbled and poisoned are derived from it", () => {
    expect(derivedConditions(creature({ conditionTns: { hobbled: 4, poisoned: 7 } }))).toEqual(["hobbled", "poisoned"]);
  });
  it('"On a success, you end a hobbled effect": its TN goes with it; a poison\'s success keeps it (its description says how it is reduced)', () => {
    const patient = actor(creature({ conditionTns: { hobbled: 4, poisoned: 7 } }));
    const hobbled = treatCondition(patient, "hobbled", 0);
    expect(hobbled.ok && hobbled.state.actor.creature.conditionTns).toEqual({ poisoned: 7 });
    const poisoned = treatCondition(patient, "poisoned", 0);
    expect(poisoned.ok && poisoned.state).toMatchObject({ success: true, poisonReduced: true, actor: patient });
    const failed = treatCondition(patient, "hobbled", -1);
    expect(failed.ok && failed.state.actor).toBe(patient);
  });
  it("an effect without a cause's TN takes a moderate wound's Treat Wound TN", () => {
    expect(UNCAUSED_TN).toBe(0);
  });
});

describe('who a healing action reaches: "yourself or an adjacent willing or helpless target"; Stabilize "within reach"', () => {
  it.each([
    { self: true, distance: undefined, refused: undefined },
    { self: false, distance: 1, refused: undefined },
    { self: false, distance: 0.5, refused: undefined },
    { self: false, distance: 2, refused: "notAdjacent" },
    { self: false, distance: undefined, refused: "notOnScene" },
  ])("self $self at $distance yards: $refused", ({ self, distance, refused }) => {
    expect(healingReachRefusal(self, distance)).toBe(refused);
  });
});

describe('tending: "you may make a Lor [Healing/Wounds] check … You have a -5 penalty to your check if you do not have access to a healing kit"', () => {
  it("the tender's Lore, Healing and Healing/Wounds, no TN of its own; −5 without a kit", () => {
    const tender = creature({
      attributes: { lore: 2 },
      skills: { Healing: 3 },
      specializations: { "Healing/Wounds": 1 },
    });
    expect(tendingRequest(tender, true).modifiers.map((m) => m.value)).toEqual([-10, 2, 3, 1]);
    expect(tendingRequest(tender, false).modifiers.map((m) => m.value)).toEqual([-10, 2, 3, 1, -5]);
    expect(tendingRequest(tender, true).target).toBeUndefined();
  });
});

describe('Treat Condition: "Make a Lor [Healing] check with any appropriate specialization against the effect\'s TN"', () => {
  it("a bleeding or burning effect's TN is the Treat Wound TN of its level (decision 154); −5 without a kit", () => {
    const bleeding = creature({ afflictions: { bleeding: "moderate", burning: "critical" } });
    expect(afflictionTn(bleeding, "bleeding")).toBe(0);
    expect(afflictionTn(bleeding, "burning")).toBe(6);
    expect(afflictionTn(creature(), "bleeding")).toBeUndefined();
    const healer = creature({ attributes: { lore: 2 }, skills: { Healing: 3 } });
    const request = treatConditionRequest(healer, 6, false);
    expect(request.target?.value).toBe(6);
    expect(request.modifiers.map((m) => m.value)).toEqual([-10, 2, 3, -5]);
  });
});
