import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roundEnd } from "../../../../module/engine/core/turns/boundary.ts";
import { bonusAtBoundary } from "../../../../module/engine/rulesets/bonus/economy/boundary.ts";
import { newBonusCombatant } from "../../../../module/engine/rulesets/bonus/economy/combatant.ts";
import { recoveryPhase } from "../../../../module/engine/rulesets/bonus/economy/recovery.ts";
import { recoverVigor, spendVigor } from "../../../../module/engine/rulesets/bonus/economy/vigor.ts";
import { actor, creature } from "./fixtures.ts";

describe("recovery phase", () => {
  it.each([
    [4, 0],
    [5, 1],
    [12, 2],
    [15, 3],
    [24, 4],
  ])('"You\'ll recover 1 point of Vigor for every 5 points of Stamina": Stamina %i recovers %i', (stamina, gained) => {
    const done = recoveryPhase(actor({}, { stamina, vigor: { value: 0, max: 30 } }), 1);
    expect(done.log.vigor).toBe(gained);
    expect(done.actor.creature.vigor.value).toBe(gained);
  });

  it("Vigor is capped at its max", () => {
    const done = recoveryPhase(actor({}, { stamina: 20, vigor: { value: 18, max: 20 } }), 1);
    expect(done.actor.creature.vigor.value).toBe(20);
    expect(done.log.vigor).toBe(2);
  });

  it('Winded "remains until you recover at least 5 points of Vigor" (counted across rounds)', () => {
    let a = actor({}, { stamina: 10, winded: true, vigor: { value: 0, max: 20 } });
    const rounds: boolean[] = [];
    for (let r = 1; r <= 3; r += 1) {
      a = recoveryPhase(a, r).actor;
      rounds.push(a.creature.winded);
    }
    expect(rounds).toEqual([true, true, false]);
    expect(a.creature.vigorRecoveredWhileWinded).toBe(0);
  });

  it("Vigor regained by other means counts towards ending Winded too", () => {
    const c = recoverVigor(creature({ winded: true, vigor: { value: 0, max: 20 }, vigorRecoveredWhileWinded: 2 }), 3);
    expect(c.winded).toBe(false);
    const capped = recoverVigor(
      creature({ winded: true, vigor: { value: 2, max: 4 }, vigorRecoveredWhileWinded: 0 }),
      9,
    );
    expect(capped).toMatchObject({ winded: true, vigorRecoveredWhileWinded: 2 });
  });

  it('Shock: "will die in a number rounds equal to your Stamina score" (the round it began counts)', () => {
    let a = actor(
      {},
      { stamina: 3, shockRoundsLeft: 3, health: { value: 0, max: 10 }, durability: { value: 0, max: 20 } },
    );
    const log: (number | undefined)[] = [];
    for (let r = 1; r <= 3; r += 1) {
      const done = recoveryPhase(a, r);
      a = done.actor;
      log.push(done.log.shockRoundsLeft);
    }
    expect(log).toEqual([2, 1, 0]);
    expect(a.creature.dead).toBe(true);
  });

  it('"If you are stabilized" the countdown stops', () => {
    const done = recoveryPhase(actor({}, { shockRoundsLeft: 1, stabilized: true }), 4);
    expect(done.actor.creature.dead).toBe(false);
    expect(done.actor.creature.shockRoundsLeft).toBe(1);
  });

  it("the dead recover nothing", () => {
    const dead = actor({}, { dead: true, vigor: { value: 0, max: 20 } });
    expect(recoveryPhase(dead, 1).actor).toBe(dead);
  });

  it('Durability and Mana recover only "if you have a special ability"; Wounded creatures "no longer recover Durability"', () => {
    const gifted = actor(
      { durabilityRecovery: 3, manaRecovery: 2 },
      { durability: { value: 10, max: 20 }, mana: { value: 9, max: 10 } },
    );
    expect(recoveryPhase(gifted, 1).log).toMatchObject({ durability: 3, mana: 1 });
    const wounded = actor({ durabilityRecovery: 3 }, { durability: { value: 0, max: 20 } });
    expect(recoveryPhase(wounded, 1).log.durability).toBe(0);
    expect(recoveryPhase(actor(), 1).log).toMatchObject({ durability: 0, mana: 0 });
  });

  it("the Combat's round end runs the recovery phase for each combatant", () => {
    const done = bonusAtBoundary(
      actor({}, { stamina: 10, vigor: { value: 5, max: 20 } }),
      newBonusCombatant("me"),
      roundEnd(2),
    );
    expect(done.recovery?.vigor).toBe(2);
    expect(done.actor.creature.vigor.value).toBe(7);
  });

  it("property: Vigor never exceeds max nor drops below 0 through spends and recoveries", () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant("spend" as const), n: fc.integer({ min: 0, max: 15 }) }),
      fc.record({ kind: fc.constant("recover" as const), n: fc.integer({ min: 0, max: 15 }) }),
      fc.record({ kind: fc.constant("round" as const), n: fc.integer({ min: 0, max: 40 }) }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 30 }),
        fc.array(step, { maxLength: 25 }),
        (start, max, steps) => {
          let a = actor({}, { vigor: { value: Math.min(start, max), max } });
          for (const s of steps) {
            if (s.kind === "spend") {
              const spent = spendVigor(a.creature, s.n);
              a = { ...a, creature: spent.state };
              if (spent.ok && s.n > 0 && a.creature.vigor.value === 0) expect(a.creature.winded).toBe(true);
            } else if (s.kind === "recover") a = { ...a, creature: recoverVigor(a.creature, s.n) };
            else a = recoveryPhase({ ...a, creature: { ...a.creature, stamina: s.n } }, 1).actor;
            expect(a.creature.vigor.value).toBeGreaterThanOrEqual(0);
            expect(a.creature.vigor.value).toBeLessThanOrEqual(max);
          }
        },
      ),
    );
  });
});
