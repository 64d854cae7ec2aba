import { describe, expect, it } from "vitest";
import { createRng } from "../../../../module/engine/core/dice/rng.ts";
import type { WoundsFighter, WoundsFighterSpec } from "../../../../module/engine/rulesets/wounds/sim/fighter.ts";
import { woundsSkirmish } from "../../../../module/engine/rulesets/wounds/sim/skirmish.ts";
import { partyDown } from "../../../../module/engine/sim/fight.ts";
import { GROUP_SIZE } from "../../../../scripts/balance/report.ts";
import { WOUNDS_BALANCE, woundsGroup, woundsLabels } from "../../../../scripts/balance/wounds.ts";
import { foe, monster, monsters, party } from "./fixtures.ts";

/** Whole fights take a while on a busy machine: room for the heavier cases (not a timing assertion). */
const SLOW = 120_000;

interface Step {
  readonly who: string;
  readonly ap: number;
  readonly maxAp: number;
  readonly initiative: number;
  readonly highest: number;
  readonly defending: boolean;
  readonly wounds: readonly number[];
}

function watched(partySpecs: readonly WoundsFighterSpec[], foes: readonly WoundsFighterSpec[], seed: number) {
  const steps: Step[] = [];
  const result = woundsSkirmish(partySpecs, foes, createRng(seed), {
    afterAction: (f: WoundsFighter, all) =>
      steps.push({
        who: f.spec.name,
        ap: f.ap,
        maxAp: f.plan.maxAp,
        initiative: f.initiative,
        highest: Math.max(...all.map((x) => x.initiative)),
        defending: f.actor.conditions.active["defending"] !== undefined,
        wounds: all.map((x) => Object.values(x.actor.creature.wounds).reduce((s, n) => s + n, 0)),
      }),
  });
  return { result, steps };
}

// The engine's `wounds` skirmish, played with the balance script's reference party and pack monsters.
describe("wounds simulated skirmish", () => {
  it("repeats exactly for a seed: same result, same AP and wounds after every action", () => {
    const guards = woundsGroup(monster("Town Guard"));
    expect(watched(party(), guards, 7)).toEqual(watched(party(), guards, 7));
    expect(watched(party(), guards, 7).steps).not.toEqual(watched(party(), guards, 8).steps);
  });

  it(
    "always ends: a fight still going at the round cap is a draw at that round",
    () => {
      const result = woundsSkirmish(party(), woundsGroup(monster("Knight Captain")), createRng(3), { maxRounds: 1 });
      expect(result).toMatchObject({ winner: "draw", rounds: 1 });
      for (const m of monsters) expect(WOUNDS_BALANCE.against(m).fight(createRng(1)).rounds).toBeLessThanOrEqual(30);
    },
    SLOW,
  );

  it('"participants act in descending order of initiative scores": the first to act has the highest score', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const first = watched(party(), woundsGroup(monster("Wolf")), seed).steps[0];
      expect(first?.initiative, `seed ${seed}`).toBe(first?.highest);
    }
  });

  it('AP: "any AP gained in excess of your max AP … is lost", an attack never spends more than there is', () => {
    for (const name of ["Town Guard", "Wolf", "Ogre"]) {
      const { steps } = watched(party(), woundsGroup(monster(name)), 2);
      expect(steps.length, name).toBeGreaterThan(0);
      for (const s of steps) {
        expect(s.ap).toBeGreaterThanOrEqual(0);
        expect(s.ap).toBeLessThanOrEqual(s.maxAp);
      }
    }
  });

  it("a spell's mana is spent as it is cast, never past what the caster has: then it fights with its weapon", () => {
    const spent: { mana: number; ap: number }[] = [];
    const adept = foe("Cultist Adept", "m0", (s) => ({ ...s, mana: { value: 3, max: 11 } }));
    const start = adept.actor.creature.mana;
    let weaponAfterMana = 0;
    for (let seed = 1; seed <= 10; seed++) {
      let before = start;
      woundsSkirmish(party(), [adept], createRng(seed), {
        afterAction: (f) => {
          if (f.spec !== adept) return;
          const mana = f.actor.creature.mana;
          spent.push({ mana: before - mana, ap: f.ap });
          if (mana === before && mana < 2) weaponAfterMana++;
          before = mana;
        },
      });
    }
    const costs = new Set((adept.spells ?? []).map((s) => s.mana));
    expect(spent.some((s) => s.mana > 0)).toBe(true);
    for (const s of spent) expect(s.mana === 0 || costs.has(s.mana)).toBe(true);
    expect(weaponAfterMana).toBeGreaterThan(0);
  });

  it("Defend is taken when no attack can wound the target", () => {
    const wall = foe("Town Guard", "pc0", (s) => ({ ...s, toughnessBonus: 500 }));
    const { steps } = watched([wall], [foe("Wolf")], 1);
    const wolf = steps.filter((s) => s.who === "Wolf");
    expect(wolf.length).toBeGreaterThan(0);
    expect(wolf.every((s) => s.defending)).toBe(true);
  });

  it(
    "a lone minion loses to the reference party, every seed",
    () => {
      for (let seed = 1; seed <= 20; seed++) {
        const result = woundsSkirmish(party(), [foe("Giant Rat")], createRng(seed));
        expect(result.winner, `seed ${seed}`).toBe("party");
        expect(partyDown(result)).toBe(0);
      }
    },
    SLOW,
  );

  it("groups are four standard monsters' worth: 8 minions, 4 standards, 2 elites, a special elite alone", () => {
    for (const m of monsters) expect(woundsGroup(m)).toHaveLength(GROUP_SIZE[woundsLabels(m).threat] ?? 0);
    expect(woundsGroup(monster("Young Red Dragon"))).toHaveLength(1);
    expect(woundsGroup(monster("Ogre"))).toHaveLength(2);
  });
});
