/**
 * `npm run balance`: seeded engine skirmishes of the reference party against every monster group of the
 * `bonus-monsters` pack, printing the party's win rate and the rounds each fight lasts, so each stat block can be
 * checked against its threat label. A group is worth four standard monsters (minions count ½, elites 2, a boss 4),
 * so every group should be a hard but winnable fight: the party should win between 50 % and 90 % of the time.
 */
import { createRng } from "../../module/engine/core/dice/rng.ts";
import type { BonusCreatureSource } from "../../module/foundry/rulesets/bonus/derive.ts";
import { fighterFrom, type Fighter } from "./fighter.ts";
import { REFERENCE_PARTY } from "./party.ts";
import { skirmish } from "./skirmish.ts";
import { readPackSources, type PackDocumentSource } from "./sources.ts";

export const GROUP_SIZE: Readonly<Record<string, number>> = { minion: 8, standard: 4, elite: 2, boss: 1 };
export const TARGET_WIN_RATE = { min: 0.5, max: 0.9 } as const;
const FIGHTS = Number(process.env["BALANCE_FIGHTS"] ?? 300);

type MonsterSystem = BonusCreatureSource & { readonly threat: string };

function party(gear: readonly PackDocumentSource[]): Fighter[] {
  return REFERENCE_PARTY.map((m, i) => {
    const items = m.gear.map((name) => {
      const item = gear.find((g) => g.name === name);
      if (!item?.type || !item.system) throw new Error(`gear pack has no ${name}`);
      return { name: item.name, type: item.type, system: item.system };
    });
    return fighterFrom(`pc${i}`, m.name, m.system, items);
  });
}

function group(monster: PackDocumentSource): Fighter[] {
  const system = monster.system as unknown as MonsterSystem;
  const count = GROUP_SIZE[system.threat] ?? 1;
  return Array.from({ length: count }, (_, i) => fighterFrom(`m${i}`, monster.name, system, monster.items ?? []));
}

const pct = (n: number) => `${(n * 100).toFixed(0)}%`.padStart(5);

function main(): void {
  const gear = readPackSources("bonus-gear").map((f) => f.doc);
  const monsters = readPackSources("bonus-monsters").map((f) => f.doc);
  const started = Date.now();
  console.log(`bonus balance: ${FIGHTS} seeded skirmishes per group, reference party of ${REFERENCE_PARTY.length}`);
  console.log("monster               size      threat    n   win  rounds  PCs down  verdict");
  let off = 0;
  for (const monster of monsters) {
    const system = monster.system as unknown as MonsterSystem;
    let wins = 0;
    let rounds = 0;
    let down = 0;
    for (let seed = 1; seed <= FIGHTS; seed++) {
      const result = skirmish(party(gear), group(monster), createRng(seed));
      if (result.winner === "party") wins++;
      rounds += result.rounds;
      down += result.partyDown;
    }
    const rate = wins / FIGHTS;
    const verdict = rate < TARGET_WIN_RATE.min ? "too hard" : rate > TARGET_WIN_RATE.max ? "too easy" : "ok";
    if (verdict !== "ok") off++;
    console.log(
      `${monster.name.padEnd(21)} ${system.size.padEnd(9)} ${system.threat.padEnd(8)} ${String(GROUP_SIZE[system.threat]).padStart(2)} ${pct(rate)} ${(rounds / FIGHTS).toFixed(1).padStart(7)} ${(down / FIGHTS).toFixed(1).padStart(9)}  ${verdict}`,
    );
  }
  console.log(
    `${off} group(s) outside ${pct(TARGET_WIN_RATE.min)}–${pct(TARGET_WIN_RATE.max)}; ${Date.now() - started} ms`,
  );
}

main();
