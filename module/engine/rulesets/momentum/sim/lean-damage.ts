import { addCondition } from "../../../core/conditions/mutate.ts";
import { roundBy } from "../../../core/damage/arithmetic.ts";
import { applyDamage } from "../damage/apply.ts";
import { defenseValues } from "../damage/defenses.ts";
import { hitDefense } from "../damage/mitigate.ts";
import { deathThreshold, sparedFloor } from "../damage/vitality.ts";
import { MOMENTUM_CONDITIONS } from "../conditions.ts";
import type { DamageAffinities, MomentumActor, MomentumCreature } from "../creature.ts";
import type { DamageParts } from "../dice/damage.ts";
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";
import { AFFINITY_FACTORS, DAMAGE_TYPE_TABLE, DAMAGE_TYPES, type DamageType } from "../tables/damage-types.ts";

/**
 * The simulation's own `applyDamage` for a plain hit on a living creature (no cap, no non-lethal choice, no armor-type
 * choice: the attacker's best type, as the engine picks it): the same numbers in the same order — one Armor/DR value
 * for the hit (`hitDefense`), taken off each candidate type with the overflow carried on, the affinities after it,
 * rounded once, the candidate dealing the most kept (the first on a tie); Holy spared for biological creatures;
 * Temporary Vitality first; Bleeding below 1, death at the threshold, the non-lethal floor — worked out with plain
 * arithmetic instead of the core pipeline's steps and audit trail, which no fight reads. An object, a dead creature
 * or a hit with no damage goes to `applyDamage` itself. test/engine/momentum/sim/lean-damage.test.ts holds the two
 * equal.
 */
interface Taken {
  total: number;
  /** Of it, what Holy-like types dealt (spared for biological creatures). */
  spared: number;
}

function factorOf(type: DamageType, affinities: DamageAffinities): number {
  if (affinities.immune?.includes(type) === true) return AFFINITY_FACTORS.immunity;
  const resistant = affinities.resistant?.includes(type) === true;
  const vulnerable = affinities.vulnerable?.includes(type) === true;
  if (resistant === vulnerable) return 1;
  return resistant ? AFFINITY_FACTORS.resistance : AFFINITY_FACTORS.vulnerability;
}

/** Damage taken when the defensive value comes off `from` first (mitigate.ts `shares` and `mitigateWith`). */
function takenFrom(
  parts: DamageParts,
  types: readonly DamageType[],
  value: number,
  from: DamageType,
  affinities: DamageAffinities,
  options: MomentumOptions,
): Taken {
  const result: Taken = { total: 0, spared: 0 };
  let left = value;
  const carry = options.armorOverflow === "carry";
  // The chosen type first, then the others in the seed's order (carry), each taking what it can.
  const absorb = (type: DamageType): number => {
    if (value < 0) return type === from ? value : 0;
    if (type !== from && !carry) return 0;
    const take = Math.min(left, parts[type] ?? 0);
    left -= take;
    return take;
  };
  const absorbed = new Map<DamageType, number>([[from, absorb(from)]]);
  for (const type of types) if (type !== from) absorbed.set(type, absorb(type));
  for (const type of types) {
    const factor = factorOf(type, affinities);
    let raw = (parts[type] ?? 0) - (absorbed.get(type) ?? 0);
    if (factor === 0) raw = 0;
    else if (factor !== 1 && raw > 0) raw = roundBy(raw * factor, options.affinityRounding);
    const taken = Math.max(0, raw);
    result.total += taken;
    if (DAMAGE_TYPE_TABLE[type].nonLethalToBiological) result.spared += taken;
  }
  return result;
}

export function leanMomentumDamage(
  actor: MomentumActor,
  parts: DamageParts,
  source: string,
  round: number,
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): MomentumActor {
  const c = actor.creature;
  const types = DAMAGE_TYPES.filter((type) => (parts[type] ?? 0) > 0);
  if (c.kind !== "creature" || c.dead || types.length === 0) {
    return applyDamage(actor, { parts, source }, round, options).actor;
  }
  const defense = hitDefense(types, defenseValues(actor)).value;
  const affinities = c.affinities ?? {};
  let best: Taken | undefined;
  for (const from of types) {
    const t = takenFrom(parts, types, defense, from, affinities, options);
    if (best === undefined || t.total > best.total) best = t;
  }
  const total = best?.total ?? 0;
  const nonLethalIn = c.biological ? Math.min(best?.spared ?? 0, total) : 0;
  const lethalIn = total - nonLethalIn;
  // Armor or DR took it all (against armored foes, most hits): `applyDamage` leaves the same creature then, so the
  // copy is skipped. A negative Temporary Vitality is the one thing even a harmless hit changes (it is floored at 0).
  if (lethalIn === 0 && nonLethalIn === 0 && c.temporaryVitality >= 0) return actor;
  return afterHit(actor, c, { lethalIn, nonLethalIn, source, round }, options);
}

/** `applyDamage`'s second half for a living creature: Temporary Vitality, Vitality, Bleeding, death, the floor. */
function afterHit(
  actor: MomentumActor,
  c: MomentumCreature,
  hit: { readonly lethalIn: number; readonly nonLethalIn: number; readonly source: string; readonly round: number },
  options: MomentumOptions,
): MomentumActor {
  const temp = Math.max(0, c.temporaryVitality);
  const tempOnLethal = Math.min(temp, hit.lethalIn);
  const tempOnSpared = Math.min(temp - tempOnLethal, hit.nonLethalIn);
  const lethal = hit.lethalIn - tempOnLethal;
  const spared = hit.nonLethalIn - tempOnSpared;
  const before = c.vitality.value;
  let after = before - lethal;
  let dead = false;
  let conditions = actor.conditions;
  if (lethal > 0 && after <= deathThreshold(c, options)) {
    dead = true;
  } else {
    if (lethal > 0 && after < 1) {
      const duration = { kind: "permanent" as const };
      conditions = addCondition(MOMENTUM_CONDITIONS, conditions, "bleeding", {
        source: hit.source,
        duration,
        round: hit.round,
      }).state;
    }
    after = Math.max(sparedFloor(c, options), after - spared);
  }
  const creature: MomentumCreature = {
    ...c,
    temporaryVitality: temp - tempOnLethal - tempOnSpared,
    vitality: { ...c.vitality, value: Math.min(before, after) },
    dead,
  };
  return { creature, conditions };
}
