import { describe, expect, it } from "vitest";
import { createRng } from "../../../../module/engine/core/dice/rng.ts";
import type { MomentumFighter, MomentumFighterSpec } from "../../../../module/engine/rulesets/momentum/sim/fighter.ts";
import { momentumSkirmish } from "../../../../module/engine/rulesets/momentum/sim/skirmish.ts";
import { initiativeScore } from "../../../../module/engine/rulesets/momentum/turns/initiative.ts";
import { partyDown } from "../../../../module/engine/sim/fight.ts";
import { MOMENTUM_BALANCE, momentumGroup } from "../../../../scripts/balance/momentum.ts";
import { GROUP_SIZE } from "../../../../scripts/balance/report.ts";
import { foe, monster, monsters, party } from "./fixtures.ts";

/** Whole fights take a while on a busy machine: room for the heavier cases (not a timing assertion). */
const SLOW = 120_000;

interface Step {
  readonly who: string;
  readonly ap: number;
  readonly wp: number;
  readonly defending: boolean;
  readonly vitality: readonly number[];
}

function watched(partySpecs: readonly MomentumFighterSpec[], foes: readonly MomentumFighterSpec[], seed: number) {
  const steps: Step[] = [];
  const result = momentumSkirmish(partySpecs, foes, createRng(seed), {
    afterAction: (f: MomentumFighter, all) =>
      steps.push({
        who: f.spec.name,
        ap: f.economy.ap,
        wp: f.wp,
        defending: f.actor.conditions.active["defending"] !== undefined,
        vitality: all.map((x) => x.actor.creature.vitality.value),
      }),
  });
  return { result, steps };
}

const threat = (name: string) => (monster(name).system as unknown as { threat: string }).threat;

// The engine's `momentum` skirmish, played with the balance script's reference party and pack monsters.
describe("momentum simulated skirmish", () => {
  it("repeats exactly for a seed: same result, same pools and Vitality after every action", () => {
    const guards = momentumGroup(monster("Town Guard"));
    expect(watched(party(), guards, 7)).toEqual(watched(party(), guards, 7));
    expect(watched(party(), guards, 7).steps).not.toEqual(watched(party(), guards, 8).steps);
  });

  it(
    "always ends: a fight still going at the round cap is a draw at that round",
    () => {
      const result = momentumSkirmish(party(), momentumGroup(monster("Knight Errant")), createRng(3), {
        maxRounds: 1,
      });
      expect(result).toMatchObject({ winner: "draw", rounds: 1 });
      for (const m of monsters) expect(MOMENTUM_BALANCE.against(m).fight(createRng(1)).rounds).toBeLessThanOrEqual(30);
    },
    SLOW,
  );

  it('"The creature with the highest Initiative goes first": the Archer (Instinct 14 × 2 + Grace 1) acts first', () => {
    const all = [...party(), ...momentumGroup(monster("Town Guard"))];
    const scores = all.map((f) => initiativeScore(f.actor.creature));
    const first = watched(party(), momentumGroup(monster("Town Guard")), 1).steps[0];
    expect(first?.who).toBe(all[scores.indexOf(Math.max(...scores))]?.name);
    expect(first?.who).toBe("Archer");
  });

  it('"three Action Points (AP) during their turn": an Attack (2 AP) leaves 1, never below 0; WP never below 0', () => {
    for (const name of ["Town Guard", "Cult Priest", "Young Red Dragon"]) {
      const { steps } = watched(party(), momentumGroup(monster(name)), 2);
      expect(steps.length, name).toBeGreaterThan(0);
      for (const s of steps) {
        expect(s.ap).toBeGreaterThanOrEqual(0);
        expect(s.ap).toBeLessThanOrEqual(1);
        expect(s.wp).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it("an Ability costs its WP: the Mage's Fire Bolts (2 WP each) spend its 12 WP, then it fights with its staff", () => {
    const { steps } = watched(party(), momentumGroup(monster("Knight Errant")), 4);
    const mage = steps.filter((s) => s.who === "Mage").map((s) => s.wp);
    expect(mage.slice(0, 6)).toEqual([10, 8, 6, 4, 2, 0]);
    expect(mage.slice(6).every((wp) => wp === 0)).toBe(true);
  });

  it('Defend: "Attack rolls against you have disadvantage" is taken when no attack can hurt the target', () => {
    const immune = foe("Town Guard", "pc0", (s) => ({ ...s, affinities: { ...s.affinities, immune: ["chemical"] } }));
    const { steps } = watched([immune], [foe("Acid Slime")], 1);
    const slime = steps.filter((s) => s.who === "Acid Slime");
    expect(slime.length).toBeGreaterThan(0);
    expect(slime.every((s) => s.defending)).toBe(true);
  });

  it(
    "a lone minion loses to the reference party, every seed",
    () => {
      for (let seed = 1; seed <= 20; seed++) {
        const result = momentumSkirmish(party(), [foe("Giant Rat")], createRng(seed));
        expect(result.winner, `seed ${seed}`).toBe("party");
        expect(partyDown(result)).toBe(0);
      }
    },
    SLOW,
  );

  it("groups are four standard monsters' worth: 8 minions, 4 standards, 2 elites, 1 boss", () => {
    for (const m of monsters) expect(momentumGroup(m)).toHaveLength(GROUP_SIZE[threat(m.name)] ?? 0);
  });
});
