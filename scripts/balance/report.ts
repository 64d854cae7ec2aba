/**
 * What every ruleset's balance run shares: a monster group is worth four standard monsters (minions count ½, elites
 * 2, a boss 4), so every group should be a hard but winnable fight for the reference party — it should win between
 * 50 % and 90 % of seeded skirmishes. A ruleset supplies its skirmish (`BalanceRoom.fight`); this file runs it over
 * every group of the ruleset's monsters pack, seed by seed, and prints one table row per group.
 */
import { createRng, type Rng } from "../../module/engine/core/dice/rng.ts";
import { readPackSources, type PackDocumentSource } from "./sources.ts";

export const GROUP_SIZE: Readonly<Record<string, number>> = { minion: 8, standard: 4, elite: 2, boss: 1 };
export const TARGET_WIN_RATE = { min: 0.5, max: 0.9 } as const;

export interface SkirmishResult {
  readonly winner: "party" | "foes" | "draw";
  readonly rounds: number;
  /** Party members out of the fight (unconscious, dying or dead) at the end. */
  readonly partyDown: number;
}

export interface BalanceRoom {
  readonly ruleset: string;
  readonly partySize: number;
  /** One seeded skirmish of a fresh reference party against a fresh group of this monster. */
  fight(monster: PackDocumentSource, rng: Rng): SkirmishResult;
}

/** What a pack NPC's `system` says about its group: threat label and size. */
interface Labelled {
  readonly threat: string;
  readonly size: string;
}
const labels = (monster: PackDocumentSource) => monster.system as unknown as Labelled;

/** A group of `GROUP_SIZE[threat]` copies of one monster, ids m0, m1, …; `make` builds each fighter. */
export function groupOf<F>(monster: PackDocumentSource, make: (id: string) => F): F[] {
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

/** The party focuses the foe with the least left; foes pick a random party member. */
export function chooseTarget<F>(
  enemies: readonly F[],
  up: (f: F) => boolean,
  remaining: (f: F) => number,
  focus: boolean,
  rng: Rng,
): F | undefined {
  const standing = enemies.filter(up);
  if (standing.length === 0) return undefined;
  if (focus) return standing.reduce((best, e) => (remaining(e) < remaining(best) ? e : best));
  return standing[Math.floor(rng.next() * standing.length)] ?? standing[0];
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
  let wins = 0;
  let rounds = 0;
  let down = 0;
  for (let seed = 1; seed <= fights; seed++) {
    const result = room.fight(monster, createRng(seed));
    if (result.winner === "party") wins++;
    rounds += result.rounds;
    down += result.partyDown;
  }
  const { size, threat } = labels(monster);
  const count = GROUP_SIZE[threat] ?? 1;
  return {
    name: monster.name,
    size,
    threat,
    count,
    winRate: wins / fights,
    rounds: rounds / fights,
    partyDown: down / fights,
  };
}

export function verdict(rate: number): "too hard" | "too easy" | "ok" {
  return rate < TARGET_WIN_RATE.min ? "too hard" : rate > TARGET_WIN_RATE.max ? "too easy" : "ok";
}

const pct = (n: number) => `${(n * 100).toFixed(0)}%`.padStart(5);

/** Runs every group of `<ruleset>-monsters` and prints the table; returns how many groups fall outside the band. */
export function printBalance(room: BalanceRoom, fights: number, log: (line: string) => void = console.log): number {
  const monsters = readPackSources(`${room.ruleset}-monsters`).map((f) => f.doc);
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
