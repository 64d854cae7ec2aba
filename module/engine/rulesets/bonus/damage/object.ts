import { applyPipeline, type DamageResult } from "../../../core/damage/pipeline.ts";
import { hasTag } from "../../../core/damage/predicates.ts";
import type { DamagePipeline, DamageStep } from "../../../core/damage/steps.ts";
import type { Track } from "../creature.ts";
import { DAMAGE_TYPE_TABLE } from "../tables/damage-types.ts";
import { hitPacket, type BonusHit } from "./hit.ts";

/**
 * Objects (seed 000): "Everything has Durability, even objects. … Some objects composed of particularly hard material
 * might have an Armor Rank as well. In the case of objects, A.R. is simply subtracted from the damage done to the
 * object. When an inanimate object's Durability is depleted it is destroyed beyond meaningful use."
 *
 * "Simply subtracted": no highest-of choice, no absorbing, no quality rules, and against every damage type (a stone
 * wall's hardness does not care what hits it). Types that "only harm living creatures" do nothing.
 */

export interface BonusObject {
  readonly durability: Track;
  readonly armorRank: number;
}

export interface ObjectDamageOutcome {
  readonly object: BonusObject;
  readonly destroyed: boolean;
  /** Destroyed by this hit (it was intact before). */
  readonly destroyedNow: boolean;
  readonly result: DamageResult;
}

export function objectPipeline(object: BonusObject): DamagePipeline {
  const livingOnly: DamageStep[] = Object.values(DAMAGE_TYPE_TABLE)
    .filter((row) => row.livingOnly)
    .map((row) => ({ kind: "immune", source: `objects are not harmed by ${row.id}`, when: hasTag(row.id) }));
  const armor: DamageStep[] =
    object.armorRank > 0 ? [{ kind: "reduce", source: `Armor Rank ${object.armorRank}`, by: object.armorRank }] : [];
  return [...livingOnly, ...armor, { kind: "track", source: "Durability", order: ["durability"] }];
}

export function applyObjectDamage(object: BonusObject, hit: BonusHit): ObjectDamageOutcome {
  const result = applyPipeline(objectPipeline(object), hitPacket(hit), { tracks: { durability: object.durability } });
  const durability = result.state.tracks["durability"] ?? object.durability;
  const destroyed = durability.value <= 0;
  return {
    object: { ...object, durability },
    destroyed,
    destroyedNow: destroyed && object.durability.value > 0,
    result,
  };
}

/**
 * An object's Armor Rank: "Some objects composed of particularly hard material might have an Armor Rank as well." In
 * Foundry the material is the object's armor (an oak door's planks): the highest rank of it counts, once, since "A.R.
 * is simply subtracted" (docs/rules/bonus.md decision 83). None: 0.
 */
export function objectArmorRank(ranks: readonly number[]): number {
  return Math.max(0, ...ranks);
}
