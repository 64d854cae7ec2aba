/**
 * The `bonus` balance room: the reference party (party.ts) against a group of one `bonus-monsters` NPC, played by
 * the engine's `bonus` simulation (`module/engine/rulesets/bonus/sim/`). `npm run balance` runs it with the other
 * rulesets' rooms (index.ts).
 */
import { BONUS_SIM } from "../../module/engine/rulesets/bonus/sim/index.ts";
import type { BonusFighterSpec } from "../../module/engine/rulesets/bonus/sim/fighter.ts";
import type { BonusCreatureSource } from "../../module/foundry/rulesets/bonus/derive.ts";
import { fighterFrom } from "./fighter.ts";
import { REFERENCE_PARTY } from "./party.ts";
import { gearNamed, groupOf, playable, type BalanceRoom } from "./report.ts";
import { readPackSources, type PackDocumentSource } from "./sources.ts";

export function bonusParty(gear: readonly PackDocumentSource[]): BonusFighterSpec[] {
  return REFERENCE_PARTY.map((m, i) => fighterFrom(`pc${i}`, m.name, m.system, gearNamed(gear, m.gear)));
}

export function bonusGroup(monster: PackDocumentSource): BonusFighterSpec[] {
  const system = monster.system as unknown as BonusCreatureSource;
  return groupOf(monster, (id) => fighterFrom(id, monster.name, system, monster.items ?? []));
}

let gear: readonly PackDocumentSource[] | undefined;

export function bonusGear(): readonly PackDocumentSource[] {
  gear ??= readPackSources("bonus-gear").map((f) => f.doc);
  return gear;
}

export const BONUS_BALANCE: BalanceRoom = {
  ruleset: "bonus",
  partySize: REFERENCE_PARTY.length,
  // "Everything has Durability, even objects": a door in the pack is not a fight (docs/rules/bonus.md decision 83).
  fights: (monster) => monster.system?.["object"] !== true,
  against: (monster) => playable(BONUS_SIM, { party: bonusParty(bonusGear()), foes: bonusGroup(monster) }),
};
