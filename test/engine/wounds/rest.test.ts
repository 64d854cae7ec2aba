import { describe, expect, it } from "vitest";
import { DEFAULT_WOUNDS_OPTIONS } from "../../../module/engine/rulesets/wounds/options.ts";
import { fatigueRecovery, longRest, newDay } from "../../../module/engine/rulesets/wounds/rest/long.ts";
import {
  interruptLongRest,
  interruptsRest,
  resolveInterruptedLongRest,
} from "../../../module/engine/rulesets/wounds/rest/interrupt.ts";
import { shortRest, shortRests } from "../../../module/engine/rulesets/wounds/rest/short.ts";
import { sleepHoursNeeded } from "../../../module/engine/rulesets/wounds/rest/sleep.ts";
import { creature } from "./fixtures.ts";

const slept = { sleptWithin24h: true } as const;

describe("short rest", () => {
  it('"A short rest recovers half of your current maximum stamina and mana, rounded down, after accounting for fatigue and invested mana."', () => {
    const c = creature({
      stamina: 0,
      fatigue: 3,
      mana: 0,
      invested: [{ id: "i", label: "i", amount: 2, retrieve: "effectEnds" }],
    });
    const out = shortRest(c);
    // Max stamina 10 − 3 = 7 → +3; max mana 5 − 2 = 3 → +1.
    expect(out.ok && out.state.log).toMatchObject({ stamina: 3, mana: 1 });
  });
  it('"If you are lightly or moderately wounded, it also removes a single light wound."', () => {
    const moderate = shortRest(creature({ wounds: { light: 2, moderate: 1 } }));
    expect(moderate.ok && moderate.state.creature.wounds.light).toBe(1);
    const severe = shortRest(creature({ wounds: { light: 2, severe: 1 } }));
    expect(severe.ok && severe.state.creature.wounds.light).toBe(2);
  });
  it('"You can take as many short rests as you like"', () => {
    expect(shortRests(creature({ stamina: 0 }), 3).stamina).toBe(10);
  });
});

describe("long rest", () => {
  it('"You cannot take a long rest if you are fatally wounded."', () => {
    const out = longRest(creature({ wounds: { fatal: 1 } }), slept);
    expect(out.ok).toBe(false);
    expect(!out.ok && out.reason.code).toBe("fatallyWounded");
  });
  it('"you can only gain the benefits of a long rest twice per day"', () => {
    expect(longRest(creature({ longRestsToday: 2 }), slept).ok).toBe(false);
    const once = longRest(creature({ longRestsToday: 1 }), slept);
    expect(once.ok && once.state.creature.longRestsToday).toBe(2);
    expect(newDay(creature({ longRestsToday: 2 })).longRestsToday).toBe(0);
  });
  it('"you cannot benefit from a long rest if you have not slept a full night\'s sleep within 24 hours of the end of the rest"', () => {
    const out = longRest(creature(), { sleptWithin24h: false });
    expect(!out.ok && out.reason.code).toBe("noSleep");
  });
  it('"If you are exhausted, you are no longer exhausted and recover all stamina and mana, but gain no other benefits"', () => {
    const c = creature({ exhausted: true, fatigue: 6, stamina: 0, mana: 0, wounds: { light: 2 } });
    const out = longRest(c, { ...slept, recoveryCheck: 20 });
    expect(out.ok && out.state.creature).toMatchObject({ exhausted: false, fatigue: 6, stamina: 4, mana: 5 });
    expect(out.ok && out.state.creature.wounds.light).toBe(2);
  });
  it('"If you are lightly or moderately wounded, you heal all light wounds."', () => {
    const out = longRest(creature({ wounds: { light: 3, moderate: 1 } }), slept);
    expect(out.ok && out.state.creature.wounds).toMatchObject({ light: 0, moderate: 1 });
  });
  it('"your fatigue is reduced by 5 + your Vitality - your highest wound level … to a minimum of 1 if you are not wounded or 0 if you are"', () => {
    expect(fatigueRecovery(0, 0)).toBe(5);
    expect(fatigueRecovery(1, 2)).toBe(4);
    expect(fatigueRecovery(-5, 0)).toBe(1);
    expect(fatigueRecovery(-5, 3)).toBe(0);
    const out = longRest(creature({ fatigue: 4, attributes: { vitality: 1 }, wounds: { severe: 1 } }), slept);
    expect(out.ok && out.state.creature.fatigue).toBe(1);
  });
  it('"If you are wounded, make one recovery check to heal a wound." then "Recover all stamina and mana."', () => {
    const c = creature({ stamina: 1, mana: 0, wounds: { severe: 1 } });
    const out = longRest(c, { ...slept, recoveryCheck: 0 });
    expect(out.ok && out.state.creature.wounds).toMatchObject({ severe: 0, moderate: 1 });
    expect(out.ok && out.state.creature).toMatchObject({ stamina: 10, mana: 5 });
  });
  it('tending: "substituting your check result for their recovery check if it is higher"', () => {
    const c = creature({ wounds: { critical: 1 } });
    const out = longRest(c, { ...slept, recoveryCheck: -3, tending: 5 });
    expect(out.ok && out.state.log.recovery?.healed).toEqual({ from: "critical", to: "severe" });
  });
  it('judged on "your condition when you start the rest" by default, or bullet by bullet with the setting', () => {
    // Only light wounds: by the start condition the creature is wounded (fatigue reduction uses level 1).
    const c = creature({ wounds: { light: 1 }, fatigue: 6, attributes: { vitality: -4 } });
    const start = longRest(c, slept);
    expect(start.ok && start.state.log.fatigueRecovered).toBe(0);
    const sequential = longRest(c, slept, { ...DEFAULT_WOUNDS_OPTIONS, longRestReads: "sequential" });
    expect(sequential.ok && sequential.state.log.fatigueRecovered).toBe(1);
  });
  it('invested mana "can be retrieved at your option at the end of a long rest"', () => {
    const c = creature({
      mana: 1,
      invested: [
        { id: "a", label: "a", amount: 2, retrieve: "longRest" },
        { id: "b", label: "b", amount: 2, retrieve: "effectEnds" },
      ],
    });
    const out = longRest(c, { ...slept, retrieve: ["a", "b"] });
    expect(out.ok && out.state.log.retrieved).toEqual(["a"]);
    expect(out.ok && out.state.creature.mana).toBe(3);
  });
});

