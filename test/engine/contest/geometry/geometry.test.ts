import { describe, expect, it } from "vitest";
import { coverFromFraction } from "../../../../module/engine/rulesets/contest/geometry/cover.ts";
import { flankingPair, isFlanked, type Flanker } from "../../../../module/engine/rulesets/contest/geometry/flanking.ts";
import { provokesOpportunityAttack } from "../../../../module/engine/rulesets/contest/geometry/opportunity.ts";
import {
  creatureReachMetres,
  NATURAL_REACH_M,
  reachMetres,
  withinReach,
} from "../../../../module/engine/rulesets/contest/geometry/reach.ts";
import { actor } from "../fixtures.ts";

const foe = { x: 1, y: 1, width: 1, height: 1 };
const at = (x: number, y: number, over: Partial<Flanker> = {}): Flanker => ({
  centre: { x, y },
  hasFoeInReach: true,
  able: true,
  ...over,
});

describe('flanking: "one could draw a straight line and connect all three characters"', () => {
  it("two allies on opposite sides flank; two allies on the same side do not", () => {
    expect(isFlanked(foe, [at(0.5, 1.5), at(2.5, 1.5)])).toBe(true);
    expect(isFlanked(foe, [at(0.5, 0.5), at(2.5, 2.5)])).toBe(true);
    expect(isFlanked(foe, [at(0.5, 1.5), at(1.5, 0.5)])).toBe(false);
  });
  it('"have a foe in their reach": an ally out of reach, or unable to act, does not count', () => {
    expect(isFlanked(foe, [at(0.5, 1.5), at(2.5, 1.5, { hasFoeInReach: false })])).toBe(false);
    expect(isFlanked(foe, [at(0.5, 1.5), at(2.5, 1.5, { able: false })])).toBe(false);
  });
  it("the pair is reported by the allies' own indices", () => {
    expect(flankingPair(foe, [at(5, 5, { able: false }), at(0.5, 1.5), at(1.5, 0.5), at(2.5, 1.5)])).toEqual([1, 3]);
  });
});

describe("cover from the share of the body an obstacle protects", () => {
  it.each([
    [0, undefined],
    [0.49, undefined],
    [0.5, "low"],
    [0.74, "low"],
    [0.75, "high"],
    [0.99, "high"],
    [1, "full"],
  ])('"at least half" low, "at least three-quarters" high, "completely" full: %d → %s', (fraction, level) => {
    expect(coverFromFraction(fraction)).toBe(level);
  });
});

describe("reach (Fray: 1 m unless the weapon says more)", () => {
  it("natural reach 1 m; a spear with 2 m reaches 2 m", () => {
    expect(NATURAL_REACH_M).toBe(1);
    expect(withinReach(1, reachMetres())).toBe(true);
    expect(withinReach(2, reachMetres())).toBe(false);
    expect(withinReach(2, reachMetres(2))).toBe(true);
  });

  it("a creature reaches with its longest equipped melee weapon, else naturally (decision 20)", () => {
    const spear = { equipped: true, ranged: false, reach: 2 };
    expect(creatureReachMetres([])).toBe(NATURAL_REACH_M);
    expect(creatureReachMetres([{ ...spear, equipped: false }])).toBe(NATURAL_REACH_M);
    expect(creatureReachMetres([{ ...spear, ranged: true, reach: 30 }])).toBe(NATURAL_REACH_M);
    expect(creatureReachMetres([{ ...spear, reach: 1 }, spear])).toBe(2);
  });
});

describe('"A creature provokes an opportunity attack when it performs one of the following actions"', () => {
  const move = (inReach: boolean[], over: { willing?: boolean; teleport?: boolean } = {}) =>
    ({ kind: "move", willing: over.willing ?? true, teleport: over.teleport ?? false, inReach }) as const;
  it('"Characters that willingly move within a foe\'s reach or leave it"', () => {
    expect(provokesOpportunityAttack(actor(), move([true, false]))).toEqual({ provokes: true, reason: "leftReach" });
    expect(provokesOpportunityAttack(actor(), move([false, true]))).toEqual({ provokes: true, reason: "moveInReach" });
    expect(provokesOpportunityAttack(actor(), move([true, true]))).toEqual({ provokes: true, reason: "moveInReach" });
    expect(provokesOpportunityAttack(actor(), move([false, false, false])).provokes).toBe(false);
    expect(provokesOpportunityAttack(actor(), move([true])).provokes).toBe(false);
  });
  it("world setting: only leaving a reach provokes", () => {
    const leaving = { untrainedArmor: "bane", moveProvokes: "leavingOnly", bodyManeuversNeedReach: true } as const;
    expect(provokesOpportunityAttack(actor(), move([false, true]), leaving).provokes).toBe(false);
    expect(provokesOpportunityAttack(actor(), move([true, true, false]), leaving).provokes).toBe(true);
  });
  it('"a character doesn\'t provoke an opportunity attack when being pushed or falling past a foe"', () => {
    expect(provokesOpportunityAttack(actor(), move([true, false], { willing: false }))).toEqual({
      provokes: false,
      reason: "unwilling",
    });
  });
  it('"avoid provoking … by taking the Disengage action or moving through means of teleportation"', () => {
    expect(provokesOpportunityAttack(actor({}, ["disengaged"]), move([true, false])).reason).toBe("disengaged");
    expect(provokesOpportunityAttack(actor(), move([true, false], { teleport: true })).reason).toBe("teleport");
  });
  it('"Cast a Spell. Characters that cast spells which don\'t have the Melee Attack trait"', () => {
    expect(provokesOpportunityAttack(actor(), { kind: "castSpell", meleeAttackTrait: false }).provokes).toBe(true);
    expect(provokesOpportunityAttack(actor(), { kind: "castSpell", meleeAttackTrait: true }).provokes).toBe(false);
  });
  it('"Stand Up. Characters standing up to end the Prone condition"', () => {
    expect(provokesOpportunityAttack(actor({}, ["disengaged"]), { kind: "standUp" }).provokes).toBe(true);
  });
});
