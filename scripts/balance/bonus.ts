/**
 * The `bonus` balance room: the reference party (party.ts) against a group of one `bonus-monsters` NPC, in the
 * turn-based skirmish of skirmish.ts. `npm run balance` runs it with the other rulesets' rooms (index.ts).
 */
import type { BonusCreatureSource } from "../../module/foundry/rulesets/bonus/derive.ts";
import { fighterFrom, type Fighter } from "./fighter.ts";
import { REFERENCE_PARTY } from "./party.ts";
import { gearNamed, groupOf, type BalanceRoom } from "./report.ts";
import { skirmish } from "./skirmish.ts";
import { readPackSources, type PackDocumentSource } from "./sources.ts";

function party(gear: readonly PackDocumentSource[]): Fighter[] {
  return REFERENCE_PARTY.map((m, i) => fighterFrom(`pc${i}`, m.name, m.system, gearNamed(gear, m.gear)));
}

function group(monster: PackDocumentSource): Fighter[] {
  const system = monster.system as unknown as BonusCreatureSource;
  return groupOf(monster, (id) => fighterFrom(id, monster.name, system, monster.items ?? []));
}

let gear: readonly PackDocumentSource[] | undefined;

export const BONUS_BALANCE: BalanceRoom = {
  ruleset: "bonus",
  partySize: REFERENCE_PARTY.length,
  fight(monster, rng) {
    gear ??= readPackSources("bonus-gear").map((f) => f.doc);
    return skirmish(party(gear), group(monster), rng);
  },
};
