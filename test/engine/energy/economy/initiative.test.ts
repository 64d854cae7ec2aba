import { describe, expect, it } from "vitest";
import {
  challengerWins,
  initiativeAvailable,
  initiativeBonus,
  race,
  raceOrder,
  resolveChallenge,
  useInitiativeRoll,
  type InitiativeStanding,
} from "../../../../module/engine/rulesets/energy/economy/initiative.ts";
import {
  interruptResult,
  whySwiftAttackNotAllowed,
} from "../../../../module/engine/rulesets/energy/economy/interrupts.ts";
import { actionSpec } from "../../../../module/engine/rulesets/energy/economy/actions.ts";
import { energyAtBoundary } from "../../../../module/engine/rulesets/energy/economy/boundary.ts";
import { actor, combatant, creature, withConditions } from "../fixtures.ts";

const rolled = (total: number): InitiativeStanding => ({ kind: "rolled", total });

describe("Initiative", () => {
  it('"You may only roll Initiative once per Round … you automatically fail"; the next Round gives a new roll', () => {
    const first = useInitiativeRoll(combatant());
    expect(first.automaticFailure).toBe(false);
    expect(initiativeAvailable(first.combatant)).toBe(false);
    const second = useInitiativeRoll(first.combatant);
    expect(second.automaticFailure).toBe(true);
    const next = energyAtBoundary(actor(), second.combatant, { kind: "roundStart", round: 2 });
    expect(initiativeAvailable(next.combatant)).toBe(true);
  });

  it('"+1 Initiative" per Martial Proficiency point placed there, on the Initiative skill', () => {
    expect(
      initiativeBonus(
        creature({ initiativeSkill: 2, martial: { level: 3, armStrength: 1, legStrength: 0, initiative: 2 } }),
      ),
    ).toBe(4);
  });

  it('"If your roll is higher, you win the Initiative … If the challenger loses … play continues normally"', () => {
    expect(challengerWins(rolled(15), rolled(12))).toBe(true);
    expect(challengerWins(rolled(12), rolled(12))).toBe(false);
    expect(challengerWins(rolled(8), rolled(12))).toBe(false);
  });

  it('"treat the situation as if you had lost Initiative"; an automatic failure loses too', () => {
    expect(challengerWins(rolled(3), { kind: "declined" })).toBe(true);
    expect(challengerWins(rolled(3), { kind: "automaticFailure" })).toBe(true);
    expect(challengerWins({ kind: "automaticFailure" }, rolled(1))).toBe(false);
    expect(challengerWins({ kind: "declined" }, { kind: "declined" })).toBe(false);
  });

  it('"your one Initiative roll challenges several creatures … you may win … against some … and lose against others"', () => {
    expect(
      resolveChallenge(rolled(14), [
        { id: "orc", standing: rolled(10) },
        { id: "ogre", standing: rolled(17) },
        { id: "goblin", standing: { kind: "automaticFailure" } },
      ]),
    ).toEqual({ orc: "won", ogre: "lost", goblin: "won" });
  });

  it('"a conflict of actions or a race": higher first, a tie is simultaneous', () => {
    expect(race(rolled(9), rolled(4))).toBe("first");
    expect(race(rolled(4), rolled(9))).toBe("second");
    expect(race(rolled(7), rolled(7))).toBe("simultaneous");
    expect(race({ kind: "declined" }, rolled(1))).toBe("second");
  });

  it('"a race to see who accomplishes an instantaneous task first" among several: places, ties together, non-rollers last', () => {
    const racers = [
      { id: "ogre", standing: rolled(9) },
      { id: "vera", standing: rolled(15) },
      { id: "rat", standing: { kind: "declined" } as const },
      { id: "aldo", standing: rolled(9) },
      { id: "bob", standing: { kind: "automaticFailure" } as const },
    ];
    expect(raceOrder(racers)).toEqual([["vera"], ["ogre", "aldo"], ["rat", "bob"]]);
    expect(raceOrder([])).toEqual([]);
  });
});

describe("Immediate Interrupts and Swift Attacks", () => {
  it('"Immediate Interrupts cannot interrupt other Immediate Interrupts … the actions happen simultaneously"', () => {
    expect(interruptResult(actionSpec("agileMove"), false)).toBe("simultaneous");
    expect(interruptResult(actionSpec("meleeAttack"), false)).toBe("interrupts");
  });

  it('"Immediate Interrupts don\'t interrupt rolls … you will still be hit and take damage accordingly"', () => {
    expect(interruptResult(actionSpec("meleeAttack"), true)).toBe("tooLate");
  });

  it('"You may make Swift Attacks against creatures who are Unguarded, completely unaware … or unable to … avoid"', () => {
    const open = withConditions(actor(), ["surprised"]);
    expect(whySwiftAttackNotAllowed(open, "unguarded", true)).toBeUndefined();
    expect(whySwiftAttackNotAllowed(actor(), "unguarded", true)?.code).toBe("swiftAttackNotAllowed");
    expect(whySwiftAttackNotAllowed(actor(), "unaware", false)).toBeUndefined();
    expect(whySwiftAttackNotAllowed(actor(), "cannotAvoid", false)).toBeUndefined();
  });

  it('"When a creature moves through your maximum Reach (and you are facing them), you may make a Swift Attack"', () => {
    expect(whySwiftAttackNotAllowed(actor(), "movesThroughReach", true)).toBeUndefined();
    expect(whySwiftAttackNotAllowed(actor(), "movesThroughReach", false)?.code).toBe("notFacing");
  });
});
