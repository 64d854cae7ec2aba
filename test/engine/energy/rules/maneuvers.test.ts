import { describe, expect, it } from "vitest";
import {
  applyAttackOutcome,
  applyManeuverOutcome,
  escapes,
  flingDisarmedWeapon,
  releaseHold,
  surprise,
} from "../../../../module/engine/rulesets/energy/attack/consequences.ts";
import {
  fortitudeSaves,
  MANEUVERS,
  maneuverOpening,
  resolveManeuver,
  whyManeuverNotAllowed,
} from "../../../../module/engine/rulesets/energy/attack/maneuvers.ts";
import { resolveMelee } from "../../../../module/engine/rulesets/energy/attack/melee.ts";
import { readAttackRoll } from "../../../../module/engine/rulesets/energy/dice/d20.ts";
import { energyAtBoundary } from "../../../../module/engine/rulesets/energy/economy/boundary.ts";
import { conditionsInForce } from "../../../../module/engine/rulesets/energy/economy/status.ts";
import { actor, combatant, withConditions } from "../fixtures.ts";

const ok = { attackerSize: "medium", targetSize: "medium", targetFacesAttacker: true } as const;

describe("Combat Maneuvers, the table", () => {
  it.each([
    [
      "trip",
      "meleeAttack",
      true,
      1,
      "Trip: You make a melee attack … with -5 AV … The target cannot be more than one Size Category larger",
    ],
    [
      "disarm",
      "meleeAttack",
      true,
      Infinity,
      "Disarm: You make a melee attack against an opponent which is facing you with -5 AV",
    ],
    [
      "restrain",
      "unarmedAttack",
      false,
      0,
      "Restrain: You make an Unarmed attack … The target cannot be a larger Size Category",
    ],
    [
      "push",
      "unarmedAttack",
      true,
      0,
      "Push: You make an Unarmed Attack … The target cannot be a larger Size Category",
    ],
  ] as const)(
    "%s: %s, Fortitude roll %s, target up to %s sizes larger — %s",
    (id, attack, fortitude, larger, _seed) => {
      expect(MANEUVERS[id]).toMatchObject({ attack, fortitudeRoll: fortitude, largerBy: larger, avPenalty: 5 });
    },
  );

  it('"cannot be more than one Size Category larger", "an opponent which is facing you", "Light weapons may not Disarm Heavy"', () => {
    expect(whyManeuverNotAllowed("trip", { ...ok, targetSize: "large" })).toBeUndefined();
    expect(whyManeuverNotAllowed("trip", { ...ok, targetSize: "huge" })?.code).toBe("targetTooLarge");
    expect(whyManeuverNotAllowed("push", { ...ok, targetSize: "large" })?.code).toBe("targetTooLarge");
    expect(whyManeuverNotAllowed("restrain", { ...ok, targetSize: "small" })).toBeUndefined();
    expect(whyManeuverNotAllowed("disarm", { ...ok, targetFacesAttacker: false })?.code).toBe("targetNotFacing");
    expect(whyManeuverNotAllowed("disarm", { ...ok, attackerWeapon: "light", targetWeapon: "heavy" })?.code).toBe(
      "lightVsHeavy",
    );
  });

  it('"If you perform a Combat Maneuver which is not a Swift Attack against a target that is not Exposed, you become Unguarded and the target has Advantage"', () => {
    expect(maneuverOpening(false, false)).toEqual({ attackerUnguarded: true, targetAdvantage: true });
    expect(maneuverOpening(true, false)).toEqual({ attackerUnguarded: false, targetAdvantage: false });
    expect(maneuverOpening(false, true)).toEqual({ attackerUnguarded: false, targetAdvantage: false });
  });
});

