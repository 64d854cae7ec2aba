import { applyPipeline, type DamageAuditEntry } from "../../../core/damage/pipeline.ts";
import { hasTag } from "../../../core/damage/predicates.ts";
import type { DamageStep } from "../../../core/damage/steps.ts";
import type { DamageAffinities } from "../creature.ts";
import type { DamageParts } from "../dice/damage.ts";
import { DEFAULT_MOMENTUM_OPTIONS, type MomentumOptions } from "../options.ts";
import { AFFINITY_FACTORS, DAMAGE_TYPES, type DamageType } from "../tables/damage-types.ts";
import { defenseFor, effectiveDefense, type DefenseValues } from "./defenses.ts";

/**
 * From rolled damage per type to damage taken (seed 002), in this order:
 * 1. one defensive value for the whole hit — "Your Armor is only subtracted once if you are hit with multiple Damage
 *    Types simultaneously"; "Damage that deals multiple types of damage simultaneously, for which different defenses
 *    become relevant, takes the lowest defensive value into account"; effects that ignore Armor lower it, never below
 *    0 ("Ignoring Armor does not allow you to reduce the effective Armor of a target below 0");
 * 2. "The attacker can choose from which damage type the Armor/DR value is subtracted" (without a choice, Fray takes
 *    the one that deals the most); what that type cannot absorb comes off the others (setting `armorOverflow`); a
 *    negative value adds to the chosen type ("A negative Armor value leads to taking increased damage if you receive
 *    any");
 * 3. per type, after Armor: immunity 0, resistance ½, vulnerability × 1.5 (both at once cancel), rounded down.
 * Each type runs through a core pipeline so the chat card gets an audit line per step.
 */
export interface MitigationChoice {
  /** The type the attacker subtracts the Armor/DR value from. */
  readonly armorFrom?: DamageType;
  /** Armor ignored (Infinity: all of it). */
  readonly ignoreArmor?: number;
}

export interface TypeResult {
  readonly type: DamageType;
  readonly rolled: number;
  /** Armor/DR taken off this type (negative: added by negative Armor). */
  readonly absorbed: number;
  readonly taken: number;
  readonly audit: readonly DamageAuditEntry[];
}

export interface Mitigation {
  /** Damage taken by type, in the seed's type order. */
  readonly byType: readonly TypeResult[];
  readonly total: number;
  /** The one value subtracted from the hit, after ignoring, and its name. */
  readonly defense: { readonly value: number; readonly name: string };
  /** The value before an effect that ignores Armor lowered it; absent when nothing was ignored. */
  readonly ignoredFrom?: number;
  readonly armorFrom?: DamageType;
}

export function presentTypes(parts: DamageParts): readonly DamageType[] {
  return DAMAGE_TYPES.filter((type) => (parts[type] ?? 0) > 0);
}

/** The one Armor/DR value a hit with these types meets: the lowest relevant one, after ignoring. */
export function hitDefense(
  types: readonly DamageType[],
  values: DefenseValues,
  ignore = 0,
): { readonly value: number; readonly name: string } {
  let best: { value: number; name: string } | undefined;
  for (const type of types) {
    const d = defenseFor(type, values);
    const value = effectiveDefense(d.value, ignore);
    if (best === undefined || value < best.value) best = { value, name: d.name };
  }
  return best ?? { value: 0, name: "Armor" };
}

function factorSteps(type: DamageType, affinities: DamageAffinities, options: MomentumOptions): DamageStep[] {
  const when = hasTag(type);
  if (affinities.immune?.includes(type) === true) return [{ kind: "immune", source: `immune to ${type}`, when }];
  const resistant = affinities.resistant?.includes(type) === true;
  const vulnerable = affinities.vulnerable?.includes(type) === true;
  if (resistant === vulnerable) return [];
  const factor = resistant ? AFFINITY_FACTORS.resistance : AFFINITY_FACTORS.vulnerability;
  const source = resistant ? `resistant to ${type}` : `vulnerable to ${type}`;
  return [{ kind: "multiply", source, factor, round: options.affinityRounding, when }];
}

/** How much of the value each type absorbs when `from` is chosen. */
function shares(
  parts: DamageParts,
  types: readonly DamageType[],
  value: number,
  from: DamageType,
  options: MomentumOptions,
): Partial<Record<DamageType, number>> {
  if (value < 0) return { [from]: value };
  const order = [from, ...(options.armorOverflow === "carry" ? types.filter((t) => t !== from) : [])];
  const out: Partial<Record<DamageType, number>> = {};
  let left = value;
  for (const type of order) {
    const take = Math.min(left, parts[type] ?? 0);
    out[type] = take;
    left -= take;
  }
  return out;
}

function mitigateWith(
  parts: DamageParts,
  types: readonly DamageType[],
  defense: { value: number; name: string },
  from: DamageType,
  affinities: DamageAffinities,
  options: MomentumOptions,
): Mitigation {
  const absorbed = shares(parts, types, defense.value, from, options);
  const byType = types.map((type): TypeResult => {
    const rolled = parts[type] ?? 0;
    const by = absorbed[type] ?? 0;
    const steps: DamageStep[] = [
      ...(by === 0 ? [] : [{ kind: "reduce" as const, source: defense.name, by }]),
      ...factorSteps(type, affinities, options),
    ];
    const result = applyPipeline(steps, { amount: rolled, source: type, tags: [type] }, { tracks: {} });
    return { type, rolled, absorbed: by, taken: result.amount, audit: result.audit };
  });
  const total = byType.reduce((sum, t) => sum + t.taken, 0);
  return { byType, total, defense, armorFrom: from };
}

export function mitigate(
  parts: DamageParts,
  values: DefenseValues,
  affinities: DamageAffinities = {},
  choice: MitigationChoice = {},
  options: MomentumOptions = DEFAULT_MOMENTUM_OPTIONS,
): Mitigation {
  const types = presentTypes(parts);
  const defense = hitDefense(types, values, choice.ignoreArmor);
  if (types.length === 0) return { byType: [], total: 0, defense };
  const chosen = choice.armorFrom !== undefined && types.includes(choice.armorFrom) ? [choice.armorFrom] : types;
  // Without a (valid) choice the attacker is taken to pick the type that deals the most; ties keep the seed's order.
  const best = chosen
    .map((from) => mitigateWith(parts, types, defense, from, affinities, options))
    .reduce((most, m) => (m.total > most.total ? m : most));
  const unignored = hitDefense(types, values).value;
  return unignored === defense.value ? best : { ...best, ignoredFrom: unignored };
}
