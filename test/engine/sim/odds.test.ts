import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { createRng, type Rng } from "../../../module/engine/core/dice/rng.ts";
import { partyDown, type FightResult, type SimRoom } from "../../../module/engine/sim/fight.ts";
import { encounterOdds, startOdds, type Encounter } from "../../../module/engine/sim/odds.ts";
import { BONUS_SIM } from "../../../module/engine/rulesets/bonus/sim/index.ts";
import { ENERGY_SIM } from "../../../module/engine/rulesets/energy/sim/index.ts";
import { MOMENTUM_SIM } from "../../../module/engine/rulesets/momentum/sim/index.ts";
import { BONUS_BALANCE, bonusGear, bonusGroup, bonusParty } from "../../../scripts/balance/bonus.ts";
import { foesOf } from "../../../scripts/balance/report.ts";
import { energyGear, energyGroup, energyParty } from "../../../scripts/balance/energy.ts";
import { momentumGear, momentumGroup, momentumParty } from "../../../scripts/balance/momentum.ts";
import { readPackSources } from "../../../scripts/balance/sources.ts";

interface Toy {
  readonly id: string;
  readonly name: string;
}

/**
 * A room whose fights are read straight off the seed's first draw: the party wins below 0.6, draws below 0.7; the
 * first party member goes down whenever the foes win, to foe `b` when the draw is below 0.9, else to `a`.
 */
const TOY: SimRoom<Toy> = {
  assumptions: ["toy"],
  fight(party, _foes, rng: Rng): FightResult {
    const u = rng.next();
    const winner = u < 0.6 ? "party" : u < 0.7 ? "draw" : "foes";
    const by = winner !== "foes" ? null : u < 0.9 ? "b" : "a";
    return { winner, rounds: 1 + Math.floor(u * 4), downedBy: party.map((_, i) => (i === 0 ? by : null)) };
  },
};
const toyEncounter: Encounter<Toy> = {
  party: [
    { id: "p0", name: "Ann" },
    { id: "p1", name: "Bo" },
  ],
  foes: [
    { id: "a", name: "Wolf A" },
    { id: "b", name: "Wolf B" },
  ],
};

describe("encounter odds (the shared runner)", () => {
  it("tallies wins, draws, rounds and who downed whom, fight i seeded with seed + i", () => {
    const run = startOdds(TOY, toyEncounter, { fights: 400, seed: 11 });
    expect(run.step(400)).toBe(400);
    const odds = run.result();
    const fights = Array.from({ length: 400 }, (_, i) => TOY.fight(toyEncounter.party, [], createRng(11 + i)));
    const wins = fights.filter((f) => f.winner === "party").length;
    const toB = fights.filter((f) => f.downedBy[0] === "b").length;
    expect(odds.fights).toBe(400);
    expect(odds.cancelled).toBe(false);
    expect(odds.win.p).toBe(wins / 400);
    expect(odds.drawRate).toBe(fights.filter((f) => f.winner === "draw").length / 400);
    expect(odds.expectedRounds).toBe(fights.reduce((s, f) => s + f.rounds, 0) / 400);
    expect(odds.expectedDown).toBe(fights.reduce((s, f) => s + partyDown(f), 0) / 400);
    expect(odds.members[0]).toEqual({
      id: "p0",
      name: "Ann",
      downChance: fights.filter((f) => f.downedBy[0] !== null).length / 400,
      mostLikelyBy: { id: "b", name: "Wolf B", chance: toB / 400 },
    });
    expect(odds.members[1]).toEqual({ id: "p1", name: "Bo", downChance: 0 });
    expect(odds.win.low).toBeLessThan(odds.win.p);
    expect(odds.win.high).toBeGreaterThan(odds.win.p);
    expect(odds.assumptions).toEqual(["toy"]);
  });

  it("plays in chunks with the same result as in one go, reporting progress after each", async () => {
    const progress: number[] = [];
    const chunked = await encounterOdds(TOY, toyEncounter, {
      fights: 250,
      seed: 3,
      chunk: 100,
      onProgress: (p) => progress.push(p.done / p.total),
    });
    const whole = startOdds(TOY, toyEncounter, { fights: 250, seed: 3 });
    whole.step(1000);
    expect(chunked).toEqual(whole.result());
    expect(progress).toEqual([0.4, 0.8, 1]);
  });

  it("stops between chunks when cancelled and says so", async () => {
    const signal = { aborted: false };
    const odds = await encounterOdds(TOY, toyEncounter, {
      fights: 1000,
      chunk: 100,
      signal,
      onProgress: (p) => {
        if (p.done >= 300) signal.aborted = true;
      },
    });
    expect(odds.fights).toBe(300);
    expect(odds.cancelled).toBe(true);
  });
});

