import type { ConditionState } from "../../core/conditions/state.ts";
import type { DamageType } from "./tables/damage-types.ts";
import type { SizeCategory } from "./tables/size.ts";
import type { SkillId } from "./tables/skills.ts";
import type { StatId } from "./tables/stats.ts";

/**
 * The persistent state of a `momentum` creature (or object) that the rules read and return. Every rule is a pure
 * function from this shape (plus a situation) to a new shape; the Foundry adapter maps actor data onto it and back.
 */
export interface Track {
  readonly value: number;
  readonly max: number;
}

/** "Your Archetype determines your Evasion Stat"; Abilities use "your Primary and Secondary Stat … determined by
 * your Archetype"; "The DR Power is equal to the Primary Stat of the creature." */
export interface Archetype {
  readonly primary: StatId;
  readonly secondary: StatId;
  readonly evasion: StatId;
}

export interface DamageAffinities {
  readonly resistant?: readonly DamageType[];
  readonly immune?: readonly DamageType[];
  readonly vulnerable?: readonly DamageType[];
}

export interface MomentumCreature {
  /** Objects are hit automatically, fail every DR and have Initiative 0. */
  readonly kind: "creature" | "object";
  readonly stats: Readonly<Record<StatId, number>>;
  /** Skill Levels; a missing skill is level 0. */
  readonly skills: Readonly<Partial<Record<SkillId, number>>>;
  readonly archetype: Archetype;
  readonly size: SizeCategory;
  /** Holy damage is non-lethal to biological creatures. */
  readonly biological: boolean;
  /** Vitality may fall below 0; the creature bleeds below 1 and dies at the option's threshold. */
  readonly vitality: Track;
  /** Taken before Vitality (the seed names "Vitality, Temporary Vitality"). */
  readonly temporaryVitality: number;
  /** Armor value; may be negative ("A negative Armor value leads to taking increased damage"). */
  readonly armor: number;
  /** The lowest Evasion Cap of the armor and clothes worn; undefined when nothing caps it. */
  readonly evasionCap?: number;
  /** Basic Movement in metres ("usually 3 m"). */
  readonly basicMovement: number;
  readonly affinities?: DamageAffinities;
  /** Narrative Momentum held (an Actor resource: it lasts beyond combat). */
  readonly narrativeMomentum: number;
  /**
   * WP held, what an Ability costs besides its AP (the item states both; rules page decisions 99 and 100). Absent:
   * not tracked, so an Ability's WP cannot be paid.
   */
  readonly wp?: number;
  readonly dead: boolean;
}

/** A creature with its status effects: what the economy and the attack rules read. */
export interface MomentumActor {
  readonly creature: MomentumCreature;
  readonly conditions: ConditionState;
}

export function isObject(creature: MomentumCreature): boolean {
  return creature.kind === "object";
}

export function skillLevel(creature: MomentumCreature, skill: SkillId): number {
  return creature.skills[skill] ?? 0;
}
