/**
 * The engine's derived values of a `momentum` creature, for the sheet, the token bars and the attack flow. Plain data
 * in, engine values out: the data models call it during preparation; tests call it directly.
 */
import type { MomentumCreature } from "../../../engine/rulesets/momentum/creature.ts";
import { defenseValues } from "../../../engine/rulesets/momentum/damage/defenses.ts";
import { computeEvasion, type EvasionBreakdown } from "../../../engine/rulesets/momentum/defense/evasion.ts";
import { drPower, drValue } from "../../../engine/rulesets/momentum/dice/defense-roll.ts";
import { statHitBonus } from "../../../engine/rulesets/momentum/dice/hit-bonus.ts";
import { effectiveBasicMovement } from "../../../engine/rulesets/momentum/economy/pools.ts";
import { conditionsInForce } from "../../../engine/rulesets/momentum/status.ts";
import { DEFENSE_ROLL_KINDS, type DefenseRollKind } from "../../../engine/rulesets/momentum/tables/defense-rolls.ts";
import { STAT_IDS, statBonus, type StatId } from "../../../engine/rulesets/momentum/tables/stats.ts";
import { initiativeScore } from "../../../engine/rulesets/momentum/turns/initiative.ts";
import { toMomentumActor, wornGear, type MomentumCreatureSource, type MomentumGearSources } from "./sources.ts";

/** Everything the sheet and token bars show that is computed, never stored. */
export interface MomentumDerived {
  readonly statBonuses: Readonly<Record<StatId, number>>;
  /** Hit bonus of each equipped weapon, by item id ("Primary Stat Bonus … plus half of its Secondary Stat Bonus"). */
  readonly weaponHitBonus: Readonly<Record<string, number>>;
  /** "Your Ability hit bonus … uses your Primary and Secondary Stat". */
  readonly abilityHitBonus: number;
  /** Evasion before the situation (cover, Taking Cover): base, the Evasion Cap, shields. */
  readonly evasion: EvasionBreakdown;
  /** The lowest Evasion Cap of the armor worn ("Armor and clothes you wear limit how high your base Evasion can get"). */
  readonly evasionCap: number | null;
  /** Armor now: worn gear, natural Armor and conditions (Corroded). */
  readonly armor: number;
  /** Each Defense Roll's value: "Stat Bonus and Skill Level". */
  readonly defenseRolls: Readonly<Record<DefenseRollKind, number>>;
  /** "The DR Power is equal to the Primary Stat of the creature." */
  readonly drPower: number;
  /** "Your Instinct Stat times two plus …"; objects 0. */
  readonly initiative: number;
  /** Basic Movement now (Chilled halves it, immobile: 0). */
  readonly basicMovement: number;
  readonly conditions: readonly string[];
}

/** Each Stat's bonus; loops rather than `Object.fromEntries` over mapped pairs (issue 19's derivation budget). */
function statBonusesOf(stats: Readonly<Record<StatId, number>>): Record<StatId, number> {
  const bonuses = {} as Record<StatId, number>;
  for (const s of STAT_IDS) bonuses[s] = statBonus(stats[s]);
  return bonuses;
}

/** Each equipped weapon's hit bonus: its Stats' part plus the weapon's own bonus. */
function weaponHitBonuses(c: MomentumCreature, weapons: MomentumGearSources["weapons"]) {
  const bonuses: Record<string, number> = {};
  for (const w of weapons) if (w.data.equipped) bonuses[w.id] = statHitBonus(c, w.data) + w.data.hitBonus;
  return bonuses;
}

function defenseRollsOf(c: MomentumCreature): Record<DefenseRollKind, number> {
  const values = {} as Record<DefenseRollKind, number>;
  for (const k of DEFENSE_ROLL_KINDS) values[k] = drValue(c, k);
  return values;
}

export function deriveMomentum(
  src: MomentumCreatureSource,
  gear: MomentumGearSources,
  statuses: Iterable<string>,
): MomentumDerived {
  const worn = wornGear(gear);
  const actor = toMomentumActor(src, gear, statuses, worn);
  const c = actor.creature;
  return {
    statBonuses: statBonusesOf(c.stats),
    weaponHitBonus: weaponHitBonuses(c, gear.weapons),
    abilityHitBonus: statHitBonus(c, c.archetype),
    evasion: computeEvasion(actor, worn.evasionBonuses),
    evasionCap: worn.evasionCap ?? null,
    armor: defenseValues(actor).armor,
    defenseRolls: defenseRollsOf(c),
    drPower: drPower(c),
    initiative: initiativeScore(c),
    basicMovement: effectiveBasicMovement(actor),
    conditions: [...conditionsInForce(actor)],
  };
}
