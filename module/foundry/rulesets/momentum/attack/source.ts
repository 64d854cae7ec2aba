/**
 * What an attack is made with, read from the item: a weapon ("The hit bonus is equal to the Primary Stat Bonus of the
 * weapon plus half of its Secondary Stat Bonus") or an Ability that attacks ("Your Ability hit bonus … uses your
 * Primary and Secondary Stat … determined by your Archetype"), or an Ability the target resists with a Defense Roll
 * ("the target needs to defend themselves against the effects"). Plain data: the plan, the damage and the card read
 * the same shape.
 */
import type { FlatModifier } from "../../../../engine/core/dice/request.ts";
import type { MomentumCreature } from "../../../../engine/rulesets/momentum/creature.ts";
import type { AttackKind, DamageComponent } from "../../../../engine/rulesets/momentum/dice/damage.ts";
import { abilityHitBonus, weaponHitBonus } from "../../../../engine/rulesets/momentum/dice/hit-bonus.ts";
import { MELEE_RANGE_M } from "../../../../engine/rulesets/momentum/geometry/range.ts";
import type { DefenseRollKind } from "../../../../engine/rulesets/momentum/tables/defense-rolls.ts";
import type { DamageComponentSource, MomentumAbilitySource, MomentumWeaponSource, Named } from "../sources.ts";

/** How a hit moves its target (rules page decision 148): pushed, pulled or teleported this many metres. */
export interface ForcedMovement {
  readonly kind: "push" | "pull" | "teleport";
  readonly metres: number;
}

/** The item's forced movement, when it moves its target at all. */
function forcedMovementOf(ability: MomentumAbilitySource): ForcedMovement | undefined {
  const { kind, metres } = ability.forcedMovement;
  return kind === "none" || metres < 1 ? undefined : { kind, metres };
}

export interface MomentumAttackSource {
  readonly name: string;
  readonly ranged: boolean;
  /** Metres: a melee weapon's reach (1 m unless it says more) or a ranged weapon's or Ability's range. */
  readonly range: number;
  readonly attack: AttackKind;
  readonly components: readonly DamageComponent[];
  /** The Defense Roll the target makes instead of being attacked; absent: an attack roll against Evasion. */
  readonly defenseRoll?: DefenseRollKind;
  /** Armor (or the Poison/Psychic DR value) the hit ignores, never below 0 (rules page decision 146). */
  readonly ignoreArmor: number;
  /** The Maneuver added to a weapon attack (attack/maneuver.ts). */
  readonly maneuver?: Named<MomentumAbilitySource>;
  /** How a hit moves the target (attack/forced-move.ts); absent: it stays. */
  readonly forcedMovement?: ForcedMovement;
  hitBonus(creature: MomentumCreature): readonly FlatModifier[];
}

function components(name: string, damage: readonly DamageComponentSource[]): readonly DamageComponent[] {
  return damage.map((d) => ({ type: d.type, dice: [{ count: d.count, faces: d.faces }], flat: d.flat, source: name }));
}

/**
 * A weapon attack, with the Maneuver added to it if any: the Maneuver's damage comes after the weapon's (the critical
 * +6 stays on the weapon's, "the Maneuver deals additional damage equal to 3 times the Tier" on the Maneuver's own, or
 * on the weapon's when the Maneuver deals none), and the Armor both ignore adds up (decision 147).
 */
export function weaponAttack(
  weapon: Named<MomentumWeaponSource>,
  maneuver?: Named<MomentumAbilitySource>,
): MomentumAttackSource {
  const d = weapon.data;
  const own = d.hitBonus === 0 ? [] : [{ source: weapon.name, value: d.hitBonus }];
  const weaponDamage = components(weapon.name, d.damage);
  const maneuverDamage = maneuver ? components(maneuver.name, maneuver.data.damage) : [];
  const forcedMovement = maneuver ? forcedMovementOf(maneuver.data) : undefined;
  return {
    name: weapon.name,
    ranged: d.reach === "ranged",
    range: d.reach === "ranged" ? d.range : Math.max(MELEE_RANGE_M, d.range),
    attack: maneuver
      ? {
          kind: "weaponManeuver",
          tier: maneuver.data.tier,
          component: maneuverDamage.length > 0 ? weaponDamage.length : 0,
        }
      : { kind: "weapon" },
    components: [...weaponDamage, ...maneuverDamage],
    ignoreArmor: d.ignoreArmor + (maneuver?.data.ignoreArmor ?? 0),
    ...(maneuver ? { maneuver } : {}),
    ...(forcedMovement ? { forcedMovement } : {}),
    hitBonus: (creature) => weaponHitBonus(creature, d, own),
  };
}

/** An Ability that attacks or calls for the target's Defense Roll; undefined for one with no roll (an effect). */
export function abilityAttack(ability: Named<MomentumAbilitySource>): MomentumAttackSource | undefined {
  const d = ability.data;
  if (d.delivery === "effect") return undefined;
  const forcedMovement = forcedMovementOf(d);
  return {
    name: ability.name,
    // An Ability reaching no further than melee range is a melee attack ("Melee attacks have a base range of 1 m").
    ranged: d.range > MELEE_RANGE_M,
    range: d.range,
    attack: { kind: "ability", tier: d.tier },
    components: components(ability.name, d.damage),
    ...(d.delivery === "defenseRoll" ? { defenseRoll: d.defenseRoll } : {}),
    ignoreArmor: d.ignoreArmor,
    ...(forcedMovement ? { forcedMovement } : {}),
    hitBonus: (creature) => abilityHitBonus(creature),
  };
}
