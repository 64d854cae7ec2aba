/**
 * Row 7 (issue 25): simulated fights per second, one row per ruleset with a simulation: the reference party of the
 * balance script against a group of four standard monsters, fight `i` seeded with `i` as the balance run seeds
 * them, through the bundled engine's simulation room. The baseline, timed in the same rounds, is the engine's fast
 * dice path (`compileTotal`) rolling the `bonus` attack roll (1d20 + 2 bursting d10): the ratio says how many fast
 * rolls one fight costs. Targets: at least 2,000 fights a second, so 1,000 fights (the GM tool's run) in 0.5 s.
 * Every fight's rounds and downed party members feed the checksum.
 */
import type { FightResult } from "../../../module/engine/sim/fight.ts";
import { bonusGear, bonusGroup, bonusParty } from "../../../scripts/balance/bonus.ts";
import { contestGear, contestGroup, contestParty } from "../../../scripts/balance/contest.ts";
import { energyGear, energyGroup, energyParty } from "../../../scripts/balance/energy.ts";
import { momentumGear, momentumGroup, momentumParty } from "../../../scripts/balance/momentum.ts";
import { readPackSources } from "../../../scripts/balance/sources.ts";
import { woundsGear, woundsGroup, woundsParty } from "../../../scripts/balance/wounds.ts";
import type { Engine } from "../load-engine.ts";
import { ratioOf, timeTasks, timingOf, type TimingOptions } from "../measure.ts";
import { formatNs, formatRatio, type RowResult } from "../report.ts";

const TARGET_PER_SECOND = 2000;
const GM_RUN = 1000;
const GM_RUN_BUDGET_MS = 500;

interface Subject {
  readonly id: string;
  readonly ruleset: string;
  readonly monster: string;
  /** One fight of the fixed encounter with this seed. */
  readonly fight: (engine: Engine, seed: number) => FightResult;
}

function monster(pack: string, name: string) {
  const found = readPackSources(pack).find((f) => f.doc.name === name)?.doc;
  if (!found) throw new Error(`no ${name} in ${pack}`);
  return found;
}

function subjects(): Subject[] {
  const bonus = { party: bonusParty(bonusGear()), foes: bonusGroup(monster("bonus-monsters", "Timber Wolf")) };
  const energy = { party: energyParty(energyGear()), foes: energyGroup(monster("energy-monsters", "Grey Wolf")) };
  const momentum = {
    party: momentumParty(momentumGear()),
    foes: momentumGroup(monster("momentum-monsters", "Town Guard")),
  };
  const contest = {
    party: contestParty(contestGear()),
    foes: contestGroup(monster("contest-monsters", "Skeleton Warrior")),
  };
  const wounds = { party: woundsParty(woundsGear()), foes: woundsGroup(monster("wounds-monsters", "Town Guard")) };
  return [
    {
      id: "7a",
      ruleset: "bonus",
      monster: "4 Timber Wolves",
      fight: (engine, seed) => engine.BONUS_SIM.fight(bonus.party, bonus.foes, engine.createRng(seed)),
    },
    {
      id: "7b",
      ruleset: "energy",
      monster: "4 Grey Wolves",
      fight: (engine, seed) => engine.ENERGY_SIM.fight(energy.party, energy.foes, engine.createRng(seed)),
    },
    {
      id: "7c",
      ruleset: "momentum",
      monster: "4 Town Guards",
      fight: (engine, seed) => engine.MOMENTUM_SIM.fight(momentum.party, momentum.foes, engine.createRng(seed)),
    },
    {
      id: "7d",
      ruleset: "contest",
      monster: "4 Skeleton Warriors",
      fight: (engine, seed) => engine.CONTEST_SIM.fight(contest.party, contest.foes, engine.createRng(seed)),
    },
    {
      id: "7e",
      ruleset: "wounds",
      monster: "4 Town Guards",
      fight: (engine, seed) => engine.WOUNDS_SIM.fight(wounds.party, wounds.foes, engine.createRng(seed)),
    },
  ];
}

export function simRows(engine: Engine, timing: TimingOptions): RowResult[] {
  const list = subjects();
  const fightBatch = 20;
  const rollBatch = 100_000;
  const rng = engine.createRng(25);
  const roller = engine.compileTotal(engine.attackRequest({ dice: [{ source: "Agility", count: 2 }], guard: 15 }));
  const seeds = new Map<string, number>(list.map((s) => [s.id, 0]));
  const fought = new Map<string, { fights: number; rounds: number; down: number }>();
  const timings = timeTasks(
    [
      {
        name: "fast roll",
        batch: rollBatch,
        run: () => {
          let sum = 0;
          for (let i = 0; i < rollBatch; i++) sum += roller(rng);
          return sum;
        },
      },
      ...list.map((s) => ({
        name: s.id,
        batch: fightBatch,
        run: () => {
          let checksum = 0;
          const tally = fought.get(s.id) ?? { fights: 0, rounds: 0, down: 0 };
          for (let i = 0; i < fightBatch; i++) {
            // Seeds 1, 2, 3 … as the balance run; wrapping keeps every batch on the same 1,000 fights.
            const seed = ((seeds.get(s.id) ?? 0) % GM_RUN) + 1;
            seeds.set(s.id, seed);
            const result = s.fight(engine, seed);
            const down = engine.partyDown(result);
            tally.fights++;
            tally.rounds += result.rounds;
            tally.down += down;
            checksum += result.rounds * 8 + down + (result.winner === "party" ? 1000 : 0);
          }
          fought.set(s.id, tally);
          return checksum;
        },
      })),
    ],
    timing,
  );
  const rollNs = timingOf(timings, "fast roll").medianNs;
  return list.map((s) => {
    const fightNs = timingOf(timings, s.id).medianNs;
    const perSecond = 1e9 / fightNs;
    const gmRunMs = (fightNs * GM_RUN) / 1e6;
    const rolls = ratioOf(timings, s.id, "fast roll");
    const tally = fought.get(s.id) ?? { fights: 0, rounds: 0, down: 0 };
    return {
      id: s.id,
      title: `${s.ruleset} simulated fight, reference party vs ${s.monster}`,
      measured: `${Math.round(perSecond).toLocaleString("en-US")} fights/s (${formatNs(fightNs)}/fight)`,
      baseline: `${formatNs(rollNs)}/roll (fast path 1d20+2d10x)`,
      ratio: `${formatRatio(rolls)} a fast roll`,
      target: `≥ ${TARGET_PER_SECOND.toLocaleString("en-US")} fights/s; ${GM_RUN.toLocaleString("en-US")} in ≤ ${GM_RUN_BUDGET_MS} ms`,
      met: perSecond >= TARGET_PER_SECOND && gmRunMs <= GM_RUN_BUDGET_MS,
      notes: [
        `${GM_RUN.toLocaleString("en-US")} fights take ${gmRunMs.toFixed(0)} ms; ${tally.fights} fights timed, ` +
          `${(tally.rounds / Math.max(1, tally.fights)).toFixed(1)} rounds and ` +
          `${(tally.down / Math.max(1, tally.fights)).toFixed(2)} party members down on average`,
      ],
      details: { fightNs, perSecond, gmRunMs, rollNs, rollsPerFight: rolls, fights: tally.fights },
    };
  });
}