describe("interrupting a rest", () => {
  it('"Any action that requres spending stamina or mana interrupts a rest." and tending "counts as strenuous activity"', () => {
    expect(interruptsRest({ stamina: 1 })).toBe(true);
    expect(interruptsRest({ mana: 1 })).toBe(true);
    expect(interruptsRest({ tending: true })).toBe(true);
    expect(interruptsRest({})).toBe(false);
  });
  it('"provided that the interruption lasts no more than half an hour, you may resume the long rest … by adding an extra hour"', () => {
    expect(interruptLongRest(120, 30)).toMatchObject({ canResume: true, minutesLeftIfResumed: 360 + 60 });
    expect(interruptLongRest(120, 31).canResume).toBe(false);
  });
  it('"If a long rest is interrupted after at least 15 minutes, then you may apply all the benefits associated with a short rest for every 15 minutes that have passed."', () => {
    expect(interruptLongRest(14, 60).shortRests).toBe(0);
    expect(interruptLongRest(15, 60).shortRests).toBe(1);
    expect(interruptLongRest(100, 60).shortRests).toBe(6);
  });
});

describe("an interrupted long rest resolved (decision 249)", () => {
  const tired = creature({ stamina: 0, wounds: { light: 3, moderate: 1 } });
  it.each([
    [120, 30, { kind: "resumed", minutesLeft: 420 }],
    [0, 0, { kind: "resumed", minutesLeft: 540 }],
    [120, 31, { kind: "refused", reason: "tooLong" }],
  ] as const)(
    '"provided that the interruption lasts no more than half an hour, you may resume … by adding an extra hour": rested %i, interrupted %i',
    (rested, lasted, expected) => {
      expect(resolveInterruptedLongRest(tired, rested, lasted, "resume")).toEqual(expected);
    },
  );
  it('"you may apply all the benefits associated with a short rest for every 15 minutes that have passed": 45 minutes, 3 short rests', () => {
    const out = resolveInterruptedLongRest(tired, 45, 120, "giveUp");
    expect(out).toEqual({ kind: "shortRests", count: 3, creature: shortRests(tired, 3) });
    // Half of 10, twice, fills the stamina; each short rest removes one light wound ("lightly or moderately wounded").
    expect(out.kind === "shortRests" && out.creature.stamina).toBe(10);
    expect(out.kind === "shortRests" && out.creature.wounds.light).toBe(0);
  });
  it('"If a long rest is interrupted after at least 15 minutes": 14 minutes rested give nothing', () => {
    expect(resolveInterruptedLongRest(tired, 14, 5, "giveUp")).toEqual({ kind: "refused", reason: "tooShort" });
  });
});

describe("sleep", () => {
  it('"Most characters require 8 hours of sleep minus half an hour for each point of Vitality"', () => {
    expect(sleepHoursNeeded(0)).toBe(8);
    expect(sleepHoursNeeded(3)).toBe(6.5);
    expect(sleepHoursNeeded(-2)).toBe(9);
    expect(sleepHoursNeeded(2, 1)).toBe(8);
  });
});
