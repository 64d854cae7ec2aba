/**
 * The `contest` balance room: the reference party (contest/party.ts) against a group of one `contest-monsters` NPC,
 * played by the engine's `contest` simulation (`module/engine/rulesets/contest/sim/`). `npm run balance` runs it
 * with the other rulesets' rooms (index.ts).
 */
import type { ContestFighterSpec } from "../../module/engine/rulesets/contest/sim/fighter.ts";
import { CONTEST_SIM } from "../../module/engine/rulesets/contest/sim/index.ts";
import type { ContestCreatureSource } from "../../module/foundry/rulesets/contest/sources.ts";
import { contestFighterFrom } from "./contest/fighter.ts";
import { CONTEST_REFERENCE_PARTY } from "./contest/party.ts";
import { gearNamed, groupOf, playable, type BalanceRoom } from "./report.ts";
import { readPackSources, type PackDocumentSource } from "./sources.ts";

export function contestParty(gear: readonly PackDocumentSource[]): ContestFighterSpec[] {
  return CONTEST_REFERENCE_PARTY.map((m, i) =>
    contestFighterFrom(`pc${i}`, m.name, m.system, gearNamed(gear, m.gear), "pc"),
  );
}

export function contestGroup(monster: PackDocumentSource): ContestFighterSpec[] {
  const system = monster.system as unknown as ContestCreatureSource;
  return groupOf(monster, (id) => contestFighterFrom(id, monster.name, system, monster.items ?? [], "npc"));
}

let gear: readonly PackDocumentSource[] | undefined;

export function contestGear(): readonly PackDocumentSource[] {
  gear ??= readPackSources("contest-gear").map((f) => f.doc);
  return gear;
}

export const CONTEST_BALANCE: BalanceRoom = {
  ruleset: "contest",
  partySize: CONTEST_REFERENCE_PARTY.length,
  against: (monster) => playable(CONTEST_SIM, { party: contestParty(contestGear()), foes: contestGroup(monster) }),
};
