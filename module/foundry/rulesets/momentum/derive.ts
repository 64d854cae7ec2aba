/**
 * The engine's derived values of a `momentum` creature, for the sheet, the token bars and the attack flow. Plain data
 * in, engine values out: the data models call it during preparation; tests call it directly.
 */
import { defenseValues } from "../../../engine/rulesets/momentum/damage/defenses.ts";
import { computeEvasion, type EvasionBreakdown } from "../../../engine/rulesets/momentum/defense/evasion.ts";
import { hitBonusTotal } from "../../../engine/rulesets/momentum/dice/attack.ts";
import { drPower, drValue } from "../../../engine/rulesets/momentum/dice/defense-roll.ts";
import { abilityHitBonus, weaponHitBonus } from "../../../engine/rulesets/momentum/dice/hit-bonus.ts";
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

export function deriveMomentum(
  src: MomentumCreatureSource,
  gear: MomentumGearSources,
  statuses: Iterable<string>,
): MomentumDerived {
  const actor = toMomentumActor(src, gear, statuses);
  const c = actor.creature;
  const worn = wornGear(gear);
  const weapons = gear.weapons.filter((w) => w.data.equipped);
  const bonus = (w: (typeof weapons)[number]) => [{ source: w.name, value: w.data.hitBonus }];
  return {
    statBonuses: Object.fromEntries(STAT_IDS.map((s) => [s, statBonus(c.stats[s])])) as Record<StatId, number>,
    weaponHitBonus: Object.fromEntries(weapons.map((w) => [w.id, hitBonusTotal(weaponHitBonus(c, w.data, bonus(w)))])),
    abilityHitBonus: hitBonusTotal(abilityHitBonus(c)),
    evasion: computeEvasion(actor, worn.evasionBonuses),
    evasionCap: worn.evasionCap ?? null,
    armor: defenseValues(actor).armor,
    defenseRolls: Object.fromEntries(DEFENSE_ROLL_KINDS.map((k) => [k, drValue(c, k)])) as Record<
      DefenseRollKind,
      number
    >,
    drPower: drPower(c),
    initiative: initiativeScore(c),
    basicMovement: effectiveBasicMovement(actor),
    conditions: [...conditionsInForce(actor)],
  };
}
