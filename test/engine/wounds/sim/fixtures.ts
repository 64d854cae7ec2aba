import type { WoundsFighterSpec } from "../../../../module/engine/rulesets/wounds/sim/fighter.ts";
import type { WoundsNpcSource } from "../../../../module/foundry/rulesets/wounds/sources.ts";
import { woundsGear, woundsParty } from "../../../../scripts/balance/wounds.ts";
import { woundsFighterFrom } from "../../../../scripts/balance/wounds/fighter.ts";
import { readPackSources, type PackDocumentSource } from "../../../../scripts/balance/sources.ts";

/** The balance script's reference party and pack monsters, as the `wounds` sim's tests fight them. */
export const monsters = readPackSources("wounds-monsters").map((f) => f.doc);

export function monster(name: string): PackDocumentSource {
  const found = monsters.find((m) => m.name === name);
  if (!found) throw new Error(`no ${name} in wounds-monsters`);
  return found;
}

export const party = (): WoundsFighterSpec[] => woundsParty(woundsGear());

/** One pack monster as a fighter with this id, its stored system changed by `change`. */
export function foe(
  name: string,
  id = "m0",
  change: (s: WoundsNpcSource) => WoundsNpcSource = (s) => s,
): WoundsFighterSpec {
  const m = monster(name);
  return woundsFighterFrom(id, m.name, change(m.system as unknown as WoundsNpcSource), m.items ?? []);
}

/** A party member by name. */
export function member(name: string): WoundsFighterSpec {
  const found = party().find((f) => f.name === name);
  if (!found) throw new Error(`no ${name} in the reference party`);
  return found;
}
