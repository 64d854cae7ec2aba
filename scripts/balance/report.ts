/**
 * What every ruleset's balance run shares: a monster group is worth four standard monsters (minions count ½, elites
 * 2, a boss 4), so every group should be a hard but winnable fight for the reference party — it should win between
 * 50 % and 90 % of seeded skirmishes. A ruleset supplies its encounter (`BalanceRoom.against`: the reference party
 * and a monster group, bound to the engine's simulation of that ruleset); this file plays it over every group of
 * the ruleset's monsters pack with the engine's runner (`module/engine/sim/odds.ts`), seeds 1…fights, and prints
 * one table row per group.
 */
import type { Rng } from "../../module/engine/core/dice/rng.ts";
import type { FightResult, SimFighterSpec, SimRoom } from "../../module/engine/sim/fight.ts";
import { startOdds, type Encounter, type OddsRun, type OddsSettings } from "../../module/engine/sim/odds.ts";
import { readPackSources, type PackDocumentSource } from "./sources.ts";

export const GROUP_SIZE: Readonly<Record<string, number>> = { minion: 8, standard: 4, elite: 2, boss: 1 };
export const TARGET_WIN_RATE = { min: 0.5, max: 0.9 } as const;

/** One encounter bound to its ruleset's simulation, with the fighter type hidden from the shared report. */
export interface PlayableEncounter {
  fight(rng: Rng): FightResult;
  run(settings: OddsSettings): OddsRun;
}

export function playable<F extends SimFighterSpec>(sim: SimRoom<F>, encounter: Encounter<F>): PlayableEncounter {
  return {
    fight: (rng) => sim.fight(encounter.party, encounter.foes, rng),
    run: (settings) => startOdds(sim, encounter, settings),
  };
}

export interface BalanceRoom {
  readonly ruleset: string;
  readonly partySize: number;
  /** The reference party against a group of this monster (the same fighters for every seed). */
  against(monster: PackDocumentSource): PlayableEncounter;
  /** How its NPCs name their threat and size, when not as `system.threat` and `system.size` (`storedLabels`). */
  readonly labels?: (monster: PackDocumentSource) => GroupLabels;
  /** Whether the party fights this NPC (`bonus`: not an inanimate object); absent: every NPC of the pack. */
  readonly fights?: (monster: PackDocumentSource) => boolean;
}

/** The NPCs of the room's `<ruleset>-monsters` pack that the party fights, one group each. */
export function foesOf(room: BalanceRoom): PackDocumentSource[] {
  const monsters = readPackSources(`${room.ruleset}-monsters`).map((f) => f.doc);
  return room.fights ? monsters.filter(room.fights) : monsters;
}

/** What a pack NPC says about its group: threat label (a `GROUP_SIZE` key) and size. */
export interface GroupLabels {
  readonly threat: string;
  readonly size: string;
}
const storedLabels = (monster: PackDocumentSource) => monster.system as unknown as GroupLabels;

/** A group of `GROUP_SIZE[threat]` copies of one monster, ids m0, m1, …; `make` builds each fighter. */
export function groupOf<F>(
  monster: PackDocumentSource,
  make: (id: string) => F,
  labels: (monster: PackDocumentSource) => GroupLabels = storedLabels,
): F[] {
  return Array.from({ length: GROUP_SIZE[labels(monster).threat] ?? 1 }, (_, i) => make(`m${i}`));
}

/** Items of a gear pack by name (a party member's kit), failing loudly when the pack lacks one. */
export function gearNamed(gear: readonly PackDocumentSource[], names: readonly string[]) {
  return names.map((name) => {
    const item = gear.find((g) => g.name === name);
    if (!item?.type || !item.system) throw new Error(`gear pack has no ${name}`);
    return { _id: item._id, name: item.name, type: item.type, system: item.system };
  });
}

export interface GroupRow {
  readonly name: string;
  readonly size: string;
  readonly threat: string;
  readonly count: number;
  readonly winRate: number;
  readonly rounds: number;
  readonly partyDown: number;
}

/** `fights` skirmishes against one group, seeds 1…fights. */
export function measureGroup(room: BalanceRoom, monster: PackDocumentSource, fights: number): GroupRow {
  const run = room.against(monster).run({ fights, seed: 1 });
  run.step(fights);
  const odds = run.result();
  const { size, threat } = (room.labels ?? storedLabels)(monster);
  const count = GROUP_SIZE[threat] ?? 1;
  return {
    name: monster.name,
    size,
    threat,
    count,
    winRate: odds.win.p,
    rounds: odds.expectedRounds,
    partyDown: odds.expectedDown,
  };
}

export function verdict(rate: number): "too hard" | "too easy" | "ok" {
  return rate < TARGET_WIN_RATE.min ? "too hard" : rate > TARGET_WIN_RATE.max ? "too easy" : "ok";
}

const pct = (n: number) => `${(n * 100).toFixed(0)}%`.padStart(5);

/** Runs every group of `<ruleset>-monsters` and prints the table; returns how many groups fall outside the band. */
export function printBalance(room: BalanceRoom, fights: number, log: (line: string) => void = console.log): number {
  const monsters = foesOf(room);
  const started = Date.now();
  log(`${room.ruleset} balance: ${fights} seeded skirmishes per group, reference party of ${room.partySize}`);
  log("monster               size      threat    n   win  rounds  PCs down  verdict");
  let off = 0;
  for (const monster of monsters) {
    const row = measureGroup(room, monster, fights);
    const v = verdict(row.winRate);
    if (v !== "ok") off++;
    log(
      `${row.name.padEnd(21)} ${row.size.padEnd(9)} ${row.threat.padEnd(8)} ${String(row.count).padStart(2)} ${pct(row.winRate)} ${row.rounds.toFixed(1).padStart(7)} ${row.partyDown.toFixed(1).padStart(9)}  ${v}`,
    );
  }
  log(`${off} group(s) outside ${pct(TARGET_WIN_RATE.min)}–${pct(TARGET_WIN_RATE.max)}; ${Date.now() - started} ms`);
  return off;
}