// The NPCs a party fights: the pack's inanimate objects (a door) are no fight.
const bonusMonsters = foesOf(BONUS_BALANCE);
const energyMonsters = readPackSources("energy-monsters").map((f) => f.doc);
const momentumMonsters = readPackSources("momentum-monsters").map((f) => f.doc);

/** Every ruleset room, with the balance script's reference party against a group of a pack monster. */
const ROOMS = [
  {
    name: "bonus",
    odds: (m: number, settings: { fights: number; seed: number }) =>
      startOdds(BONUS_SIM, { party: bonusParty(bonusGear()), foes: bonusGroup(pick(bonusMonsters, m)) }, settings),
    fight: (m: number, rng: Rng) => BONUS_SIM.fight(bonusParty(bonusGear()), bonusGroup(pick(bonusMonsters, m)), rng),
    partySize: 4,
  },
  {
    name: "energy",
    odds: (m: number, settings: { fights: number; seed: number }) =>
      startOdds(ENERGY_SIM, { party: energyParty(energyGear()), foes: energyGroup(pick(energyMonsters, m)) }, settings),
    fight: (m: number, rng: Rng) =>
      ENERGY_SIM.fight(energyParty(energyGear()), energyGroup(pick(energyMonsters, m)), rng),
    partySize: 4,
  },
  {
    name: "momentum",
    odds: (m: number, settings: { fights: number; seed: number }) =>
      startOdds(
        MOMENTUM_SIM,
        { party: momentumParty(momentumGear()), foes: momentumGroup(pick(momentumMonsters, m)) },
        settings,
      ),
    fight: (m: number, rng: Rng) =>
      MOMENTUM_SIM.fight(momentumParty(momentumGear()), momentumGroup(pick(momentumMonsters, m)), rng),
    partySize: 4,
  },
] as const;

function pick<T>(list: readonly T[], i: number): T {
  const item = list[i % list.length];
  if (item === undefined) throw new Error("empty pack");
  return item;
}

describe.each(ROOMS)("the $name simulation, over seeds and monsters", (room) => {
  it("repeats a fight exactly from its seed", () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(40), (seed, m) => {
        expect(room.fight(m, createRng(seed))).toEqual(room.fight(m, createRng(seed)));
      }),
      { numRuns: 25 },
    );
  });

  it("gives well-formed results: rates in [0, 1], rounds ≥ 1, counts that add up", () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(40), fc.integer({ min: 1, max: 6 }), (seed, m, fights) => {
        const run = room.odds(m, { fights, seed });
        run.step(fights);
        const odds = run.result();
        expect(odds.fights).toBe(fights);
        expect(odds.win.low).toBeGreaterThanOrEqual(0);
        expect(odds.win.high).toBeLessThanOrEqual(1);
        expect(odds.win.p + odds.drawRate).toBeLessThanOrEqual(1);
        expect(odds.expectedRounds).toBeGreaterThanOrEqual(1);
        expect(odds.members).toHaveLength(room.partySize);
        const down = odds.members.reduce((s, member) => s + member.downChance, 0);
        expect(down).toBeCloseTo(odds.expectedDown, 9);
        for (const member of odds.members) {
          expect(member.downChance).toBeGreaterThanOrEqual(0);
          expect(member.downChance).toBeLessThanOrEqual(1);
          expect(member.mostLikelyBy?.chance ?? 0).toBeLessThanOrEqual(member.downChance);
        }
      }),
      { numRuns: 15 },
    );
  });
});
