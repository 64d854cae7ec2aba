import type { MomentumFighterSpec } from "../../../../module/engine/rulesets/momentum/sim/fighter.ts";
import type { MomentumCreatureSource } from "../../../../module/foundry/rulesets/momentum/sources.ts";
import { momentumGear, momentumParty } from "../../../../scripts/balance/momentum.ts";
import { momentumFighterFrom } from "../../../../scripts/balance/momentum/fighter.ts";
import { readPackSources, type PackDocumentSource } from "../../../../scripts/balance/sources.ts";

/** The balance script's reference party and pack monsters, as the `momentum` sim's tests fight them. */
export const monsters = readPackSources("momentum-monsters").map((f) => f.doc);

export function monster(name: string): PackDocumentSource {
  const found = monsters.find((m) => m.name === name);
  if (!found) throw new Error(`no ${name} in momentum-monsters`);
  return found;
}

export const party = (): MomentumFighterSpec[] => momentumParty(momentumGear());

/** One pack monster as a fighter with this id, its stored system changed by `change`. */
export function foe(
  name: string,
  id = "m0",
  change: (s: MomentumCreatureSource) => MomentumCreatureSource = (s) => s,
): MomentumFighterSpec {
  const m = monster(name);
  return momentumFighterFrom(id, m.name, change(m.system as unknown as MomentumCreatureSource), m.items ?? []);
}

/** A party member by name. */
export function member(name: string): MomentumFighterSpec {
  const found = party().find((f) => f.name === name);
  if (!found) throw new Error(`no ${name} in the reference party`);
  return found;
}
