/**
 * The `energy` balance room: the reference party (energy/party.ts) against a group of one `energy-monsters` NPC,
 * played by the engine's turnless `energy` simulation (`module/engine/rulesets/energy/sim/`). `npm run balance`
 * runs it with the other rulesets' rooms (index.ts).
 */
import type { EnergyFighterSpec } from "../../module/engine/rulesets/energy/sim/fighter.ts";
import { ENERGY_SIM } from "../../module/engine/rulesets/energy/sim/index.ts";
import type { EnergyCreatureSource } from "../../module/foundry/rulesets/energy/sources.ts";
import { energyFighterFrom } from "./energy/fighter.ts";
import { ENERGY_REFERENCE_PARTY } from "./energy/party.ts";
import { gearNamed, groupOf, playable, type BalanceRoom } from "./report.ts";
import { readPackSources, type PackDocumentSource } from "./sources.ts";

export function energyParty(gear: readonly PackDocumentSource[]): EnergyFighterSpec[] {
  return ENERGY_REFERENCE_PARTY.map((m, i) => energyFighterFrom(`pc${i}`, m.name, m.system, gearNamed(gear, m.gear)));
}

export function energyGroup(monster: PackDocumentSource): EnergyFighterSpec[] {
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
  against: (monster) => playable(ENERGY_SIM, { party: energyParty(energyGear()), foes: energyGroup(monster) }),
};
