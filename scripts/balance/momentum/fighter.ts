import type { MomentumFighterSpec } from "../../../module/engine/rulesets/momentum/sim/fighter.ts";
import { momentumFighter } from "../../../module/foundry/rulesets/momentum/simulation/fighter.ts";
import type { MomentumCreatureSource, MomentumGearSources } from "../../../module/foundry/rulesets/momentum/sources.ts";
import { packGear, type PackItemLike } from "../pack-gear.ts";

/**
 * The engine's `momentum` fighter (`module/engine/rulesets/momentum/sim/`) from a creature's stored system and its
 * pack items: its equipped weapons, its Abilities that attack or are resisted, the armor and shields it wears.
 */
export function gearOf(items: readonly PackItemLike[]): MomentumGearSources {
  return packGear<MomentumGearSources>(items, "momentum", {
    weapons: "weapon",
    armor: "armor",
    shields: "shield",
    abilities: "ability",
  });
}

/** A fighter built as the Foundry room builds it from an actor (`momentumFighter`); one with no attack fails. */
export function momentumFighterFrom(
  id: string,
  name: string,
  system: MomentumCreatureSource,
  items: readonly PackItemLike[],
): MomentumFighterSpec {
  const fighter = momentumFighter(id, name, system, [], gearOf(items));
  if (!fighter) throw new Error(`${name} has nothing to attack with`);
  return fighter;
}
