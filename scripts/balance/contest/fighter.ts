import type { ContestFighterSpec } from "../../../module/engine/rulesets/contest/sim/fighter.ts";
import { contestFighter } from "../../../module/foundry/rulesets/contest/simulation/fighter.ts";
import type {
  ContestAbilitySource,
  ContestCreatureSource,
  ContestGearSources,
  ContestRoller,
  Named,
} from "../../../module/foundry/rulesets/contest/sources.ts";
import { packGear, type PackItemLike } from "../pack-gear.ts";

/**
 * The engine's `contest` fighter (`module/engine/rulesets/contest/sim/`) from a creature's stored system and its pack
 * items, built as the Foundry room builds it from an actor (`contestFighter`).
 */
export function gearOf(items: readonly PackItemLike[]): ContestGearSources {
  return packGear<ContestGearSources>(items, "contest", { weapons: "weapon", armor: "armor", shields: "shield" });
}

interface ContestAbilities {
  readonly abilities: readonly Named<ContestAbilitySource>[];
}

export function contestFighterFrom(
  id: string,
  name: string,
  system: ContestCreatureSource,
  items: readonly PackItemLike[],
  roller: ContestRoller,
): ContestFighterSpec {
  const { abilities } = packGear<ContestAbilities>(items, "contest", { abilities: "ability" });
  return contestFighter(id, name, system, [], gearOf(items), abilities, roller);
}
