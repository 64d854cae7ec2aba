import type { DamagePacket } from "../../../core/damage/pipeline.ts";
import { DAMAGE_TYPE_TABLE, type DamageType, type KineticKind } from "../tables/damage-types.ts";
import { qualityIndex, type QualityRank } from "../tables/quality.ts";

/**
 * A `bonus` hit: what the attack card knows once damage is rolled. Converted to a core packet whose tags and
 * attributes the pipeline's predicates read.
 */
export interface BonusHit {
  /** Rolled damage, including Strength or Skill bonus dice. */
  readonly amount: number;
  readonly type: DamageType;
  readonly kind?: KineticKind;
  /**
   * Quality rank of the weapon or attack ("The dice rolled depends on the quality Rank of the attack"). Undefined for
   * damage with no rank (a fall, a fire in the room): quality rules then neither bypass nor block.
   */
  readonly quality?: QualityRank;
  readonly ranged: boolean;
  readonly area: boolean;
  /** "if you are subject to some special attacks like poisons, any damage you take is done to your Health". */
  readonly toHealth?: boolean;
  /** What dealt it ("Heroic axe"). */
  readonly source: string;
}

/** Tags: the type, "physical" when normal armor applies, the kinetic kind, "ranged"/"melee", "area". */
export function hitPacket(hit: BonusHit): DamagePacket {
  const tags: string[] = [hit.type, hit.ranged ? "ranged" : "melee"];
  if (DAMAGE_TYPE_TABLE[hit.type].physical) tags.push("physical");
  if (hit.kind !== undefined) tags.push(hit.kind);
  if (hit.area) tags.push("area");
  const attrs: Record<string, number> = hit.quality === undefined ? {} : { quality: qualityIndex(hit.quality) };
  return { amount: hit.amount, source: hit.source, tags, attrs };
}
