/**
 * The `energy` balance room: the reference party (energy/party.ts) against a group of one `energy-monsters` NPC, in
 * the turnless skirmish of energy/skirmish.ts. `npm run balance` runs it with the other rulesets' rooms (index.ts).
 */
import type { EnergyCreatureSource } from "../../module/foundry/rulesets/energy/sources.ts";
import { energyFighterFrom, type EnergyFighter } from "./energy/fighter.ts";
import { ENERGY_REFERENCE_PARTY } from "./energy/party.ts";
import { energySkirmish } from "./energy/skirmish.ts";
import { gearNamed, groupOf, type BalanceRoom } from "./report.ts";
import { readPackSources, type PackDocumentSource } from "./sources.ts";

export function energyParty(gear: readonly PackDocumentSource[]): EnergyFighter[] {
  return ENERGY_REFERENCE_PARTY.map((m, i) => energyFighterFrom(`pc${i}`, m.name, m.system, gearNamed(gear, m.gear)));
}

export function energyGroup(monster: PackDocumentSource): EnergyFighter[] {
  const system = monster.system as unknown as EnergyCreatureSource;
  return groupOf(monster, (id) => energyFighterFrom(id, monster.name, system, monster.items ?? []));
}

let gear: readonly PackDocumentSource[] | undefined;

export function energyGear(): readonly PackDocumentSource[] {
  gear ??= readPackSources("energy-gear").map((f) => f.doc);
  return gear;
}

export const ENERGY_BALANCE: BalanceRoom = {
  ruleset: "energy",
  partySize: ENERGY_REFERENCE_PARTY.length,
  fight: (monster, rng) => energySkirmish(energyParty(energyGear()), energyGroup(monster), rng),
};
