import type { MomentumFighterSpec } from "../../../module/engine/rulesets/momentum/sim/fighter.ts";
import { momentumFighter } from "../../../module/foundry/rulesets/momentum/simulation/fighter.ts";
import type {
  MomentumAbilitySource,
  MomentumArmorSource,
  MomentumCreatureSource,
  MomentumGearSources,
  MomentumShieldSource,
  MomentumWeaponSource,
  Named,
} from "../../../module/foundry/rulesets/momentum/sources.ts";

/**
 * The engine's `momentum` fighter (`module/engine/rulesets/momentum/sim/`) from a creature's stored system and its
 * pack items: its equipped weapons, its Abilities that attack or are resisted, the armor and shields it wears.
 */
interface ItemLike {
  readonly _id?: string;
  readonly name: string;
  readonly type: string;
  readonly system: Readonly<Record<string, unknown>>;
}

/** Pack items of one `momentum-<kind>` type as the adapter's named gear sources. */
function named<T>(items: readonly ItemLike[], type: string): Named<T>[] {
  return items
    .filter((i) => i.type === `momentum-${type}`)
    .map((i) => ({ id: i._id ?? i.name, name: i.name, data: i.system as unknown as T }));
}

export function gearOf(items: readonly ItemLike[]): MomentumGearSources {
  return {
    weapons: named<MomentumWeaponSource>(items, "weapon"),
    armor: named<MomentumArmorSource>(items, "armor"),
    shields: named<MomentumShieldSource>(items, "shield"),
    abilities: named<MomentumAbilitySource>(items, "ability"),
  };
}

/** A fighter built as the Foundry room builds it from an actor (`momentumFighter`); one with no attack fails. */
export function momentumFighterFrom(
  id: string,
  name: string,
  system: MomentumCreatureSource,
  items: readonly ItemLike[],
): MomentumFighterSpec {
  const fighter = momentumFighter(id, name, system, [], gearOf(items));
  if (!fighter) throw new Error(`${name} has nothing to attack with`);
  return fighter;
}
