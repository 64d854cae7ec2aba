import { createRng } from "../core/dice/rng.ts";
import type { FightOptions, FightResult, SimFighterSpec, SimRoom } from "./fight.ts";
import { wilsonInterval, type Interval } from "./interval.ts";

/**
 * Encounter odds: a ruleset's room plays one encounter many times, fight `i` (from 0) seeded with `seed + i`, and
 * the fights are tallied into the party's win probability with its 95 % confidence interval, the expected rounds,
 * and per party member the chance of going down and the foe most likely to do it. Runs are chunked (`OddsRun.step`)
 * so a caller can report progress and cancel between chunks; `encounterOdds` drives one to the end.
 */
export interface Encounter<F extends SimFighterSpec> {
  readonly party: readonly F[];
  readonly foes: readonly F[];
}

export interface OddsSettings extends FightOptions {
  /** Fights to play (1,000 unless given). */
  readonly fights?: number;
  /** Seed of the first fight (1 unless given); fight `i` uses `seed + i`. */
  readonly seed?: number;
}

export const DEFAULT_FIGHTS = 1000;

export interface Culprit {
  readonly id: string;
  readonly name: string;
  /** Chance, over all fights, that this foe took the party member down. */
  readonly chance: number;
}

export interface MemberOdds {
  readonly id: string;
  readonly name: string;
  /** Chance of being down (unconscious, dying or dead) when the fight ends. */
  readonly downChance: number;
  /** The foe that most often took them down (the first in foe order on a tie), absent when nobody ever did. */
  readonly mostLikelyBy?: Culprit;
}

export interface EncounterOdds {
  /** Fights actually played (fewer than asked when cancelled). */
  readonly fights: number;
  readonly seed: number;
  readonly cancelled: boolean;
  readonly win: Interval;
  readonly drawRate: number;
  readonly expectedRounds: number;
  /** Mean number of party members down at the end. */
  readonly expectedDown: number;
  readonly members: readonly MemberOdds[];
  /** The room's policy, for the result card. */
  readonly assumptions: readonly string[];
}

/** The running tally of an encounter's fights. */
class Tally {
  wins = 0;
  draws = 0;
  rounds = 0;
  down = 0;
  fights = 0;
  readonly memberDown: number[];
  /** Per party member, how often each foe id downed them. */
  readonly culprits: Map<string, number>[];

  constructor(partySize: number) {
    this.memberDown = new Array<number>(partySize).fill(0);
    this.culprits = Array.from({ length: partySize }, () => new Map<string, number>());
  }

  add(result: FightResult): void {
    this.fights++;
    if (result.winner === "party") this.wins++;
    else if (result.winner === "draw") this.draws++;
    this.rounds += result.rounds;
    result.downedBy.forEach((by, i) => {
      if (by === null) return;
      this.down++;
      this.memberDown[i] = (this.memberDown[i] ?? 0) + 1;
      const seen = this.culprits[i];
      if (seen && by !== "") seen.set(by, (seen.get(by) ?? 0) + 1);
    });
  }
}

export interface OddsRun {
  /** Plays up to `count` more fights; returns how many are done in all. */
  step(count: number): number;
  readonly total: number;
  readonly done: number;
  /** The tally so far (`cancelled` when fewer fights than asked were played). */
  result(): EncounterOdds;
}

function culpritOf(
  counts: ReadonlyMap<string, number>,
  foes: readonly SimFighterSpec[],
  fights: number,
): Culprit | undefined {
  let best: Culprit | undefined;
  for (const foe of foes) {
    const n = counts.get(foe.id) ?? 0;
    if (n > 0 && (best === undefined || n / fights > best.chance)) {
      best = { id: foe.id, name: foe.name, chance: n / fights };
    }
  }
  return best;
}

export function startOdds<F extends SimFighterSpec>(
  room: SimRoom<F>,
  encounter: Encounter<F>,
  settings: OddsSettings = {},
): OddsRun {
  const total = settings.fights ?? DEFAULT_FIGHTS;
  const seed = settings.seed ?? 1;
  const options: FightOptions = settings.maxRounds === undefined ? {} : { maxRounds: settings.maxRounds };
  const tally = new Tally(encounter.party.length);
  return {
    total,
    get done() {
      return tally.fights;
    },
    step(count) {
      const end = Math.min(total, tally.fights + Math.max(0, Math.floor(count)));
      while (tally.fights < end) {
        tally.add(room.fight(encounter.party, encounter.foes, createRng(seed + tally.fights), options));
      }
      return tally.fights;
    },
    result() {
      const n = Math.max(1, tally.fights);
      return {
        fights: tally.fights,
        seed,
        cancelled: tally.fights < total,
        win: wilsonInterval(tally.wins, tally.fights),
        drawRate: tally.draws / n,
        expectedRounds: tally.rounds / n,
        expectedDown: tally.down / n,
        members: encounter.party.map((member, i) => {
          const by = culpritOf(tally.culprits[i] ?? new Map<string, number>(), encounter.foes, n);
          return {
            id: member.id,
            name: member.name,
            downChance: (tally.memberDown[i] ?? 0) / n,
            ...(by === undefined ? {} : { mostLikelyBy: by }),
          };
        }),
        assumptions: room.assumptions,
      };
    },
  };
}

/** Something a caller flips to stop a run between chunks (an `AbortSignal` fits). */
export interface CancelSignal {
  readonly aborted: boolean;
}

export interface OddsProgress {
  readonly done: number;
  readonly total: number;
}

export interface OddsDriving extends OddsSettings {
  /** Fights per chunk (100 unless given): progress is reported and cancellation checked between chunks. */
  readonly chunk?: number;
  readonly onProgress?: (progress: OddsProgress) => void;
  readonly signal?: CancelSignal;
  /**
   * Awaited between chunks so the host can deliver a cancel (a worker passes a macrotask, e.g. a zero timeout);
   * a resolved promise unless given. The engine itself knows no timers.
   */
  readonly pause?: () => Promise<void>;
}

/** Plays the encounter to the end or until cancelled, reporting progress after every chunk. */
export async function encounterOdds<F extends SimFighterSpec>(
  room: SimRoom<F>,
  encounter: Encounter<F>,
  driving: OddsDriving = {},
): Promise<EncounterOdds> {
  const run = startOdds(room, encounter, driving);
  const chunk = Math.max(1, Math.floor(driving.chunk ?? 100));
  const pause = driving.pause ?? (() => Promise.resolve());
  while (run.done < run.total && driving.signal?.aborted !== true) {
    run.step(chunk);
    driving.onProgress?.({ done: run.done, total: run.total });
    if (run.done < run.total) await pause();
  }
  return run.result();
}
