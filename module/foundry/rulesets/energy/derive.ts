/**
 * The engine's derived values of an `energy` creature, for the sheet, the token bars and the attack flow. Plain data
 * in, engine values out: the data models call it during preparation; tests call it directly.
 */
import { poolMax } from "../../../engine/core/economy/pool.ts";
import { maxStamina, type EnergyAbility, type EnergyCreature } from "../../../engine/rulesets/energy/creature.ts";
import {
  attackValue,
  auraStrength,
  masab,
  masdb,
  maxRecoverySurges,
  recoveryValue,
  type AttackValue,
} from "../../../engine/rulesets/energy/defense/derived.ts";
import {
  defenseValue,
  type DefenseBreakdown,
  type DefenseGear,
  type DefenseKind,
} from "../../../engine/rulesets/energy/defense/values.ts";
import { isProficient } from "../../../engine/rulesets/energy/economy/martial.ts";
import { ENERGY_POOLS, energyStats } from "../../../engine/rulesets/energy/economy/pools.ts";
import { speedOf } from "../../../engine/rulesets/energy/economy/movement.ts";
import { conditionsInForce } from "../../../engine/rulesets/energy/economy/status.ts";
import { DEFAULT_ENERGY_OPTIONS, type EnergyOptions } from "../../../engine/rulesets/energy/options.ts";
import {
  toEnergyActor,
  toEnergyArmor,
  toEnergyShield,
  toEnergyWeapon,
  type EnergyArmorSource,
  type EnergyCreatureSource,
  type EnergyGearSources,
  type EnergyWeaponSource,
  type Named,
} from "./sources.ts";

const DEFENSE_KINDS: readonly DefenseKind[] = ["evasion", "rangedEvasion", "unarmedEvasion", "fortitude", "will"];

/** The armor set worn: one at a time, so the first equipped one counts (an adapter choice: the seed wears one). */
export function wornArmor(gear: EnergyGearSources): EnergyArmorSource | undefined {
  return gear.armor.find((a) => a.data.equipped)?.data;
}

/**
 * What the defenses read from gear: the worn armor's penalty, the first equipped shield, the equipped weapons'
 * Evasion bonuses, and "-1 Evasion" when a melee weapon in hand is above the creature's Martial Proficiency.
 */
export function defenseGear(gear: EnergyGearSources, mpl: number, shieldFacing = true): DefenseGear {
  const armor = wornArmor(gear);
  const shield = gear.shields.find((s) => s.data.equipped)?.data;
  const weapons = gear.weapons.filter((w) => w.data.equipped);
  return {
    ...(armor ? { armor: toEnergyArmor(armor) } : {}),
    ...(shield ? { shield: toEnergyShield(shield) } : {}),
    weapons: weapons.map(toEnergyWeapon),
    notProficientWeapon: weapons.some((w) => w.data.kind === "melee" && !isProficient(mpl, w.data.mpr)),
    shieldFacing,
  };
}

/** "Melee AV = 15 + MASAB + Weapon Attack Bonus", with "-1 AV with the weapon" when not Proficient. */
export function weaponAttackValue(
  creature: EnergyCreature,
  weapon: Named<EnergyWeaponSource>,
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
  /** Non-Lethal's "-3 AV" steps taken on this attack (situation/non-lethal.ts). */
  nonLethalSteps = 0,
  /** The Ability Modifiers the creature's abilities add to MASAB (gear-sources.ts). */
  extraAbilities: readonly EnergyAbility[] = [],
): AttackValue {
  const proficient = isProficient(creature.martial.level, weapon.data.mpr);
  // "Unarmed AV = 15 + MASAB": no Weapon Attack Bonus.
  const weaponAttackBonus = weapon.data.kind === "unarmed" ? 0 : weapon.data.attackBonus;
  return attackValue(creature, { weaponAttackBonus, proficient, nonLethalSteps, extraAbilities }, options);
}

/** Everything the sheet and token bars show that is computed, never stored. */
export interface EnergyDerived {
  readonly masab: number;
  readonly masdb: number;
  /** "Unarmed AV = 15 + MASAB". */
  readonly unarmedAv: AttackValue;
  /** AV with each equipped melee or thrown weapon, by item id. */
  readonly weaponAv: Readonly<Record<string, number>>;
  readonly defenses: Readonly<Record<DefenseKind, DefenseBreakdown>>;
  readonly auraStrength: number;
  readonly maxStamina: number;
  readonly maxRecoverySurges: number;
  readonly recoveryValue: number;
  /** Energy the pool resets to at the start of a Round ("reset based on your Stamina", Exhausted adjusts it). */
  readonly energyPerRound: number;
  /** "Your Agility pool resets to your Maximum Agility" (3 + Leg Strength + abilities). */
  readonly maxAgility: number;
  /** Speed now, in metres: Slowed's "Your Speed is halved (the Speed left is rounded up)" taken. */
  readonly speed: number;
  /** The worn armor's AR and coverages, or null when none is worn. */
  readonly armor: { readonly rating: number; readonly coverage: number; readonly rangedCoverage: number } | null;
  readonly conditions: readonly string[];
}

function poolMaxOf(id: string, stats: ReturnType<typeof energyStats>): number {
  const spec = ENERGY_POOLS.find((p) => p.id === id);
  return spec ? poolMax(spec, stats) : 0;
}

export function deriveEnergy(
  src: EnergyCreatureSource,
  gear: EnergyGearSources,
  statuses: Iterable<string>,
  options: EnergyOptions = DEFAULT_ENERGY_OPTIONS,
): EnergyDerived {
  // Prepared with the actor's own data: a Round's suppressions live on its combatant and are read by the rules in play
  // (combat/suppressions.ts), not by the sheet's derived numbers (decision 112).
  const actor = toEnergyActor(src, statuses, []);
  const c = actor.creature;
  const defenses = defenseGear(gear, c.martial.level);
  const stats = energyStats(actor, options);
  const armor = wornArmor(gear);
  const attacking = gear.weapons.filter((w) => w.data.equipped && w.data.kind !== "ranged");
  return {
    // "Some Themes, Feats, or other effects may add another Ability Modifier into the MASAB or MASDB calculation".
    masab: masab(c, gear.added.masab, options),
    masdb: masdb(c, gear.added.masdb, options),
    unarmedAv: attackValue(c, { weaponAttackBonus: 0, proficient: true, extraAbilities: gear.added.masab }, options),
    weaponAv: Object.fromEntries(
      attacking.map((w) => [w.id, weaponAttackValue(c, w, options, 0, gear.added.masab).total]),
    ),
    defenses: Object.fromEntries(
      DEFENSE_KINDS.map((kind) => [kind, defenseValue(c, kind, defenses, options)]),
    ) as Record<DefenseKind, DefenseBreakdown>,
    auraStrength: auraStrength(c, options),
    maxStamina: maxStamina(c),
    maxRecoverySurges: maxRecoverySurges(c, options),
    recoveryValue: recoveryValue(c),
    energyPerRound: poolMaxOf("energy", stats),
    maxAgility: poolMaxOf("agility", stats),
    speed: speedOf(actor),
    armor: armor ? { rating: armor.rating, coverage: armor.coverage, rangedCoverage: armor.rangedCoverage } : null,
    conditions: [...conditionsInForce(actor)],
  };
}
