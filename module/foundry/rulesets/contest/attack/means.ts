/**
 * What a card's attack is made with: a weapon (a Strike: "You attack with your weapon"), a spell with the Attack trait
 * (Use Magic: "You cast a spell", "If an action spell, has the Attack trait, it uses one of your ApR") or an attacking
 * feature (rolled as a Strike, rules page decision 124). One reading of the item for the plan, the canvas, the spend
 * and the damage, so the card's steps agree on what was declared.
 */
import type { AttackProfile } from "../../../../engine/rulesets/contest/combat/attack.ts";
import type { AttackDelivery } from "../../../../engine/rulesets/contest/tables/attacks.ts";
import { abilityParts, abilityProfile } from "../ability-attack.ts";
import { strikeParts, strikeProfile, type AttackParts, type Combatant } from "../combat-roll.ts";
import { ContestAbilityModel } from "../data/item-models.ts";
import { contestWeaponOf } from "../documents.ts";
import type { ContestAbilitySource, ContestWeaponSource, Named } from "../sources.ts";

/** A spell as Use Magic pays it, with its range (data/item-models.ts). */
type AbilityData = ContestAbilitySource & { readonly range: number };

export interface ContestAttackMeans {
  readonly id: string;
  readonly name: string;
  /** The primary action the attack is: a Strike (a weapon, a feature) or Use Magic (a spell). */
  readonly action: "strike" | "useMagic";
  readonly profile: AttackProfile;
  readonly delivery: AttackDelivery;
  /** Metres: the weapon's reach; a melee spell or feature reaches the next square (rules page decision 20). */
  readonly reach: number;
  /** Metres, at range. */
  readonly range: number;
  readonly data: Pick<ContestWeaponSource, "damage" | "damageType" | "ap">;
  /** The weapon of a Strike (its training, Opportunity Attacks); none for a spell or a feature. */
  readonly weapon?: Named<ContestWeaponSource>;
  /** The spell or feature. */
  readonly ability?: Named<AbilityData>;
}

/** The item's spell or feature data with its id and name, or undefined for any other item. */
export function contestAbilityOf(item: Item.Implementation): Named<AbilityData> | undefined {
  const data = item.system;
  return data instanceof ContestAbilityModel ? { id: item.id ?? "", name: item.name, data } : undefined;
}

/** The item as an attack, or undefined when it is neither a weapon nor an ability with the Attack trait. */
export function contestAttackOf(item: Item.Implementation): ContestAttackMeans | undefined {
  const weapon = contestWeaponOf(item);
  if (weapon) {
    const { delivery, reach, range } = weapon.data;
    const profile = strikeProfile(weapon);
    return {
      id: weapon.id,
      name: weapon.name,
      action: "strike",
      profile,
      delivery,
      reach,
      range,
      data: weapon.data,
      weapon,
    };
  }
  const ability = contestAbilityOf(item);
  if (!ability?.data.attack) return undefined;
  const d = ability.data;
  return {
    id: ability.id,
    name: ability.name,
    action: d.kind === "spell" ? "useMagic" : "strike",
    profile: abilityProfile(d),
    delivery: d.delivery,
    reach: 1,
    range: d.range,
    data: d,
    ability,
  };
}

/**
 * The attacker's test parts for this attack, with the attribute and the Fighting Style (an index among its styles) the
 * dialog chose; a spell tests its own skill and attribute, a feature its best style.
 */
export function meansParts(
  side: Combatant,
  means: ContestAttackMeans,
  attribute: "strength" | "agility" | undefined,
  style?: number,
): AttackParts {
  const chosen = { ...(attribute ? { attribute } : {}), ...(style === undefined ? {} : { style }) };
  if (means.ability) return abilityParts(side, means.ability.data, attribute);
  return strikeParts(side, means.weapon ? { weapon: means.weapon, ...chosen } : chosen);
}
