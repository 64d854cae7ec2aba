import { describe, expect, it } from "vitest";
import { applyBonusDamage } from "../../../../module/engine/rulesets/bonus/damage/apply.ts";
import {
  emergencyAid,
  restoreHealth,
  stabilize,
  tickShock,
  unstabilize,
} from "../../../../module/engine/rulesets/bonus/damage/shock.ts";
import { damageStatus, isWounded } from "../../../../module/engine/rulesets/bonus/damage/status.ts";
import { creature, hit } from "./fixtures.ts";

const inShock = (stamina = 3) => applyBonusDamage(creature({ stamina }), { armor: [] }, hit(40)).creature;

describe('"A creature in Shock … will die in a number rounds equal to your Stamina score."', () => {
  it("counts down one round at a time and dies when none are left", () => {
    let c = inShock(2);
    expect(c.shockRoundsLeft).toBe(2);
    c = tickShock(c);
    expect(c).toMatchObject({ shockRoundsLeft: 1, dead: false });
    c = tickShock(c);
    expect(c).toMatchObject({ shockRoundsLeft: undefined, dead: true });
  });
  it("leaves everyone else alone", () => {
    const healthy = creature();
    expect(tickShock(healthy)).toBe(healthy);
  });
});

describe('stabilize: "A creature in shock can be stabilized by making a successful Medicine or Medical Science check VS 20"', () => {
  it('"If you are stabilized, you remain unconscious until you recover at least 1 point of health."', () => {
    const { creature: c, refused } = stabilize(inShock());
    expect(refused).toBeUndefined();
    expect(c).toMatchObject({ stabilized: true, shockRoundsLeft: undefined });
    expect(damageStatus(c)).toMatchObject({ shock: false, stabilized: true, unconscious: true });
    expect(tickShock(c)).toBe(c);
    const woken = restoreHealth(c, 1);
    expect(damageStatus(woken)).toMatchObject({ unconscious: false, stabilized: false });
  });
  it("refuses the healthy and the dead", () => {
    expect(stabilize(creature()).refused).toBe("notInShock");
    expect(stabilize(creature({ dead: true })).refused).toBe("dead");
  });
});

describe("unstabilize (docs/rules/bonus.md decision 25): Stabilized taken back by hand", () => {
  it('back in Shock, "will die in a number rounds equal to your Stamina score" from the start', () => {
    const stable = stabilize(inShock(3)).creature;
    const c = unstabilize(stable);
    expect(c).toMatchObject({ stabilized: false, shockRoundsLeft: 3 });
    expect(damageStatus(c)).toMatchObject({ shock: true, stabilized: false });
  });
  it("the dead and the never-stabilized only lose the mark", () => {
    expect(unstabilize(creature({ dead: true }))).toMatchObject({ stabilized: false, dead: true });
    expect(unstabilize(creature()).shockRoundsLeft).toBeUndefined();
  });
});

describe("healing", () => {
  it("restoreHealth caps at max and ends Shock", () => {
    const c = restoreHealth(inShock(), 50);
    expect(c.health.value).toBe(8);
    expect(c.shockRoundsLeft).toBeUndefined();
  });
  it('emergency aid: "restoring 1d10 Durability" (the roll is passed in), capped at max; it ends Wounded', () => {
    const wounded = creature({ durability: { value: 0, max: 10 } });
    expect(isWounded(wounded)).toBe(true);
    const aided = emergencyAid(wounded, 7);
    expect(aided.durability.value).toBe(7);
    expect(isWounded(aided)).toBe(false);
    expect(emergencyAid(wounded, 50).durability.value).toBe(10);
  });
  it("emergency aid does not end Shock; nothing heals the dead", () => {
    const aided = emergencyAid(inShock(), 5);
    expect(damageStatus(aided).shock).toBe(true);
    const dead = creature({ dead: true });
    expect(emergencyAid(dead, 5)).toBe(dead);
    expect(restoreHealth(dead, 5)).toBe(dead);
  });
});
