import type { WoundsFighterSpec } from "../../../module/engine/rulesets/wounds/sim/fighter.ts";
import { woundsFighter } from "../../../module/foundry/rulesets/wounds/simulation/fighter.ts";
import type { WoundsCreatureSource, WoundsGearSources } from "../../../module/foundry/rulesets/wounds/sources.ts";
import { packGear, type PackItemLike } from "../pack-gear.ts";
import { woundsSpellsFrom } from "./spells.ts";

/**
 * The engine's `wounds` fighter (`module/engine/rulesets/wounds/sim/`) from a creature's stored system and its pack
 * items (its weapons, armor and shields), built as the Foundry room builds it from an actor (`woundsFighter`), with
 * the attack spells it can cast (spells.ts); a creature with no equipped weapon fails.
 */
export function woundsFighterFrom(
  id: string,
  name: string,
  system: WoundsCreatureSource,
  items: readonly PackItemLike[],
): WoundsFighterSpec {
  const gear = packGear<WoundsGearSources>(items, "wounds", { weapons: "weapon", armor: "armor", shields: "shield" });
  const fighter = woundsFighter(id, name, system, [], gear);
  if (!fighter) throw new Error(`${name} has no weapon`);
  const spells = woundsSpellsFrom(items);
  return spells.length === 0 ? fighter : { ...fighter, spells };
}
