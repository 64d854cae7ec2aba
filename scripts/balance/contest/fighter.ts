import type { ContestFighterSpec } from "../../../module/engine/rulesets/contest/sim/fighter.ts";
import { contestFighter } from "../../../module/foundry/rulesets/contest/simulation/fighter.ts";
import type {
  ContestAbilitySource,
  ContestArmorSource,
  ContestCreatureSource,
  ContestGearSources,
  ContestRoller,
  ContestShieldSource,
  ContestWeaponSource,
  Named,
} from "../../../module/foundry/rulesets/contest/sources.ts";

/**
 * The engine's `contest` fighter (`module/engine/rulesets/contest/sim/`) from a creature's stored system and its pack
 * items, built as the Foundry room builds it from an actor (`contestFighter`).
 */
interface ItemLike {
  readonly _id?: string;
  readonly name: string;
  readonly type: string;
  readonly system: Readonly<Record<string, unknown>>;
}

/** Pack items of one `contest-<kind>` type as the adapter's named sources. */
function named<T>(items: readonly ItemLike[], type: string): Named<T>[] {
  return items
    .filter((i) => i.type === `contest-${type}`)
    .map((i) => ({ id: i._id ?? i.name, name: i.name, data: i.system as unknown as T }));
}

export function gearOf(items: readonly ItemLike[]): ContestGearSources {
  return {
    weapons: named<ContestWeaponSource>(items, "weapon"),
    armor: named<ContestArmorSource>(items, "armor"),
    shields: named<ContestShieldSource>(items, "shield"),
  };
}

export function contestFighterFrom(
  id: string,
  name: string,
  system: ContestCreatureSource,
  items: readonly ItemLike[],
  roller: ContestRoller,
): ContestFighterSpec {
  return contestFighter(id, name, system, [], gearOf(items), named<ContestAbilitySource>(items, "ability"), roller);
}
