import { describe, expect, it } from "vitest";
import { createRng } from "../../../../module/engine/core/dice/rng.ts";
import type { EnergyFighter } from "../../../../module/engine/rulesets/energy/sim/fighter.ts";
import { energySkirmish } from "../../../../module/engine/rulesets/energy/sim/skirmish.ts";
import { partyDown } from "../../../../module/engine/sim/fight.ts";
import type { EnergyCreatureSource } from "../../../../module/foundry/rulesets/energy/sources.ts";
import { ENERGY_BALANCE, energyGear, energyGroup, energyParty } from "../../../../scripts/balance/energy.ts";
import { energyFighterFrom } from "../../../../scripts/balance/energy/fighter.ts";
import { GROUP_SIZE, measureGroup, TARGET_WIN_RATE } from "../../../../scripts/balance/report.ts";
import { readPackSources, type PackDocumentSource } from "../../../../scripts/balance/sources.ts";

const monsters = readPackSources("energy-monsters").map((f) => f.doc);
const named = (name: string): PackDocumentSource => {
  const found = monsters.find((m) => m.name === name);
  if (!found) throw new Error(`no ${name} in energy-monsters`);
  return found;
};
const threat = (m: PackDocumentSource) => (m.system as unknown as { threat: string }).threat;
/** Whole fights take a while on a busy machine: room for the heavier cases (not a timing assertion). */
const SLOW = 120_000;

/** Every fighter's pools and tracks after each action of one fight. */
function pools(all: readonly EnergyFighter[]) {
  return all.map((f) => ({
    kind: f.plan.kind,
    energy: f.economy.energy,
    agility: f.economy.agility,
    stamina: f.actor.creature.stamina,
    aura: f.actor.creature.aura,
  }));
}

function watchedFight(monster: PackDocumentSource, seed: number, maxRounds?: number) {
  const snapshots: ReturnType<typeof pools>[] = [];
  const result = energySkirmish(energyParty(energyGear()), energyGroup(monster), createRng(seed), {
    ...(maxRounds === undefined ? {} : { maxRounds }),
    afterAction: (all) => snapshots.push(pools(all)),
  });
  return { result, snapshots };
}

// The engine's `energy` skirmish, played with the balance script's reference party and pack monsters.
describe("energy simulated skirmish", () => {
  it(
    "repeats exactly for a seed: same result, same pools after every action",
    () => {
      const wolf = named("Grey Wolf");
      expect(watchedFight(wolf, 7)).toEqual(watchedFight(wolf, 7));
      expect(watchedFight(wolf, 7).snapshots).not.toEqual(watchedFight(wolf, 8).snapshots);
    },
    SLOW,
  );

  it(
    "always ends: a fight still going at the round cap is a draw at that round",
    () => {
      const result = energySkirmish(energyParty(energyGear()), energyGroup(named("Stone Sentinel")), createRng(3), {
        maxRounds: 1,
      });
      expect(result).toMatchObject({ winner: "draw", rounds: 1 });
      for (const monster of monsters)
        expect(ENERGY_BALANCE.against(monster).fight(createRng(1)).rounds).toBeLessThanOrEqual(30);
    },
    SLOW,
  );

  it(
    "never drives a pool below zero: Energy, Agility, Stamina and Aura after every action of every group",
    () => {
      // "Negative Stamina does not exist"; "You cannot start an action in one Round and complete it in another".
      for (const monster of monsters) {
        const { snapshots } = watchedFight(monster, 1);
        expect(snapshots.length, monster.name).toBeGreaterThan(0);
        for (const p of snapshots.flat())
          expect(Math.min(p.energy, p.agility, p.stamina, p.aura)).toBeGreaterThanOrEqual(0);
      }
    },
    SLOW,
  );

  it("spends Energy as the seed prices it: 3 for a Melee Attack, 1 for a Ranged Attack, out of 5 a Round", () => {
    // "Each character gets 5 Energy each Round"; "3 Energy = Melee Attack"; "Ranged Attacks cost 1 Energy".
    const { snapshots } = watchedFight(named("Grey Wolf"), 1);
    const first = snapshots[0] ?? [];
    const spent = first.filter((p) => p.energy !== 5);
    expect(spent).toHaveLength(1);
    expect(spent.map((p) => 5 - p.energy)).toEqual([spent[0]?.kind === "melee" ? 3 : 1]);
  });

  it(
    "a lone minion loses to the reference party, every seed",
    () => {
      const thug = named("Road Thug");
      const lone = () => [
        energyFighterFrom("m0", thug.name, thug.system as unknown as EnergyCreatureSource, thug.items ?? []),
      ];
      for (let seed = 1; seed <= 20; seed++) {
        const result = energySkirmish(energyParty(energyGear()), lone(), createRng(seed));
        expect(result.winner, `seed ${seed}`).toBe("party");
        expect(partyDown(result)).toBe(0);
      }
    },
    SLOW,
  );

  it("groups are four standard monsters' worth: 8 minions, 4 standards, 2 elites, 1 boss", () => {
    for (const monster of monsters) expect(energyGroup(monster)).toHaveLength(GROUP_SIZE[threat(monster)] ?? 0);
  });

  // The whole table is `npm run balance` (300 fights a group); here one group of three threat labels, 40 fights each.
  it.each(["Road Thug", "Highway Archer", "Marsh Troll"])(
    "puts %s inside the target win rate at 40 seeded fights",
    (name) => {
      const row = measureGroup(ENERGY_BALANCE, named(name), 40);
      expect(row.winRate).toBeGreaterThanOrEqual(TARGET_WIN_RATE.min);
      expect(row.winRate).toBeLessThanOrEqual(TARGET_WIN_RATE.max);
    },
    SLOW,
  );
});
