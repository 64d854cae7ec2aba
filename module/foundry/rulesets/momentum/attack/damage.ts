/**
 * A `momentum` hit's damage, planned and applied through the engine (seed 002): the weapon's or Ability's components
 * with the critical hit's bonus ("Critical hits with weapons increase the damage by 6 … Abilities … 6 plus an
 * additional 3 for every Tier") and the non-lethal dice ("subtract a 1d4 from the damage … 1d4 plus an additional 1d4
 * for each Tier"), then `applyDamage`: Armor or the DR value once per hit, taken off the type the attacker chose,
 * resistance, immunity, vulnerability, Temporary Vitality first, bleeding below 1 Vitality.
 */
import type { RollResult } from "../../../../engine/core/dice/result.ts";
import { applyDamage, type DamageOutcome } from "../../../../engine/rulesets/momentum/damage/apply.ts";
import { addCollisionDamage } from "../../../../engine/rulesets/momentum/damage/movement-damage.ts";
import { resolveAttack } from "../../../../engine/rulesets/momentum/dice/attack.ts";
import {
  damageByType,
  damagePlan,
  totalDamage,
  type DamageParts,
  type DamagePlan,
} from "../../../../engine/rulesets/momentum/dice/damage.ts";
import type { MomentumActor } from "../../../../engine/rulesets/momentum/creature.ts";
import type { MomentumOptions } from "../../../../engine/rulesets/momentum/options.ts";
import { DAMAGE_TYPES, type DamageType } from "../../../../engine/rulesets/momentum/tables/damage-types.ts";
import type { TargetRow } from "../../../chat/attack-card/data.ts";
import { readStoredRoll } from "../../../chat/attack-card/stored-roll.ts";
import { takenChoice } from "../../../procedure/steps/choice.ts";
import { declaredDefenseRoll } from "./defense-roll.ts";
import { readForcedMove } from "./forced-move-record.ts";
import type { MomentumAttackSource } from "./source.ts";

/** The card step on which the attacker picks the type Armor comes off (procedure.ts). */
export const ARMOR_TYPE_STEP_ID = "armorType";

/** The card step that moves the target of an Ability that pushes, pulls or teleports (forced-move.ts). */
export const FORCED_MOVE_STEP_ID = "forcedMove";

/** The collision damage the GM recorded on the row for the attack's damage; 0 when the move met no one. */
function collisionOf(row: TargetRow): number {
  return readForcedMove(takenChoice(row, FORCED_MOVE_STEP_ID))?.collision ?? 0;
}

/** What the row says about the hit: a critical (its attack roll, read again), and the dialog's damage toggles. */
export interface HitFacts {
  readonly critical: boolean;
  readonly nonLethal: boolean;
  /**
   * Holy damage dealt as lethal: "Holy damage is non-lethal against biological creatures and does not cause bleeding
   * … unless the one dealing the damage wishes to do so" (the dialog's `lethalHoly`, rules page decision 122).
   */
  readonly lethalHoly?: true;
  /** The type the attacker chose for Armor; absent: the engine's choice (the type that deals the most). */
  readonly armorFrom?: DamageType;
  /** Physical damage of the collision the hit's push or pull caused, added to the hit's (decision 148). */
  readonly collision?: number;
}

function isDamageType(id: string | undefined): id is DamageType {
  return DAMAGE_TYPES.some((t) => t === id);
}

export function hitFacts(row: TargetRow | undefined, options: MomentumOptions): HitFacts {
  if (!row) return { critical: false, nonLethal: false };
  const attack = readStoredRoll(row.attack);
  // A resisted Ability rolls no d20, so it is never a critical hit.
  const critical = attack !== undefined && !declaredDefenseRoll(attack) && resolveAttack(attack, {}, options).critical;
  const armorFrom = takenChoice(row, ARMOR_TYPE_STEP_ID);
  const collision = collisionOf(row);
  return {
    critical,
    ...(collision > 0 ? { collision } : {}),
    nonLethal: row.situation?.choices.nonLethal === true,
    ...(row.situation?.choices["lethalHoly"] === true ? { lethalHoly: true } : {}),
    ...(isDamageType(armorFrom) ? { armorFrom } : {}),
  };
}

export function momentumDamagePlan(source: MomentumAttackSource, facts: HitFacts): DamagePlan {
  return damagePlan({
    label: `${source.name}: damage`,
    components: source.components,
    attack: source.attack,
    critical: facts.critical,
    nonLethal: facts.nonLethal,
  });
}

/**
 * Does a hit with this source deal damage? An Ability may have no damage line (one that only pushes, decision 160):
 * its hit has no damage step, and a collision its push causes is dealt at once, as a Shove's is ("You can add the
 * damage that you deal that way to any damage that you might have caused through an Ability", and there is none).
 */
export const dealsDamage = (source: MomentumAttackSource): boolean => source.components.length > 0;

/** The damage types a hit with this source deals, in the seed's order: the attacker's armor-type choices. */
export function hitTypes(source: MomentumAttackSource): readonly DamageType[] {
  return DAMAGE_TYPES.filter((t) => source.components.some((c) => c.type === t));
}

/**
 * Damage by type from the roll. When the GM changed the total (×½, ×2, a number) the faces no longer add up to it:
 * each type keeps its share of the new total, rounded down, and what rounding leaves goes to the first type.
 */
export function rolledParts(plan: DamagePlan, damage: RollResult): DamageParts {
  const parts = damageByType(plan, damage);
  const rolled = totalDamage(parts);
  const wanted = Math.max(0, damage.total);
  if (rolled === wanted) return parts;
  const types = DAMAGE_TYPES.filter((t) => parts[t] !== undefined);
  const scaled: Partial<Record<DamageType, number>> = {};
  for (const t of types) scaled[t] = rolled === 0 ? 0 : Math.floor(((parts[t] ?? 0) * wanted) / rolled);
  const first = types[0];
  if (first !== undefined) scaled[first] = (scaled[first] ?? 0) + wanted - totalDamage(scaled);
  return scaled;
}

export function applyMomentumHit(
  target: MomentumActor,
  source: MomentumAttackSource,
  facts: HitFacts,
  damage: RollResult,
  round: number,
  options: MomentumOptions,
): DamageOutcome {
  const rolled = rolledParts(momentumDamagePlan(source, facts), damage);
  const parts = facts.collision === undefined ? rolled : addCollisionDamage(rolled, facts.collision);
  // "Effects that ignore Armor, like the Greater Talent Cursed Revenge, also ignore the DR values" (decision 146).
  const choice = {
    ...(facts.armorFrom === undefined ? {} : { armorFrom: facts.armorFrom }),
    ...(source.ignoreArmor > 0 ? { ignoreArmor: source.ignoreArmor } : {}),
  };
  const hit = { parts, source: source.name, choice, nonLethal: facts.nonLethal, lethalHoly: facts.lethalHoly === true };
  return applyDamage(target, hit, round, options);
}
