/**
 * The `momentum` balance room: the reference party (momentum/party.ts) against a group of one `momentum-monsters`
 * NPC, played by the engine's `momentum` simulation (`module/engine/rulesets/momentum/sim/`). `npm run balance`
 * runs it with the other rulesets' rooms (index.ts).
 */
import type { MomentumFighterSpec } from "../../module/engine/rulesets/momentum/sim/fighter.ts";
import { MOMENTUM_SIM } from "../../module/engine/rulesets/momentum/sim/index.ts";
import type { MomentumCreatureSource } from "../../module/foundry/rulesets/momentum/sources.ts";
import { momentumFighterFrom } from "./momentum/fighter.ts";
import { MOMENTUM_REFERENCE_PARTY } from "./momentum/party.ts";
import { gearNamed, groupOf, playable, type BalanceRoom } from "./report.ts";
import { readPackSources, type PackDocumentSource } from "./sources.ts";

export function momentumParty(gear: readonly PackDocumentSource[]): MomentumFighterSpec[] {
  return MOMENTUM_REFERENCE_PARTY.map((m, i) =>
    momentumFighterFrom(`pc${i}`, m.name, m.system, gearNamed(gear, m.gear)),
  );
}

export function momentumGroup(monster: PackDocumentSource): MomentumFighterSpec[] {
  const system = monster.system as unknown as MomentumCreatureSource;
  return groupOf(monster, (id) => momentumFighterFrom(id, monster.name, system, monster.items ?? []));
}

let gear: readonly PackDocumentSource[] | undefined;

export function momentumGear(): readonly PackDocumentSource[] {
  gear ??= readPackSources("momentum-gear").map((f) => f.doc);
  return gear;
}

export const MOMENTUM_BALANCE: BalanceRoom = {
  ruleset: "momentum",
  partySize: MOMENTUM_REFERENCE_PARTY.length,
  against: (monster) => playable(MOMENTUM_SIM, { party: momentumParty(momentumGear()), foes: momentumGroup(monster) }),
};
