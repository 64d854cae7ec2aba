/**
 * The `wounds` room's part of the encounter-odds tool: an actor as it stands now (wounds, statuses, gear) as the
 * engine's simulation fighter (`engine/rulesets/wounds/sim/`). The balance script builds its fighters from pack
 * sources through `woundsFighter` too, so both read a creature the same way, and the weapons, blocks and Toughness
 * are the ones the attack flow reads (forecast.ts: `toWoundsWeapon`, `blockBonuses`, `toughnessInput`).
 */
import type { WoundsFighterSpec } from "../../../../engine/rulesets/wounds/sim/fighter.ts";
import type { WoundsActor } from "../../../../engine/rulesets/wounds/status.ts";
import {
  blockBonuses,
  toughnessInput,
  toWoundsActor,
  toWoundsWeapon,
  type WoundsCreatureSource,
  type WoundsGearSources,
} from "../sources.ts";

/**
 * The actor's creature as plain data: the conversion shares the stored objects (attributes, wounds, investments …),
 * which on a document are the data model's; the fighter crosses to a worker by structured clone, so it owns copies.
 */
function plainActor(actor: WoundsActor): WoundsActor {
  const c = actor.creature;
  return {
    conditions: actor.conditions,
    creature: {
      ...c,
      attributes: { ...c.attributes },
      skills: { ...c.skills },
      specializations: { ...c.specializations },
      wounds: { ...c.wounds },
      invested: c.invested.map((i) => ({ ...i })),
      afflictions: { ...c.afflictions },
    },
  };
}

/**
 * The fighter for a creature's stored system, statuses and gear: every equipped weapon (its Standard Attack, and its
 * Quick and Strong Attacks in melee); undefined when it has none (nothing to fight with).
 */
export function woundsFighter(
  id: string,
  name: string,
  source: WoundsCreatureSource,
  statuses: Iterable<string>,
  gear: WoundsGearSources,
): WoundsFighterSpec | undefined {
  const weapons = gear.weapons.filter((w) => w.data.equipped).map(toWoundsWeapon);
  if (weapons.length === 0) return undefined;
  return {
    id,
    name,
    actor: plainActor(toWoundsActor(source, statuses)),
    weapons,
    blocks: blockBonuses(gear).map((b) => ({ ...b })),
    toughness: { ...toughnessInput(source, gear) },
  };
}
