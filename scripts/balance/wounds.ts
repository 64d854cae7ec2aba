/**
 * The `wounds` balance room: the reference party (wounds/party.ts) against a group of one `wounds-monsters` NPC,
 * played by the engine's `wounds` simulation (`module/engine/rulesets/wounds/sim/`). A `wounds` NPC's threat is its
 * wound-track tier (minion, standard, elite), and an elite the GM treats as a special case (a dragon, a wyvern) is a
 * boss: it fights alone (docs/rules/wounds.md decision 126). `npm run balance` runs it with the other rooms.
 */
import type { WoundsFighterSpec } from "../../module/engine/rulesets/wounds/sim/fighter.ts";
import { WOUNDS_SIM } from "../../module/engine/rulesets/wounds/sim/index.ts";
import type { WoundsNpcSource } from "../../module/foundry/rulesets/wounds/sources.ts";
import { woundsFighterFrom } from "./wounds/fighter.ts";
import { WOUNDS_REFERENCE_PARTY } from "./wounds/party.ts";
import { gearNamed, groupOf, playable, type BalanceRoom, type GroupLabels } from "./report.ts";
import { readPackSources, type PackDocumentSource } from "./sources.ts";

const npc = (monster: PackDocumentSource) => monster.system as unknown as WoundsNpcSource;

export function woundsLabels(monster: PackDocumentSource): GroupLabels {
  const { tier, special, size } = npc(monster);
  return { threat: tier === "elite" && special ? "boss" : tier, size: `size ${size}` };
}

export function woundsParty(gear: readonly PackDocumentSource[]): WoundsFighterSpec[] {
  return WOUNDS_REFERENCE_PARTY.map((m, i) => woundsFighterFrom(`pc${i}`, m.name, m.system, gearNamed(gear, m.gear)));
}

export function woundsGroup(monster: PackDocumentSource): WoundsFighterSpec[] {
  return groupOf(monster, (id) => woundsFighterFrom(id, monster.name, npc(monster), monster.items ?? []), woundsLabels);
}

let gear: readonly PackDocumentSource[] | undefined;

export function woundsGear(): readonly PackDocumentSource[] {
  gear ??= readPackSources("wounds-gear").map((f) => f.doc);
  return gear;
}

export const WOUNDS_BALANCE: BalanceRoom = {
  ruleset: "wounds",
  partySize: WOUNDS_REFERENCE_PARTY.length,
  labels: woundsLabels,
  against: (monster) => playable(WOUNDS_SIM, { party: woundsParty(woundsGear()), foes: woundsGroup(monster) }),
};
