import { attr, hasTag } from "../../../core/damage/predicates.ts";
import type { DamagePipeline, DamageStep } from "../../../core/damage/steps.ts";
import type { BonusCreature } from "../creature.ts";
import { COVER_TABLE, type CoverLevel } from "../tables/cover.ts";
import { qualityIndex } from "../tables/quality.ts";
import { armorSteps, type ArmorPiece } from "./armor.ts";
import type { BonusHit } from "./hit.ts";
import type { BonusDamageOptions } from "./options.ts";

/**
 * The `bonus` damage pipeline for a creature, in order:
 * 1. superior Durability: "immune to damage from weapons that are not of the same or higher rank";
 * 2. the creature's damage-type immunities;
 * 3. cover's Armor Rank bonus (ranged attacks only: cover "comes into play when an attacker at range is targeting");
 * 4. the highest applicable Armor Rank, absorbed damage to the armor;
 * 5. Durability, then Health ("Damage is first subtracted from your Durability").
 */

export interface BonusDefense {
  readonly armor: readonly ArmorPiece[];
  readonly cover?: CoverLevel;
  /** Full cover's Armor Rank bonus assumes sturdy cover; default true. */
  readonly coverSturdy?: boolean;
}

export const DURABILITY = "durability";
export const HEALTH = "health";

function superiorDurabilityStep(creature: BonusCreature): DamageStep | undefined {
  const rank = creature.superiorDurability;
  if (rank === undefined) return undefined;
  // Only damage that has a quality rank can be "from weapons"; unranked damage (a fall) is not stopped.
  return {
    kind: "immune",
    source: `${rank} Durability`,
    when: attr("quality", "<", qualityIndex(rank)),
  };
}

function coverStep(defense: BonusDefense, options: BonusDamageOptions): DamageStep | undefined {
  if (defense.cover === undefined) return undefined;
  const row = COVER_TABLE[defense.cover];
  if (row.armorRank <= 0 || (row.armorNeedsSturdy && defense.coverSturdy === false)) return undefined;
  return {
    kind: "reduce",
    source: `${row.id} cover (Armor Rank +${row.armorRank})`,
    by: row.armorRank,
    when:
      options.coverArmorAgainst === "physical"
        ? { kind: "all", of: [hasTag("ranged"), hasTag("physical")] }
        : hasTag("ranged"),
  };
}

/** Track order for this hit: poisons and the like go straight to Health. */
export function trackOrder(creature: BonusCreature, hit: BonusHit, options: BonusDamageOptions): string[] {
  if (hit.toHealth === true) return [HEALTH];
  if (!options.overflowToHealth && creature.durability.value > 0) return [DURABILITY];
  return [DURABILITY, HEALTH];
}

export function creaturePipeline(
  creature: BonusCreature,
  defense: BonusDefense,
  hit: BonusHit,
  options: BonusDamageOptions,
): DamagePipeline {
  const steps: (DamageStep | undefined)[] = [
    superiorDurabilityStep(creature),
    ...(creature.immunities ?? []).map((type): DamageStep => ({
      kind: "immune",
      source: `immune to ${type}`,
      when: hasTag(type),
    })),
    coverStep(defense, options),
    armorSteps(defense.armor, options.inferiorWeaponVsSuperiorArmor === "attackStopped"),
    { kind: "track", source: "Durability, then Health", order: trackOrder(creature, hit, options) },
  ];
  return steps.filter((s): s is DamageStep => s !== undefined);
}
