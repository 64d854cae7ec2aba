import type { DamageType, ResistibleGroup } from "../tables/damage-types.ts";

/**
 * A resistance or vulnerability "by value": "x Resistance (y), x being the damage type and y the value by which they
 * reduce damage of that type", extended to groups ("Magic Resistance (2) reduces all fire, frost, and shock damage").
 */
export interface DamageAffinity {
  /** A damage type, or a group ("physical", "magical"). */
  readonly against: DamageType | ResistibleGroup;
  readonly value: number;
  /** Where it comes from ("Ancestry: Ork"), for the audit trail. */
  readonly source: string;
}
