/**
 * The engine's derived values of a `contest` creature, for the sheet, the token bars and the attack flow. Plain data
 * in, engine values out: the data models call it during preparation; tests call it directly.
 */
import { highestOnly } from "../../../engine/core/damage/arithmetic.ts";
import type { Training } from "../../../engine/rulesets/contest/combat/modifiers.ts";
import { blockRatingAgainst, chooseArmor } from "../../../engine/rulesets/contest/damage/armor.ts";
import { matching } from "../../../engine/rulesets/contest/damage/pipeline.ts";
import { initiativeModifier } from "../../../engine/rulesets/contest/dice/initiative.ts";
import { initiativeRoller } from "./combat/initiative.ts";
import { conditionsInForce } from "../../../engine/rulesets/contest/status.ts";
import { armorTraining, bestStyle, styleTraining } from "../../../engine/rulesets/contest/style/training.ts";
import type { ArmorLevel } from "../../../engine/rulesets/contest/tables/armor.ts";
import { DAMAGE_TYPES, type DamageType } from "../../../engine/rulesets/contest/tables/damage-types.ts";
import { boughtGear } from "../../../engine/rulesets/contest/style/styles.ts";
import { STYLE_MAX_GEAR } from "../../../engine/rulesets/contest/tables/styles.ts";
import {
  armorSources,
  equippedShield,
  loadoutOf,
  toContestActor,
  toFightingStyles,
  type ContestCreatureSource,
  type ContestGearSources,
  type ContestRoller,
  type RankedSkill,
} from "./sources.ts";

export interface StyleDerived {
  readonly name: string;
  readonly rank: number;
  readonly gear: readonly string[];
  /** Training with what is in hand and worn now, for a Fighting Style test with this style. */
  readonly training: Training;
  /** Pieces beyond the free five, each bought for 25 XP. */
  readonly boughtGear: number;
  /** Room left on its list (at most ten pieces). */
  readonly gearLeft: number;
}

export interface SkillDerived {
  readonly rank: number;
  readonly attribute: string;
  /** Attribute + rank: what the test adds to the d20 before situational modifiers. */
  readonly bonus: number;
}

export interface ArmorDerived {
  readonly id: string;
  readonly label: string;
  readonly rating: number;
  readonly magicalRating: number;
}

/** The one value per damage type that counts ("you only benefit from the highest one", "the most severe"). */
export interface AffinityDerived {
  readonly resistance: number;
  readonly vulnerability: number;
}

export interface ContestDerived {
  /** What the initiative roll adds to its d6. */
  readonly initiative: number;
  readonly skills: Readonly<Record<RankedSkill, SkillDerived>>;
  readonly styles: readonly StyleDerived[];
  /** Index in `styles` of the style a Fighting Style test defaults to (engine `bestStyle`); -1 with none. */
  readonly bestStyle: number;
  readonly armorLevel: ArmorLevel;
  /** Untrained armor for Dodge and Sorcery tests (no style lists it). */
  readonly dodgeTraining: Training;
  /** The AR source in use against physical damage, or null with none worn. */
  readonly armor: ArmorDerived | null;
  /** That source's AR against physical damage (0 with none): the token bar's number. */
  readonly armorRating: number;
  readonly armorSources: readonly ArmorDerived[];
  /** The equipped shield's Block Rating against physical and magical damage; 0 without a shield. */
  readonly blockRating: number;
  readonly magicalBlockRating: number;
  readonly affinities: Readonly<Partial<Record<DamageType, AffinityDerived>>>;
  readonly conditions: readonly string[];
}

function strongestValue(list: ContestCreatureSource["resistances"], type: DamageType): number {
  const creature = list.filter((a) => a.value > 0);
  return highestOnly(matching(creature, type).map((a) => a.value));
}

/** Per damage type, only where the creature resists or is vulnerable. */
function affinitiesOf(src: ContestCreatureSource): Partial<Record<DamageType, AffinityDerived>> {
  const out: Partial<Record<DamageType, AffinityDerived>> = {};
  for (const type of DAMAGE_TYPES) {
    const resistance = strongestValue(src.resistances, type);
    const vulnerability = strongestValue(src.vulnerabilities, type);
    if (resistance > 0 || vulnerability > 0) out[type] = { resistance, vulnerability };
  }
  return out;
}

function skillsOf(src: ContestCreatureSource): Record<RankedSkill, SkillDerived> {
  const entries = Object.entries(src.skills) as [RankedSkill, ContestCreatureSource["skills"][RankedSkill]][];
  return Object.fromEntries(
    entries.map(([id, s]) => [
      id,
      { rank: s.rank, attribute: s.attribute, bonus: src.attributes[s.attribute] + s.rank },
    ]),
  ) as Record<RankedSkill, SkillDerived>;
}

export function deriveContest(
  src: ContestCreatureSource,
  gear: ContestGearSources,
  statuses: Iterable<string>,
  roller: ContestRoller,
): ContestDerived {
  const actor = toContestActor(src, statuses);
  const styles = toFightingStyles(src);
  const loadout = loadoutOf(gear);
  const best = bestStyle(styles, loadout);
  const sources = armorSources(gear).map((s) => ({
    id: s.id,
    label: s.label,
    rating: s.rating,
    magicalRating: s.magicalRating ?? 0,
  }));
  const chosen = chooseArmor(sources, "physical", src.armorChoice === "" ? undefined : src.armorChoice);
  const inUse = chosen ? (sources.find((s) => s.id === chosen.id) ?? null) : null;
  const shield = equippedShield(gear);
  const br = shield?.data.blockRating ?? 0;
  return {
    initiative: initiativeModifier(initiativeRoller(roller, src)),
    skills: skillsOf(src),
    styles: styles.map((s) => ({
      name: s.name,
      rank: s.rank,
      gear: s.gear,
      training: styleTraining(s, loadout),
      boughtGear: boughtGear(s.gear),
      gearLeft: Math.max(0, STYLE_MAX_GEAR - s.gear.length),
    })),
    bestStyle: best ? styles.indexOf(best) : -1,
    armorLevel: loadout.armor,
    dodgeTraining: armorTraining(styles, loadout.armor),
    armor: inUse,
    armorRating: inUse?.rating ?? 0,
    armorSources: sources,
    blockRating: blockRatingAgainst(br, "physical"),
    magicalBlockRating: blockRatingAgainst(br, "magical"),
    affinities: affinitiesOf(src),
    conditions: [...conditionsInForce(actor)],
  };
}