describe("Combat Maneuvers, resolved", () => {
  it('"the target makes a Fortitude roll which must be higher than your AV (without the -5) to succeed"', () => {
    expect(fortitudeSaves(18, 17, false)).toBe(true);
    expect(fortitudeSaves(17, 17, false)).toBe(false);
    expect(fortitudeSaves(17, 17, true)).toBe(true);
  });

  it('Trip: "If the Saving Throw fails the target is knocked Prone."', () => {
    expect(resolveManeuver("trip", { hit: true, fortitude: 12, av: 17, defenderWinsTies: false }).targetProne).toBe(
      true,
    );
    expect(resolveManeuver("trip", { hit: true, fortitude: 20, av: 17, defenderWinsTies: false }).targetProne).toBe(
      false,
    );
    expect(resolveManeuver("trip", { hit: false, av: 17, defenderWinsTies: false }).targetProne).toBe(false);
  });

  it('Disarm: "the target drops its weapon … If the weapon is not Heavy, you may also spend 1 Agility to fling the weapon"', () => {
    expect(
      resolveManeuver("disarm", { hit: true, fortitude: 3, av: 17, defenderWinsTies: false, targetWeapon: "light" }),
    ).toMatchObject({
      targetDisarmed: true,
      flingable: true,
    });
    expect(
      resolveManeuver("disarm", { hit: true, fortitude: 3, av: 17, defenderWinsTies: false, targetWeapon: "heavy" })
        .flingable,
    ).toBe(false);
    const flung = flingDisarmedWeapon(actor(), combatant(5, 2));
    expect(flung.ok && flung.state.combatant.economy.pools.agility).toBe(1);
    expect(flingDisarmedWeapon(withConditions(actor(), ["slowed"]), combatant(5, 2)).ok).toBe(false);
  });

  it('Restrain: "If the attack hits, then the target is Held and you are Holding them"', () => {
    const out = resolveManeuver("restrain", { hit: true, av: 17, defenderWinsTies: false });
    expect(out.targetRestrained).toBe(true);
    const sides = applyManeuverOutcome({ attacker: actor(), target: actor() }, out, { attackerUnguarded: false }, 1);
    expect([...conditionsInForce(sides.target)].sort()).toEqual(["exposed", "restrained"]);
    expect([...conditionsInForce(sides.attacker)].sort()).toEqual(["restraining", "slowed"]);
    const freed = releaseHold(sides);
    expect(conditionsInForce(freed.target).size).toBe(0);
    expect(conditionsInForce(freed.attacker).size).toBe(0);
  });

  it('"You may attempt to escape from what is restraining you": an escape frees a Fully Restrained target of both (decision 111)', () => {
    const target = withConditions(actor(), ["fullyRestrained"]);
    expect([...conditionsInForce(target)].sort()).toEqual(["exposed", "fullyRestrained", "restrained"]);
    const freed = releaseHold({ attacker: actor(), target });
    expect(conditionsInForce(freed.target).size).toBe(0);
  });

  it('Push: "the target is Unguarded and pushed 1 meter"; "If the target succeeds … you become Unguarded"; after a Sprint "up to 3m"', () => {
    expect(resolveManeuver("push", { hit: true, fortitude: 5, av: 17, defenderWinsTies: false })).toMatchObject({
      targetUnguarded: true,
      pushed: 1,
    });
    expect(
      resolveManeuver("push", { hit: true, fortitude: 5, av: 17, defenderWinsTies: false, sprintedFrom: 3 }).pushed,
    ).toBe(3);
    expect(
      resolveManeuver("push", { hit: true, fortitude: 5, av: 17, defenderWinsTies: false, sprintedFrom: 2 }).pushed,
    ).toBe(1);
    expect(
      resolveManeuver("push", { hit: true, fortitude: 25, av: 17, defenderWinsTies: false }).attackerUnguarded,
    ).toBe(true);
  });

  it('Restrained escape: "contested by the Arm Strength Check or Fortitude roll of the restrainer (or contested by a DC …)"', () => {
    expect(escapes(15, { contest: 14 })).toBe(true);
    expect(escapes(14, { contest: 14 })).toBe(false);
    expect(escapes(14, { dc: 14 })).toBe(true);
  });
});

describe("what attacks leave on both sides", () => {
  it('"1-3 You become Exposed (until the end of the next Round)"; a Critical Hit Exposes the target', () => {
    const fumble = resolveMelee({ av: 17, combat: readAttackRoll(2), defenseRoll: 30, defenderWinsTies: false });
    const sides = applyAttackOutcome({ attacker: actor(), target: actor() }, fumble, 1);
    const end1 = energyAtBoundary(sides.attacker, combatant(), { kind: "roundEnd", round: 1 });
    expect(conditionsInForce(end1.actor).has("exposed")).toBe(true);
    expect(energyAtBoundary(end1.actor, combatant(), { kind: "roundEnd", round: 2 }).expired).toEqual(["exposed"]);
    const crit = resolveMelee({ av: 17, combat: readAttackRoll(20), defenseRoll: 30, defenderWinsTies: false });
    const hit = applyAttackOutcome({ attacker: actor(), target: actor() }, crit, 1);
    expect(energyAtBoundary(hit.target, combatant(), { kind: "roundEnd", round: 1 }).expired).toEqual(["exposed"]);
  });

  it('"Performing a Combat Maneuver when the target is not Exposed" makes you Unguarded', () => {
    const out = resolveManeuver("trip", { hit: false, av: 17, defenderWinsTies: false });
    const sides = applyManeuverOutcome({ attacker: actor(), target: actor() }, out, maneuverOpening(false, false), 1);
    expect(conditionsInForce(sides.attacker).has("unguarded")).toBe(true);
  });

  it('Surprise: "the surprised party is Surprised until the end of the first Round of combat … Unguarded"', () => {
    const s = surprise(actor());
    expect([...conditionsInForce(s)].sort()).toEqual(["exposed", "surprised", "unguarded"]);
    const after = energyAtBoundary(s, combatant(), { kind: "roundEnd", round: 1 });
    expect(conditionsInForce(after.actor).size).toBe(0);
  });
});
