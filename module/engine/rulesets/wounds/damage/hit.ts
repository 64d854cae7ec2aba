import type { DamagePacket } from "../../../core/damage/pipeline.ts";
import { hasTag } from "../../../core/damage/predicates.ts";
import type { DamagePipeline } from "../../../core/damage/steps.ts";
import { WOUND_THRESHOLDS } from "../tables/thresholds.ts";
import type { Toughness } from "./toughness.ts";

/**
 * From an attack to a wound level (seed 004). "If the attack roll equals or exceeds the target's Defense, then the
 * attack hits. In the case of a hit with a weapon attack, add your Strength and the weapon's damage value to your
 * attack roll to determine the damage dealt." "Damage received = Attack Roll + Damage Roll - Defense - Toughness."
 * "You gain a wound of the highest level whose threshold the damage exceeds or equals." Penetrating attacks "add
 * their damage to the attack roll before determining a hit instead of only adding it after a successful hit".
 *
 * The pipeline runs on the core: the packet is attack + damage, then Defense, base Toughness and armor Toughness are
 * subtracted (armor skipped by armor-bypassing attacks), and the threshold step names the level from the signed
 * final damage (below 0: no wound).
 */
export interface WoundsHit {
  /** The attack roll's total. */
  readonly attackTotal: number;
  /** The damage roll's total: Strength, the weapon's damage value and any extra dice. */
  readonly damageTotal: number;
  /** The Defense the attack targeted. */
  readonly defense: number;
  readonly penetrating?: boolean;
  /** "Certain attacks bypass armor". */
  readonly bypassesArmor?: boolean;
  /** What dealt it ("Longsword"). */
  readonly source: string;
}

export const BYPASSES_ARMOR_TAG = "bypassesArmor";

/** The number compared with Defense: the attack roll, plus the damage for a penetrating attack. */
export function hitTotal(hit: WoundsHit): number {
  return hit.attackTotal + (hit.penetrating === true ? hit.damageTotal : 0);
}

export function isHit(hit: WoundsHit): boolean {
  return hitTotal(hit) >= hit.defense;
}

/** Attack + damage − Defense − Toughness (armor left out when the attack bypasses it). Signed. */
export function finalDamage(hit: WoundsHit, toughness: Toughness): number {
  const armor = hit.bypassesArmor === true ? 0 : toughness.armor;
  return hit.attackTotal + hit.damageTotal - hit.defense - toughness.base - armor;
}

export function hitPacket(hit: WoundsHit): DamagePacket {
  return {
    amount: hit.attackTotal + hit.damageTotal,
    source: hit.source,
    tags: hit.bypassesArmor === true ? [BYPASSES_ARMOR_TAG] : [],
  };
}

export function woundPipeline(hit: WoundsHit, toughness: Toughness): DamagePipeline {
  return [
    { kind: "reduce", source: "Defense", by: hit.defense },
    { kind: "reduce", source: "Base Toughness", by: toughness.base },
    {
      kind: "reduce",
      source: "Armor Toughness",
      by: toughness.armor,
      bypass: [{ source: "the attack bypasses armor", when: hasTag(BYPASSES_ARMOR_TAG) }],
    },
    { kind: "threshold", source: "Wound Thresholds", table: WOUND_THRESHOLDS },
  ];
}
