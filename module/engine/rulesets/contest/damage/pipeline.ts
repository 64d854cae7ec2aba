/**
 * The `contest` damage pipeline for one hit, in order (every step adds or subtracts, so the order only matters for the
 * final floor at 0, which the core applies once, at the Health Pool):
 *   1. the most severe vulnerability to the type or its group (added);
 *   2. the highest resistance to the type or its group (subtracted): "you only benefit from the highest one";
 *   3. the one AR source in use, against physical damage (and magical, for rare materials);
 *   4. on a successful Block, the shield's BR: full against physical, half (round up) against magical;
 *   5. what is left comes off the Health Pool.
 */
import { highestOnly } from "../../../core/damage/arithmetic.ts";
import type { DamagePacket } from "../../../core/damage/pipeline.ts";
import { hasTag } from "../../../core/damage/predicates.ts";
import type { DamagePipeline, DamageStep } from "../../../core/damage/steps.ts";
import type { ContestCreature } from "../creature.ts";
import { groupOf, type DamageType } from "../tables/damage-types.ts";
import type { DamageAffinity } from "./affinity.ts";
import { blockRatingAgainst, chooseArmor, ratingAgainst, type ArmorSource } from "./armor.ts";

export const HEALTH = "health";

export interface ContestHit {
  /** The damage rolled. */
  readonly amount: number;
  readonly type: DamageType;
  /** What dealt it ("Longsword"). */
  readonly source: string;
}

export interface Protection {
  readonly armor: readonly ArmorSource[];
  /** The AR source the character chose to use; default the one that stops most of this hit. */
  readonly chosenArmor?: string;
  /** Present only when a successful Block stands against this hit (combat result "blocked"). */
  readonly shield?: { readonly label: string; readonly blockRating: number };
}

export function hitPacket(hit: ContestHit): DamagePacket {
  return { amount: hit.amount, source: hit.source, tags: [hit.type, groupOf(hit.type)] };
}

/** The affinities that apply to this type: named for the type, or for its group. */
export function matching(affinities: readonly DamageAffinity[], type: DamageType): readonly DamageAffinity[] {
  return affinities.filter((a) => a.against === type || a.against === groupOf(type));
}

function strongest(affinities: readonly DamageAffinity[]): DamageAffinity | undefined {
  const top = highestOnly(affinities.map((a) => a.value));
  return top > 0 ? affinities.find((a) => a.value === top) : undefined;
}

export function contestPipeline(creature: ContestCreature, hit: ContestHit, protection: Protection): DamagePipeline {
  const group = groupOf(hit.type);
  const steps: DamageStep[] = [];
  const vulnerability = strongest(matching(creature.vulnerabilities, hit.type));
  if (vulnerability) {
    steps.push({
      kind: "add",
      source: `${vulnerability.source}: Vulnerability (${vulnerability.value})`,
      amount: vulnerability.value,
    });
  }
  const resistance = strongest(matching(creature.resistances, hit.type));
  if (resistance) {
    steps.push({
      kind: "reduce",
      source: `${resistance.source}: Resistance (${resistance.value})`,
      by: resistance.value,
    });
  }
  const armor = chooseArmor(protection.armor, group, protection.chosenArmor);
  const ar = armor ? ratingAgainst(armor, group) : 0;
  if (armor && ar > 0) steps.push({ kind: "reduce", source: `${armor.label} (AR ${ar})`, by: ar, when: hasTag(group) });
  const br = protection.shield ? blockRatingAgainst(protection.shield.blockRating, group) : 0;
  if (protection.shield && br > 0) {
    steps.push({ kind: "reduce", source: `${protection.shield.label} (BR ${br})`, by: br, when: hasTag(group) });
  }
  steps.push({ kind: "track", source: "Health Pool", order: [HEALTH] });
  return steps;
}
